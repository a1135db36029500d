/// Superscript and subscript as plain characters, for outputs without markup (plain text,
/// the terminal): `10⁶ km²`, `H₂O`. Text whose every character has a Unicode superscript
/// (or subscript) form is written in those forms; any other is written `^(…)` or `_(…)`,
/// so `x<sup>n+1</sup>` stays readable and no digit runs into the text before it. A script
/// already in brackets (a footnote mark, `<sup>[1]</sup>`) is written as it is.
enum ScriptCharacters {
    /// `text` raised: its superscript characters, or `^(text)` (`^x` for one character).
    static func superscript(_ text: String) -> String {
        if isBracketed(text) { return text }
        return mapped(text, table: superscripts) ?? (text.count == 1 ? "^" + text : "^(" + text + ")")
    }

    /// `text` lowered: its subscript characters, or `_(text)` (`_x` for one character).
    static func `subscript`(_ text: String) -> String {
        if isBracketed(text) { return text }
        return mapped(text, table: subscripts) ?? (text.count == 1 ? "_" + text : "_(" + text + ")")
    }

    /// Whether `text` is already set apart by brackets (a footnote mark such as `[1]`),
    /// and so is written as it is.
    private static func isBracketed(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.count > 2 && bytes.first == UInt8(ascii: "[") && bytes.last == UInt8(ascii: "]")
    }

    private static func mapped(_ text: String, table: [Unicode.Scalar: Unicode.Scalar]) -> String? {
        guard !text.isEmpty else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard let mapped = table[scalar] else { return nil }
            result.append(mapped)
        }
        return String(result)
    }

    private static let superscripts: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ",
    ]

    private static let subscripts: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎", "a": "ₐ", "e": "ₑ", "o": "ₒ", "x": "ₓ",
    ]
}
