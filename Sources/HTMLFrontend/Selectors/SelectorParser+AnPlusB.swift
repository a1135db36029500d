/// The `An+B` argument of `:nth-child()` (CSS Syntax 3 §6.2), read from bytes: `odd`,
/// `even`, `B`, `An`, `An+B`, `An - B`, `-n+B`, `+n`, with white space allowed around the
/// sign before B but not inside `An` (`2 n`, `+ n` are errors, as in the grammar).
extension SelectorParser {
    /// After `:nth-child(`: `An+B`, then `)`.
    mutating func parseNthArgument(openedAt start: Int, name: String) throws(SelectorSyntaxError) -> CSSNthIndex {
        try skipWhitespaceAndComments()
        let argumentStart = position
        let result: CSSNthIndex
        if startsIdentifier() && !startsWithN() {
            let keyword = ASCIIFolding.lowercased(try consumeIdentifier())
            switch keyword {
            case "odd": result = CSSNthIndex(step: 2, offset: 1)
            case "even": result = CSSNthIndex(step: 2, offset: 0)
            default: throw error("expected An+B, 'odd' or 'even' in ':\(name)()'", at: argumentStart)
            }
        } else {
            result = try parseAnPlusB(name: name)
        }
        try skipWhitespaceAndComments()
        guard position < bytes.count else { throw error("expected ')' to close ':\(name)(' at byte \(start)", at: position) }
        guard bytes[position] == UInt8(ascii: ")") else {
            if bytes[position] == UInt8(ascii: "o") || bytes[position] == UInt8(ascii: "O") {
                throw error("':\(name)(An+B of S)' is not supported", at: position)
            }
            throw error("expected ')' after An+B in ':\(name)()', found \(quotedCharacter(at: position))", at: position)
        }
        position += 1
        return result
    }

    /// Whether the identifier here is `n`, `-n`, `n-…` or `-n-…` (An+B, not a keyword).
    private func startsWithN() -> Bool {
        var index = position
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "n") else { return false }
        index += 1
        return index >= bytes.count || !Self.isIdentifierStart(bytes[index]) || bytes[index] == 0
    }

    /// `[+-]?digits` alone, or `[+-]?digits?n` optionally followed by `[+-] digits`.
    private mutating func parseAnPlusB(name: String) throws(SelectorSyntaxError) -> CSSNthIndex {
        let start = position
        var sign = 1
        if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
            sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
            position += 1
        }
        let digits = try consumeDigits()
        guard position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "n") else {
            guard let digits else { throw error("expected An+B, 'odd' or 'even' in ':\(name)()'", at: start) }
            return CSSNthIndex(step: 0, offset: sign * digits)
        }
        position += 1
        let step = sign * (digits ?? 1)
        try skipWhitespaceAndComments()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else {
            return CSSNthIndex(step: step, offset: 0)
        }
        let offsetSign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
        position += 1
        try skipWhitespaceAndComments()
        guard let offset = try consumeDigits() else {
            throw error("expected a number after the sign in ':\(name)()'", at: position)
        }
        return CSSNthIndex(step: step, offset: offsetSign * offset)
    }

    /// ASCII digits as a number, `nil` when there are none; at most 9 digits.
    private mutating func consumeDigits() throws(SelectorSyntaxError) -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, CSSTokenizer.isDigit(Int(bytes[position])) {
            guard position - start < 9 else { throw error("number too large", at: start) }
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        return position == start ? nil : value
    }
}
