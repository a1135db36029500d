import MarkupAST

/// Text, decoration, alignment and list longhands.
extension CSSValueParser {
    /// `letter-spacing` / `word-spacing`: `normal | <length-percentage>` (CSS Text 4 §8).
    func spacing(_ token: CSSToken) throws(CSSValueError) -> CSSSpacing {
        if isIdent(token, "normal") { return .normal }
        return .length(try length(token, percentage: true, negative: true))
    }

    /// `vertical-align`: a keyword or `<length-percentage>` (CSS 2.1 §10.8.1).
    func verticalAlign(_ token: CSSToken) throws(CSSValueError) -> CSSVerticalAlign {
        if token.kind == .ident { return .keyword(try keyword(token, Self.verticalAligns)) }
        return .length(try length(token, percentage: true, negative: true))
    }

    /// `text-decoration-line`: `none | [ underline || overline || line-through || blink ]`.
    func textDecorationLine(_ range: Range<Int>) throws(CSSValueError) -> CSSTextDecorationLine {
        var cursor = CSSComponentCursor(tokens, range)
        if let first = cursor.current, isIdent(first, "none") {
            cursor.advance()
            guard cursor.isAtEnd else { throw .invalid }
            return .none
        }
        var lines = CSSTextDecorationLine.none
        while let (token, _) = cursor.take() {
            let line = try keyword(token, Self.decorationLines)
            guard !lines.contains(line) else { throw .invalid }
            lines.insert(line)
        }
        guard !lines.isEmpty else { throw .invalid }
        return lines
    }

    /// `list-style-type`: `<counter-style> | <string> | none` (CSS Lists 3 §3.3).
    func listStyleType(_ token: CSSToken) throws(CSSValueError) -> CSSListStyleType {
        switch token.kind {
        case .string:
            return .string(string(token))
        case .ident:
            let name = text(token)
            if CSSKeyword.equals(name, "none") { return CSSListStyleType.none }
            if let predefined = Self.listStyleTypes.value(for: name) { return .predefined(predefined) }
            guard Self.wideKeywords.value(for: name) == nil, !CSSKeyword.equals(name, "default") else { throw .invalid }
            return .custom(string(token))
        default:
            throw .invalid
        }
    }
}
