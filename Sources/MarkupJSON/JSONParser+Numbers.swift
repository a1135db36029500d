extension JSONParser {
    /// A number at the cursor: checked against the RFC 8259 grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then converted to the nearest
    /// `Double` by the standard library's correctly rounded decimal parser.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        if byte(at: position) == UInt8(ascii: "-") { position += 1 }
        switch byte(at: position) {
        case UInt8(ascii: "0"):
            position += 1
            if let next = byte(at: position), isDigit(next) { throw error(.invalidNumber, at: start) }
        case let digit? where isDigit(digit):
            skipDigits()
        default:
            throw error(.invalidNumber, at: start)
        }
        if byte(at: position) == UInt8(ascii: ".") {
            position += 1
            guard let digit = byte(at: position), isDigit(digit) else { throw error(.invalidNumber, at: start) }
            skipDigits()
        }
        if byte(at: position) == UInt8(ascii: "e") || byte(at: position) == UInt8(ascii: "E") {
            position += 1
            if byte(at: position) == UInt8(ascii: "+") || byte(at: position) == UInt8(ascii: "-") { position += 1 }
            guard let digit = byte(at: position), isDigit(digit) else { throw error(.invalidNumber, at: start) }
            skipDigits()
        }
        // The grammar above is a subset of what Double(String) reads (which also takes hex,
        // "inf" and "nan"), so the conversion only fails for values beyond Double's range.
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            throw error(.numberOutOfRange, at: start)
        }
        return value
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let next = byte(at: position), isDigit(next) { position += 1 }
    }
}
