/// The recursive-descent parser behind ``CSSSelectorList/init(_:)``, over the selector's
/// UTF-8 bytes (Selectors 4 §18 grammar, restricted to what ``SelectorMatcher`` supports).
///
/// Recursion is bounded: `:not()` holds compound selectors that cannot hold `:not()`, so
/// the parser is at most two calls deep whatever the input.
struct SelectorParser {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// `selector-list := complex (',' complex)*`, the whole input.
    mutating func parseList() throws(SelectorSyntaxError) -> [CSSComplexSelector] {
        var selectors: [CSSComplexSelector] = []
        while true {
            try skipWhitespaceAndComments()
            selectors.append(try parseComplex(after: selectors.isEmpty ? nil : ","))
            guard position < bytes.count else { return selectors }
            // `parseComplex` stops only at the end or at a comma.
            position += 1
        }
    }

    /// `complex := compound (combinator compound)*`, up to a `,` or the end.
    private mutating func parseComplex(after previous: String?) throws(SelectorSyntaxError) -> CSSComplexSelector {
        var compounds = [try parseCompound(after: previous)]
        var combinators: [CSSCombinator] = []
        while true {
            let sawWhitespace = try skipWhitespaceAndComments()
            guard position < bytes.count, bytes[position] != UInt8(ascii: ",") else { break }
            let combinator: CSSCombinator
            let symbol: String?
            switch bytes[position] {
            case UInt8(ascii: ">"): (combinator, symbol) = (.child, ">")
            case UInt8(ascii: "+"): (combinator, symbol) = (.nextSibling, "+")
            case UInt8(ascii: "~"): (combinator, symbol) = (.subsequentSibling, "~")
            default:
                guard sawWhitespace else { throw unexpected() }
                (combinator, symbol) = (.descendant, nil)
            }
            if symbol != nil {
                position += 1
                try skipWhitespaceAndComments()
            }
            combinators.append(combinator)
            compounds.append(try parseCompound(after: symbol))
        }
        return CSSComplexSelector(compounds: compounds, combinators: combinators)
    }

    /// `compound := (type | '*')? (id | class | attribute | pseudo-class)*`, not empty.
    /// `previous` names what came before, for the message when nothing is there.
    private mutating func parseCompound(after previous: String?, inNot: Bool = false) throws(SelectorSyntaxError) -> CSSCompoundSelector {
        var compound = CSSCompoundSelector()
        var isEmpty = true
        if position < bytes.count && bytes[position] == UInt8(ascii: "*") {
            position += 1
            isEmpty = false
            try rejectNamespace()
        } else if startsIdentifier() {
            compound.type = CSSTypeSelector(name: try consumeIdentifier())
            isEmpty = false
            try rejectNamespace()
        }
        while true {
            try skipComments()
            guard position < bytes.count else { break }
            let start = position
            switch bytes[position] {
            case UInt8(ascii: "#"):
                position += 1
                guard startsIdentifier() else { throw error("expected an identifier after '#'", at: start) }
                compound.conditions.append(.id(try consumeIdentifier()))
            case UInt8(ascii: "."):
                position += 1
                guard startsIdentifier() else { throw error("expected an identifier after '.'", at: start) }
                compound.conditions.append(.class(try consumeIdentifier()))
            case UInt8(ascii: "["):
                position += 1
                compound.conditions.append(.attribute(try parseAttribute(openedAt: start)))
            case UInt8(ascii: ":"):
                position += 1
                compound.conditions.append(try parsePseudoClass(startingAt: start, inNot: inNot))
            default:
                if isEmpty && compound.conditions.isEmpty {
                    let what = previous.map { "expected a selector after '\($0)'" } ?? "expected a selector"
                    throw position < bytes.count ? error(what + ", found " + quotedCharacter(at: position), at: position) : error(what, at: position)
                }
                return compound
            }
        }
        if isEmpty && compound.conditions.isEmpty {
            throw error(previous.map { "expected a selector after '\($0)'" } ?? "expected a selector", at: position)
        }
        return compound
    }

