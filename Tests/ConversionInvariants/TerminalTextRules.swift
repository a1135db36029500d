/// The control-character rules of text meant for a terminal: plain text holds no control
/// character but tab and line feed (so `cat` of it cannot drive the terminal), and ANSI
/// output holds besides only the escapes the ANSI writer makes: SGR (`ESC [ digits;… m`)
/// and OSC 8 hyperlinks (`ESC ] 8 ; params ; URI ESC \`) whose text is itself free of
/// control characters.
package enum TerminalTextRules {
    /// Where `text` breaks the plain-text rule; empty when it holds.
    package static func plainTextProblems(_ text: String) -> [String] {
        var problems: [String] = []
        for (index, scalar) in text.unicodeScalars.enumerated() where isForbidden(scalar) {
            problems.append("control character U+\(hex(scalar.value)) at scalar \(index) of plain text")
            if problems.count == 3 { break }
        }
        return problems
    }

    /// Where `text` breaks the ANSI rule; empty when it holds.
    package static func ansiProblems(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                guard let end = escapeEnd(scalars, from: index) else {
                    let context = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 12)]))
                    return ["an escape the ANSI writer does not make at scalar \(index): \(context.debugDescription)"]
                }
                index = end
                continue
            }
            if isForbidden(scalar) { return ["control character U+\(hex(scalar.value)) at scalar \(index) of ANSI output"] }
            index += 1
        }
        return []
    }

    /// The index after the SGR or OSC 8 sequence starting at `start` (an ESC), or `nil`.
    private static func escapeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        var index = start + 2
        switch scalars[start + 1] {
        case "[":
            while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) { index += 1 }
            return index < scalars.count && scalars[index] == "m" ? index + 1 : nil
        case "]":
            guard index + 1 < scalars.count, scalars[index] == "8", scalars[index + 1] == ";" else { return nil }
            index += 2
            while index + 1 < scalars.count {
                if scalars[index] == "\u{1B}" { return scalars[index + 1] == "\\" ? index + 2 : nil }
                if isForbidden(scalars[index]) { return nil }
                index += 1
            }
            return nil
        default:
            return nil
        }
    }

    /// C0 controls but tab and line feed, DEL, and the C1 controls.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
