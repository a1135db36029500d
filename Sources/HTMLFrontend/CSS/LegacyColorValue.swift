import MarkupAST

/// The HTML Standard's "rules for parsing a legacy colour value" (§2.3.6.4), used by
/// presentational attributes such as `<font color>`, `bgcolor` and `<body text>`.
///
/// Unlike CSS, it turns almost any string into a colour (`chucknorris` is `#c00000`); it
/// fails only for the empty string and `transparent`.
public enum LegacyColorValue {
    /// The colour for an attribute value, or `nil` (no colour is applied).
    public static func parse(_ value: String) -> RGBAColor? {
        // 1. The empty string fails (whitespace alone does not: it becomes black).
        guard !value.utf8.isEmpty else { return nil }
        var bytes = Array(value.utf8)
        // 2. Strip leading and trailing ASCII whitespace.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
        let end = (bytes.lastIndex { !isSpace($0) } ?? -1) + 1
        let start = bytes.firstIndex { !isSpace($0) } ?? end
        bytes = Array(bytes[start..<end])
        return bytes.withUnsafeBufferPointer { trimmed -> RGBAColor? in
            // 3. `transparent` fails; 4. a named colour is itself.
            if CSSKeyword.equals(trimmed, "transparent") { return nil }
            if let named = CSSNamedColors.table.value(for: trimmed) { return named }
            // 5. `#rgb` with three hex digits: each digit repeated.
            if trimmed.count == 4, trimmed[0] == UInt8(ascii: "#"),
                let red = CSSTokenizer.hexValue(Int(trimmed[1])), let green = CSSTokenizer.hexValue(Int(trimmed[2])),
                let blue = CSSTokenizer.hexValue(Int(trimmed[3]))
            {
                return RGBAColor(red: UInt8(red * 17), green: UInt8(green * 17), blue: UInt8(blue * 17))
            }
            return parseDigits(String(decoding: trimmed, as: UTF8.self))
        }
    }

    /// Steps 6–15: the general case, on code points.
    private static func parseDigits(_ value: String) -> RGBAColor {
        // 6. Code points above U+FFFF become "00"; 7. keep the first 128 code points.
        var codes: [UInt32] = []
        codes.reserveCapacity(129)
        var scalars = value.unicodeScalars.makeIterator()
        while codes.count < 128, let scalar = scalars.next() {
            if scalar.value > 0xFFFF {
                codes.append(0x30)
                codes.append(0x30)
            } else {
                codes.append(scalar.value)
            }
        }
        if codes.count > 128 { codes.removeLast(codes.count - 128) }
        // 8. Drop a leading "#"; 9. anything but a hex digit becomes "0".
        if codes.first == 0x23 { codes.removeFirst() }
        var digits = codes.map { UInt8(CSSTokenizer.hexValue(Int($0)) ?? 0) }
        // 10. Pad with "0" to a non-zero multiple of three; 11. split in three.
        while digits.isEmpty || digits.count % 3 != 0 { digits.append(0) }
        var length = digits.count / 3
        var offset = 0
        // 12. Keep the last eight digits of each component.
        if length > 8 {
            offset = length - 8
            length = 8
        }
        // 13. Drop leading zeros common to all three while longer than two.
        while length > 2 && digits[offset] == 0 && digits[digits.count / 3 + offset] == 0
            && digits[2 * digits.count / 3 + offset] == 0
        {
            offset += 1
            length -= 1
        }
        // 14. Keep two digits; 15. read each component as hexadecimal.
        let used = min(length, 2)
        func component(_ index: Int) -> UInt8 {
            let base = index * digits.count / 3 + offset
            var result: UInt8 = 0
            for position in base..<(base + used) { result = result << 4 | digits[position] }
            return result
        }
        return RGBAColor(red: component(0), green: component(1), blue: component(2))
    }
}
