import MarkupAST
@testable import HTMLFrontend

/// Runs the tokenizer in tests and writes tokens in a compact form that `#expect` can
/// compare: `<p a="1">`, `</p>`, `<p/>`, `"text"`, `<!--data-->`,
/// `<!DOCTYPE name "public" "system" quirks>`.
enum TokenizerTestSupport {
    /// Every token of `bytes` up to (not including) the end of file. Stops with a recorded
    /// marker after `limit` tokens, so a tokenizer that never ends cannot hang a test.
    static func tokens(
        _ bytes: [UInt8],
        state: TokenizerState = .data,
        lastStartTagName: String? = nil,
        allowsCDATA: Bool = false,
        reportsParseErrors: Bool = false,
        limit: Int? = nil
    ) -> (tokens: [HTMLToken], diagnostics: [Diagnostic]) {
        var tokenizer = HTMLTokenizer(bytes: bytes, reportsParseErrors: reportsParseErrors)
        tokenizer.state = state
        tokenizer.lastStartTagName = lastStartTagName
        tokenizer.allowsCDATA = allowsCDATA
        var tokens: [HTMLToken] = []
        for _ in 0..<(limit ?? 2 * bytes.count + 8) {
            let token = tokenizer.next()
            if case .endOfFile = token { return (tokens, tokenizer.diagnostics) }
            tokens.append(token)
        }
        tokens.append(.comment("tokenizer did not end", SourceSpan(start: 0, end: 0)))
        return (tokens, tokenizer.diagnostics)
    }

    /// The tokens of `html` in their compact form.
    static func dump(
        _ html: String,
        state: TokenizerState = .data,
        lastStartTagName: String? = nil,
        allowsCDATA: Bool = false
    ) -> [String] {
        tokens(Array(html.utf8), state: state, lastStartTagName: lastStartTagName, allowsCDATA: allowsCDATA)
            .tokens.map(describe)
    }

    /// The diagnostic codes of `html`, in order.
    static func errorCodes(_ html: String, state: TokenizerState = .data) -> [String] {
        tokens(Array(html.utf8), state: state, reportsParseErrors: true).diagnostics.map(\.code)
    }

    /// One token in compact form.
    static func describe(_ token: HTMLToken) -> String {
        switch token {
        case let .doctype(doctype):
            var parts = ["<!DOCTYPE", doctype.name ?? "(none)"]
            if let identifier = doctype.publicIdentifier { parts.append("public \"\(identifier)\"") }
            if let identifier = doctype.systemIdentifier { parts.append("system \"\(identifier)\"") }
            if doctype.forceQuirks { parts.append("quirks") }
            return parts.joined(separator: " ") + ">"
        case let .startTag(tag):
            let attributes = tag.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
            return "<\(tag.name)\(attributes)\(tag.selfClosing ? "/" : "")>"
        case let .endTag(tag):
            return "</\(tag.name)>"
        case let .comment(data, _):
            return "<!--\(data)-->"
        case let .characters(text, _):
            return "\"\(text)\""
        case .endOfFile:
            return "EOF"
        }
    }

    /// A token's span; `nil` for the end of file.
    static func span(_ token: HTMLToken) -> SourceSpan? {
        switch token {
        case let .doctype(doctype): doctype.span
        case let .startTag(tag), let .endTag(tag): tag.span
        case let .comment(_, span), let .characters(_, span): span
        case .endOfFile: nil
        }
    }
}