    /// After `[`: `name (op value flag?)? ]`.
    private mutating func parseAttribute(openedAt start: Int) throws(SelectorSyntaxError) -> CSSAttributeSelector {
        try skipWhitespaceAndComments()
        if position < bytes.count && bytes[position] == UInt8(ascii: "*") {
            throw error("namespace prefixes ('*|', 'ns|') are not supported", at: position)
        }
        guard startsIdentifier() else { throw error("expected an attribute name after '['", at: position) }
        let name = try consumeIdentifier()
        try rejectNamespace()
        try skipWhitespaceAndComments()
        guard position < bytes.count else { throw error("expected ']' to close '[' at byte \(start)", at: position) }
        if bytes[position] == UInt8(ascii: "]") {
            position += 1
            return CSSAttributeSelector(name: name)
        }
        let operatorStart = position
        let op: CSSAttributeSelector.Operator
        switch bytes[position] {
        case UInt8(ascii: "="): op = .equals
        case UInt8(ascii: "~"): op = .includesWord
        case UInt8(ascii: "|"): op = .dashMatch
        case UInt8(ascii: "^"): op = .prefix
        case UInt8(ascii: "$"): op = .suffix
        case UInt8(ascii: "*"): op = .substring
        default: throw error("expected ']' or an operator (=, ~=, |=, ^=, $=, *=), found \(quotedCharacter(at: position))", at: position)
        }
        position += 1
        if op != .equals {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("expected '=' after '\(String(decoding: [bytes[operatorStart]], as: UTF8.self))'", at: position)
            }
            position += 1
        }
        try skipWhitespaceAndComments()
        let value: String
        if position < bytes.count && (bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")) {
            value = try consumeString()
        } else if startsIdentifier() {
            value = try consumeIdentifier()
        } else {
            throw error("expected an identifier or a quoted string after '\(op.rawValue)' (quote values such as \"10\" or \"a b\")", at: position)
        }
        try skipWhitespaceAndComments()
        var sensitivity = CSSAttributeSelector.CaseSensitivity.standard
        if startsIdentifier() {
            let flagStart = position
            let flag = ASCIIFolding.lowercased(try consumeIdentifier())
            switch flag {
            case "i": sensitivity = .insensitive
            case "s": sensitivity = .sensitive
            default: throw error("unknown attribute selector flag '\(flag)' (expected 'i' or 's')", at: flagStart)
            }
            try skipWhitespaceAndComments()
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else {
            throw error("expected ']' to close '[' at byte \(start)", at: position)
        }
        position += 1
        return CSSAttributeSelector(name: name, operator: op, value: value, caseSensitivity: sensitivity)
    }

    /// After `:`: a supported pseudo-class, or `:not(compound, …)`.
    private mutating func parsePseudoClass(startingAt start: Int, inNot: Bool) throws(SelectorSyntaxError) -> CSSSimpleSelector {
        if position < bytes.count && bytes[position] == UInt8(ascii: ":") {
            throw error("pseudo-elements ('::name') are not supported", at: start)
        }
        guard startsIdentifier() else { throw error("expected a pseudo-class name after ':'", at: start) }
        let written = try consumeIdentifier()
        let name = ASCIIFolding.lowercased(written)
        let isFunction = position < bytes.count && bytes[position] == UInt8(ascii: "(")
        if isFunction {
            position += 1
            switch name {
            case "not":
                guard !inNot else { throw error("':not()' cannot be nested", at: start) }
                return .not(try parseNotArguments(openedAt: start))
            case "nth-child":
                return .nthChild(try parseNthArgument(openedAt: start, name: written))
            case "nth-last-child":
                return .nthLastChild(try parseNthArgument(openedAt: start, name: written))
            default:
                throw error("unsupported pseudo-class ':\(written)()'", at: start)
            }
        }
        switch name {
        case "first-child": return .firstChild
        case "last-child": return .lastChild
        case "only-child": return .onlyChild
        case "empty": return .empty
        case "before", "after", "first-line", "first-letter":
            throw error("pseudo-elements (':\(written)') are not supported", at: start)
        case "not":
            throw error("':not' needs an argument, as in ':not(.a)'", at: start)
        default:
            throw error(
                "unsupported pseudo-class ':\(written)' (supported: :first-child, :last-child, :only-child, :empty, "
                    + ":nth-child(), :nth-last-child(), :not())",
                at: start
            )
        }
    }

    /// After `:not(`: compound selectors separated by commas, then `)`.
    private mutating func parseNotArguments(openedAt start: Int) throws(SelectorSyntaxError) -> [CSSCompoundSelector] {
        var compounds: [CSSCompoundSelector] = []
        while true {
            try skipWhitespaceAndComments()
            compounds.append(try parseCompound(after: compounds.isEmpty ? ":not(" : ",", inNot: true))
            try skipWhitespaceAndComments()
            guard position < bytes.count else { throw error("expected ')' to close ':not(' at byte \(start)", at: position) }
            switch bytes[position] {
            case UInt8(ascii: ")"):
                position += 1
                return compounds
            case UInt8(ascii: ","):
                position += 1
            default:
                throw error("':not()' takes compound selectors (no combinators), found \(quotedCharacter(at: position))", at: position)
            }
        }
    }

    /// Throws on `|` after a name or `*` (a namespace prefix), but not on `|=`.
    private func rejectNamespace() throws(SelectorSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "|") else { return }
        if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=") { return }
        throw error("namespace prefixes ('ns|name') are not supported", at: position)
    }

    // MARK: - Errors

    func error(_ message: String, at position: Int) -> SelectorSyntaxError {
        SelectorSyntaxError(message: message, position: position)
    }

    /// "unexpected 'x'" at the current position.
    func unexpected() -> SelectorSyntaxError {
        error("unexpected \(quotedCharacter(at: position))", at: position)
    }

    /// The character starting at byte `index`, quoted: `')'`.
    func quotedCharacter(at index: Int) -> String {
        guard index < bytes.count else { return "end of selector" }
        let length = CSSTokenizer.sequenceLength(leadByte: bytes[index])
        let end = min(bytes.count, index + length)
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }
}
