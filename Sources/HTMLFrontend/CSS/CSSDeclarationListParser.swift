import MarkupAST

/// "Consume a list of declarations" (CSS Syntax 3 §5.4.5) for one `style=` value, feeding
/// each declaration's component values to ``CSSValueParser``.
///
/// Each declaration's tokens are collected into one reused array, whitespace dropped and
/// blocks linked to their ends, so a value parser can skip a function in one step. The
/// block stack lives on the heap, so any nesting depth is fine; every token is visited a
/// bounded number of times, so the whole parse is linear.
struct CSSDeclarationListParser {
    private var tokenizer: CSSTokenizer
    private let span: SourceSpan?
    /// Whether offsets in the text are offsets in the span (no character reference made
    /// the attribute value differ in length from its source).
    private let spanMatchesText: Bool
    private var tokens: [CSSToken] = []
    private var openBlocks: [Int] = []
    private var values: [StyleValue] = []
    private var diagnosticsDropped = false
    private(set) var style = InlineStyle()
    private(set) var diagnostics: [Diagnostic] = []

    init(input: UnsafeBufferPointer<UInt8>, span: SourceSpan?) {
        tokenizer = CSSTokenizer(input: input)
        self.span = span
        spanMatchesText = span.map { Int($0.end) - Int($0.start) == input.count } ?? false
    }

    mutating func parse() {
        while true {
            tokenizer.scratch.removeAll(keepingCapacity: true)
            let start = tokenizer.position
            guard let token = tokenizer.nextToken() else { break }
            switch token.kind {
            case .whitespace, .semicolon:
                continue
            case .ident:
                parseDeclaration(name: token, start: start)
            case .atKeyword:
                // §5.4.2 "consume an at-rule": up to a `;` or through a `{}` block. No
                // at-rule is valid in a style attribute.
                collectComponents(startingWith: token, endingAfterCurlyBlock: true)
                report(.invalid, property: nil, start: start)
            default:
                collectComponents(startingWith: token)
                report(.invalid, property: nil, start: start)
            }
        }
    }

    /// §5.4.6 "consume a declaration", from its name.
    private mutating func parseDeclaration(name: CSSToken, start: Int) {
        let property = tokenizer.withText(of: name) { CSSPropertyName.table.value(for: $0) }
        var token = tokenizer.nextToken()
        while token?.kind == .whitespace { token = tokenizer.nextToken() }
        guard let colon = token, colon.kind == .colon else {
            if let token { collectComponents(startingWith: token) }
            report(.invalid, property: property, start: start, expectedColon: true)
            return
        }
        collectComponents(startingWith: nil)
        guard let property else { return }
        let (valueEnd, isImportant) = importance()
        guard valueEnd > 0 else {
            report(.invalid, property: property, start: start)
            return
        }
        values.removeAll(keepingCapacity: true)
        values.reserveCapacity(5)
        do {
            try tokens.withUnsafeBufferPointer { tokenBuffer throws(CSSValueError) in
                try tokenizer.scratch.withUnsafeBufferPointer { scratch throws(CSSValueError) in
                    let parser = CSSValueParser(tokens: tokenBuffer, input: tokenizer.input, scratch: scratch)
                    try parser.parse(property, range: 0..<valueEnd, into: &values)
                }
            }
        } catch {
            report(error, property: property, start: start)
            return
        }
        for value in values { style.add(StyleDeclaration(value, isImportant: isImportant)) }
    }

    /// Collects component values up to a `;` outside blocks (consumed) or the end, into
    /// ``tokens``, dropping whitespace and linking each block to its end. For an at-rule,
    /// a top-level `{}` block ends the collection too.
    private mutating func collectComponents(startingWith first: CSSToken?, endingAfterCurlyBlock: Bool = false) {
        tokens.removeAll(keepingCapacity: true)
        tokens.reserveCapacity(16)
        openBlocks.removeAll(keepingCapacity: true)
        var pending = first
        while let token = pending ?? tokenizer.nextToken() {
            pending = nil
            switch token.kind {
            case .whitespace:
                continue
            case .semicolon where openBlocks.isEmpty:
                closeOpenBlocks()
                return
            case .closeParenthesis, .closeSquare, .closeCurly:
                let index = append(token)
                if let open = openBlocks.last, tokens[open].closingKind == token.kind {
                    openBlocks.removeLast()
                    tokens[open].contentsEnd = index
                    tokens[open].next = index + 1
                    if endingAfterCurlyBlock && openBlocks.isEmpty && token.kind == .closeCurly { return }
                }
            default:
                let index = append(token)
                if token.opensBlock { openBlocks.append(index) }
            }
        }
        closeOpenBlocks()
    }

    private mutating func append(_ token: CSSToken) -> Int {
        var token = token
        let index = tokens.count
        token.contentsEnd = index + 1
        token.next = index + 1
        tokens.append(token)
        return index
    }

    /// Blocks still open at the end of the declaration contain everything after them.
    private mutating func closeOpenBlocks() {
        for open in openBlocks {
            tokens[open].contentsEnd = tokens.count
            tokens[open].next = tokens.count
        }
        openBlocks.removeAll(keepingCapacity: true)
    }

    /// Finds a trailing `!important` among the top-level components; returns where the
    /// value ends without it.
    private func importance() -> (valueEnd: Int, isImportant: Bool) {
        var previous = -1
        var last = -1
        var index = 0
        while index < tokens.count {
            previous = last
            last = index
            index = tokens[index].next
        }
        guard previous >= 0, tokens[previous].kind == .delim, tokens[previous].delimiter == UInt8(ascii: "!"),
            tokens[last].kind == .ident, tokenizer.withText(of: tokens[last], { CSSKeyword.equals($0, "important") })
        else { return (tokens.count, false) }
        return (previous, true)
    }

    private mutating func report(
        _ error: CSSValueError, property: CSSPropertyName?, start: Int, expectedColon: Bool = false
    ) {
        guard diagnostics.count < InlineStyleParser.maxDiagnosticsPerAttribute else {
            if !diagnosticsDropped {
                diagnosticsDropped = true
                diagnostics.append(
                    Diagnostic(
                        code: "css-diagnostics-truncated", severity: .note,
                        message: "more CSS problems in this style attribute were not reported", span: span))
            }
            return
        }
        let location = diagnosticSpan(start: start, end: tokenizer.position)
        switch error {
        case .invalid:
            let message: String
            if expectedColon {
                message = "expected ':' after the CSS property name; declaration ignored"
            } else if let property {
                message = "invalid value for CSS property '\(property.name)'; declaration ignored"
            } else {
                message = "expected a CSS property name; declaration ignored"
            }
            diagnostics.append(Diagnostic(code: "css-invalid-declaration", severity: .warning, message: message, span: location))
        case .unsupported(let what):
            let name = property?.name ?? ""
            diagnostics.append(
                Diagnostic(
                    code: "css-unsupported-value", severity: .note,
                    message: "CSS property '\(name)' uses \(what), which inline styles are not resolved with; declaration ignored",
                    span: location))
        }
    }

    private func diagnosticSpan(start: Int, end: Int) -> SourceSpan? {
        guard let span, spanMatchesText else { return span }
        return SourceSpan(start: span.start + UInt32(start), end: span.start + UInt32(end))
    }
}
