/// Named ASCII bytes and byte classes for the byte-level loops of the text renderers.
enum Ascii {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let exclamation = UInt8(ascii: "!")
    static let hash = UInt8(ascii: "#")
    static let percent = UInt8(ascii: "%")
    static let ampersand = UInt8(ascii: "&")
    static let closeParenthesis = UInt8(ascii: ")")
    static let openParenthesis = UInt8(ascii: "(")
    static let asterisk = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let hyphen = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let lessThan = UInt8(ascii: "<")
    static let equals = UInt8(ascii: "=")
    static let greaterThan = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?")
    static let at = UInt8(ascii: "@")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let pipe = UInt8(ascii: "|")
    static let tilde = UInt8(ascii: "~")
    static let upperX = UInt8(ascii: "X")
    static let lowerX = UInt8(ascii: "x")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }

    /// CommonMark's ASCII punctuation: ``!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~``.
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }
}
