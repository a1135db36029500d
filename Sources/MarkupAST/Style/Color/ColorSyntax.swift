/// Reads a whole colour string on UTF-8 bytes: the colour reader of stylesheet files and of
/// `<font color>`'s colour functions (inline CSS reads colours from its own tokens and
/// shares ``ColorFunction/evaluate(_:)``, the named-colour table and the hex reader).
///
/// Accepts `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; the 148 CSS named colours;
/// `transparent`; `currentcolor`; and every ``ColorFunction``, with CSS comments and
/// whitespace between components. Names and units are ASCII case-insensitive. Linear time;
/// no allocation for hex, names and keywords.
///
/// ```swift
/// try ColorSyntax.parse("oklch(62.8% 0.2577 29.23)")   // .rgba(#ff0000 with its oklch original)
/// try ColorSyntax.parse("hsv(120, 100%, 50%)")         // .rgba(#008000)
/// ```
public enum ColorSyntax {
    /// At most this many components fit between a function's parentheses (the longest
    /// valid list, legacy `cmyk()` with alpha, has 9).
    public static let maxComponents = 16

    /// The colour `text` denotes, surrounding ASCII whitespace ignored.
    public static func parse(_ text: String) throws(ColorSyntaxError) -> CSSColor {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(ColorSyntaxError) in try parse(bytes) } }
        return try result.get()
    }

    /// The colour the bytes denote, surrounding ASCII whitespace ignored.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ColorSyntaxError) -> CSSColor {
        var start = 0
        var end = bytes.count
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { throw .invalid }
        if bytes[start] == UInt8(ascii: "#") {
            guard let rgba = RGBAColor(hexDigits: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])) else { throw .invalid }
            return .rgba(rgba)
        }
        var nameEnd = start
        while nameEnd < end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[start..<nameEnd])
        guard nameEnd < end else {
            if let named = NamedColors.color(named: name) { return .rgba(named) }
            if ASCIIKeyword.equals(name, "transparent") { return .rgba(.transparent) }
            if ASCIIKeyword.equals(name, "currentcolor") { return .currentColor }
            throw .invalid
        }
        guard bytes[nameEnd] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")") else { throw .invalid }
        guard let function = ColorFunction(name: name) else {
            if ColorFunction.isUnsupported(name: name) { throw .unsupported("\(String(decoding: name, as: UTF8.self).lowercased())()") }
            throw .invalid
        }
        let arguments = UnsafeBufferPointer(rebasing: bytes[(nameEnd + 1)..<(end - 1)])
        return try withUnsafeTemporaryAllocation(of: ColorComponent.self, capacity: maxComponents) {
            buffer throws(ColorSyntaxError) -> CSSColor in
            let count = try lex(arguments, into: buffer)
            return .rgba(try function.evaluate(UnsafeBufferPointer(rebasing: buffer[..<count])))
        }
    }

    /// Whether `bytes` start like a colour function: a name, then `(` (used to tell a
    /// colour function from a legacy colour value in `<font color>`).
    public static func startsWithFunction(_ text: String) -> Bool {
        var bytes = text.utf8.drop { isWhitespace($0) }.makeIterator()
        var sawName = false
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "(") { return sawName }
            guard isNameByte(byte) else { return false }
            sawName = true
        }
        return false
    }

    // MARK: - Lexing the arguments

    /// Lexes the bytes between the parentheses into `components`; returns how many.
    private static func lex(
        _ bytes: UnsafeBufferPointer<UInt8>, into components: UnsafeMutableBufferPointer<ColorComponent>
    ) throws(ColorSyntaxError) -> Int {
        var count = 0
        var index = 0
        func append(_ component: ColorComponent) throws(ColorSyntaxError) {
            guard count < components.count else { throw .invalid }
            components.initializeElement(at: count, to: component)
            count += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw .invalid }
                index += 2
            } else if byte == UInt8(ascii: ",") {
                try append(.comma)
                index += 1
            } else if byte == UInt8(ascii: "/") {
                try append(.slash)
                index += 1
            } else if let (value, end) = number(bytes, at: index) {
                index = end
                if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
                    try append(.percentage(value))
                    index += 1
                } else if index < bytes.count, isNameStart(bytes[index]) {
                    let unitStart = index
                    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                    try append(.dimension(value, unit: UnsafeBufferPointer(rebasing: bytes[unitStart..<index])))
                } else {
                    try append(.number(value))
                }
            } else if isNameStart(byte) {
                let nameStart = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                try append(.keyword(UnsafeBufferPointer(rebasing: bytes[nameStart..<index])))
            } else {
                throw .invalid
            }
        }
        return count
    }

    /// A CSS `<number>` (CSS Syntax 3 §4.3.12: sign, digits, fraction, exponent) starting
    /// at `start`: its value and where it ends; nil when none starts there.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Double, Int)? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        var hasDigits = index > digitsStart
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            hasDigits = true
        }
        guard hasDigits else { return nil }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            if exponent < bytes.count, isDigit(bytes[exponent]) {
                index = exponent
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else {
            return nil
        }
        return (ColorComponent.finite(value), index)
    }

    // MARK: - Bytes

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }
}
