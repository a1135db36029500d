/// The characters the tokenizer's states tell apart, and ASCII classification.
extension HTMLTokenizer {
    static let null = 0x00
    static let tab = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let formFeed = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space = 0x20
    static let exclamationMark = 0x21
    static let quotationMark = 0x22
    static let numberSign = 0x23
    static let ampersand = 0x26
    static let apostrophe = 0x27
    static let hyphenMinus = 0x2D
    static let solidus = 0x2F
    static let semicolon = 0x3B
    static let lessThanSign = 0x3C
    static let equalsSign = 0x3D
    static let greaterThanSign = 0x3E
    static let questionMark = 0x3F
    static let rightSquareBracket = 0x5D
    static let graveAccent = 0x60
    static let latinCapitalX = 0x58
    static let latinSmallX = 0x78

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Tab, LF, FF or space: the whitespace most states skip or stop at (CR never reaches
    /// a state: ``consume(_:)`` turns it into LF).
    @inline(__always)
    static func isWhitespace(_ character: Int) -> Bool {
        character == tab || character == Int(lineFeed) || character == formFeed || character == space
    }

    /// ASCII upper alpha.
    @inline(__always)
    static func isUpperAlpha(_ character: Int) -> Bool { character >= 0x41 && character <= 0x5A }

    /// ASCII lower alpha.
    @inline(__always)
    static func isLowerAlpha(_ character: Int) -> Bool { character >= 0x61 && character <= 0x7A }

    /// ASCII alpha.
    @inline(__always)
    static func isAlpha(_ character: Int) -> Bool { isLowerAlpha(character | 0x20) }

    /// ASCII digit.
    @inline(__always)
    static func isDigit(_ character: Int) -> Bool { character >= 0x30 && character <= 0x39 }

    /// ASCII alphanumeric.
    @inline(__always)
    static func isAlphanumeric(_ character: Int) -> Bool { isAlpha(character) || isDigit(character) }

    /// The value of an ASCII hex digit, or `nil`.
    @inline(__always)
    static func hexDigitValue(_ character: Int) -> UInt32? {
        if isDigit(character) { return UInt32(character - 0x30) }
        let lower = character | 0x20
        if lower >= 0x61 && lower <= 0x66 { return UInt32(lower - 0x61 + 10) }
        return nil
    }

    /// Empties `buffer`, keeping its storage for the next token.
    @inline(__always)
    static func clear(_ buffer: inout [UInt8]) {
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    }

    /// Appends input bytes `start..<end` to `buffer`, lower-casing ASCII upper alpha.
    @inline(__always)
    static func appendLowercased(_ input: Input, from start: Int, to end: Int, to buffer: inout [UInt8]) {
        guard end > start else { return }
        let slice = UnsafeBufferPointer(rebasing: input[start..<end])
        var hasUpper = false
        for byte in slice where byte &- 0x41 < 26 { hasUpper = true }
        let oldCount = buffer.count
        buffer.append(contentsOf: slice)
        if hasUpper {
            buffer.withUnsafeMutableBufferPointer { buffer in
                for index in oldCount..<buffer.count { buffer[index] = asciiLowercased(buffer[index]) }
            }
        }
    }

    /// `byte` with ASCII upper alpha lower-cased; every other byte as it is.
    @inline(__always)
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
