/// TeX text built piece by piece for ``MathMLLinearizer``: a space goes between a control
/// word and a letter after it (`\alpha x`, not `\alphax`), TeX's special characters in
/// MathML text are escaped, a no-break space is a tie (`~`), and a few symbols become their
/// command.
struct TeXBuilder {
    private(set) var text = ""
    /// Whether ``text`` ends in a control word (`\sum`), which a letter would extend.
    private var endsInControlWord = false

    /// Appends a control word (`\frac`), spaced from a control word before it.
    mutating func appendCommand(_ command: String) {
        appendRaw(command)
        endsInControlWord = true
    }

    /// Appends TeX as it is.
    mutating func appendRaw(_ tex: String) {
        guard let first = tex.utf8.first else { return }
        if endsInControlWord && Self.isLetter(first) { text += " " }
        text += tex
        endsInControlWord = Self.endsInControlWord(tex)
    }

    /// Appends MathML token text: special characters escaped, known symbols as commands,
    /// invisible operators dropped.
    mutating func appendEscaped(_ token: String) {
        for scalar in token.unicodeScalars {
            if let command = Self.symbolCommands[scalar] {
                if command.isEmpty { continue }
                if command.hasPrefix("\\"), command.utf8.dropFirst().allSatisfy(Self.isLetter) {
                    appendCommand(command)
                } else {
                    appendRaw(command)
                }
            } else {
                appendRaw(String(scalar))
            }
        }
    }

    /// `text` escaped for `\text{…}`: the characters TeX gives a meaning there.
    static func escapedText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\textbackslash{}"
            case "{", "}", "#", "$", "%", "&", "_": result += "\\" + String(scalar)
            case "^": result += "\\^{}"
            case "~": result += "\\~{}"
            case "\u{00A0}": result += "~"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Whether `tex` ends in a backslash followed by letters only.
    private static func endsInControlWord(_ tex: String) -> Bool {
        var sawLetter = false
        for byte in tex.utf8.reversed() {
            if isLetter(byte) {
                sawLetter = true
                continue
            }
            return sawLetter && byte == 0x5C
        }
        return false
    }

    /// Characters written as a command; an empty command drops the character.
    private static let symbolCommands: [Unicode.Scalar: String] = [
        "\\": "\\backslash", "{": "\\{", "}": "\\}", "#": "\\#", "$": "\\$", "%": "\\%", "&": "\\&", "_": "\\_",
        "^": "\\^{}", "~": "\\sim", "\u{00A0}": "~",
        "\u{2061}": "", "\u{2062}": "", "\u{2063}": "", "\u{2064}": "",
        "α": "\\alpha", "β": "\\beta", "γ": "\\gamma", "δ": "\\delta", "ε": "\\varepsilon", "ϵ": "\\epsilon",
        "ζ": "\\zeta", "η": "\\eta", "θ": "\\theta", "ι": "\\iota", "κ": "\\kappa", "λ": "\\lambda", "μ": "\\mu",
        "ν": "\\nu", "ξ": "\\xi", "π": "\\pi", "ρ": "\\rho", "σ": "\\sigma", "τ": "\\tau", "υ": "\\upsilon",
        "φ": "\\varphi", "ϕ": "\\phi", "χ": "\\chi", "ψ": "\\psi", "ω": "\\omega",
        "Γ": "\\Gamma", "Δ": "\\Delta", "Θ": "\\Theta", "Λ": "\\Lambda", "Ξ": "\\Xi", "Π": "\\Pi", "Σ": "\\Sigma",
        "Φ": "\\Phi", "Ψ": "\\Psi", "Ω": "\\Omega",
        "∑": "\\sum", "∏": "\\prod", "∫": "\\int", "∮": "\\oint", "⋃": "\\bigcup", "⋂": "\\bigcap",
        "±": "\\pm", "∓": "\\mp", "×": "\\times", "÷": "\\div", "·": "\\cdot", "⋅": "\\cdot", "∘": "\\circ",
        "−": "-", "≤": "\\le", "≥": "\\ge", "≠": "\\ne", "≈": "\\approx", "≡": "\\equiv", "∼": "\\sim",
        "∝": "\\propto", "→": "\\to", "←": "\\leftarrow", "↔": "\\leftrightarrow", "⇒": "\\Rightarrow",
        "⇐": "\\Leftarrow", "⇔": "\\Leftrightarrow", "↦": "\\mapsto", "∞": "\\infty", "∂": "\\partial",
        "∇": "\\nabla", "∈": "\\in", "∉": "\\notin", "∋": "\\ni", "⊂": "\\subset", "⊆": "\\subseteq",
        "⊃": "\\supset", "⊇": "\\supseteq", "∪": "\\cup", "∩": "\\cap", "∅": "\\emptyset", "∀": "\\forall",
        "∃": "\\exists", "¬": "\\neg", "∧": "\\wedge", "∨": "\\vee", "…": "\\ldots", "⋯": "\\cdots",
        "′": "'", "″": "''", "ℝ": "\\mathbb{R}", "ℕ": "\\mathbb{N}", "ℤ": "\\mathbb{Z}", "ℚ": "\\mathbb{Q}",
        "ℂ": "\\mathbb{C}", "⟨": "\\langle", "⟩": "\\rangle", "‖": "\\|", "∣": "\\mid", "ℏ": "\\hbar", "ℓ": "\\ell",
    ]
}
