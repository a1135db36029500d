import MarkupAST

/// Resolves raw HTML inside any ``MarkupAST/Document`` (typically from the Markdown
/// frontend) through the HTML parser, so `Some <b>bold</b> text` becomes `strong` and
/// `<details>…</details>` a `div`, as a browser would show the Markdown's HTML output.
///
/// DESIGN.md §1: composition happens by passing values. Every sequence (of blocks, or of a
/// container's inlines) that holds `raw(.html, …)` nodes is turned into one HTML string in
/// which each *other* node is a placeholder; the string is parsed as a `<body>` fragment and
/// lowered, and the placeholders are replaced by the original nodes, untouched. So Markdown
/// content is never re-serialized or re-parsed, and HTML split across several raw nodes
/// (`<b>` … `</b>`, `<details>` … blank line … `</details>`) pairs up as it does in a browser.
///
/// Placeholders are the noncharacter U+FDD0, a decimal slot number, and U+FDD1: text that
/// the HTML parser keeps verbatim in any context and that whitespace collapsing leaves
/// alone. Content the HTML swallows (a Markdown paragraph inside `<script>`, `<title>`)
/// is dropped with a `raw-html-dropped-content` diagnostic.
public struct RawHTMLResolver: Sendable {
    /// Options of the HTML parses (the mode is always a `<body>` fragment, with no
    /// selection or removal).
    public var options: HTMLParseOptions

    /// Creates a resolver.
    public init(options: HTMLParseOptions = .init()) {
        var options = options
        options.mode = .fragment
        options.fragmentContext = "body"
        // Selectors choose parts of an HTML document; each raw HTML piece is only a part.
        options.selection = nil
        options.removal = nil
        // What raw HTML drops is reported by the resolver itself, at its Markdown position.
        options.reportsDroppedElements = false
        self.options = options
    }

    /// `document` with its raw HTML parsed into AST nodes, and the diagnostics of those
    /// parses. With `rawNodeSpans` (the frontend's ``MarkupAST/ParseResult/rawNodeSpans``)
    /// each diagnostic points at the raw markup in the input; without, they have no position.
    public func resolve(_ document: Document, rawNodeSpans: [SourceSpan] = []) -> ParseResult {
        resolve(document, rawNodeSpans: rawNodeSpans, candidates: nil)
    }

    /// `document` resolved, looking inside only the top-level blocks at `candidates` (see
    /// ``MarkupAST/ParseResult/blocksHoldingRawMarkup``), or inside every block when `nil`.
    private func resolve(_ document: Document, rawNodeSpans: [SourceSpan], candidates: [Int]?) -> ParseResult {
        var pass = RawHTMLResolutionPass(parser: HTMLParser(options: options), rawNodeSpans: rawNodeSpans)
        var resolved = document
        resolved.blocks = pass.resolveBlocks(document.blocks, candidates: candidates)
        return ParseResult(document: resolved, diagnostics: pass.diagnostics)
    }

    /// A frontend's `result` with its raw HTML resolved, the resolution's diagnostics after
    /// the parser's (positioned through its ``MarkupAST/ParseResult/rawNodeSpans``); `result`
    /// itself when it holds no raw HTML (nothing is parsed then). The frontend's
    /// ``MarkupAST/ParseResult/blocksHoldingRawMarkup``, when it kept them, spare the walk
    /// of every other block.
    public func resolve(_ result: ParseResult) -> ParseResult {
        if let candidates = result.blocksHoldingRawMarkup {
            guard !candidates.isEmpty else { return result }
        } else {
            guard Self.containsRawHTML(result.document) else { return result }
        }
        let resolved = resolve(result.document, rawNodeSpans: result.rawNodeSpans, candidates: result.blocksHoldingRawMarkup)
        var added = resolved.diagnostics
        // The depth cap is reported once per document: the frontend's report stands for both.
        if result.diagnostics.contains(where: { $0.code == NestingLimit.diagnosticCode }) {
            added.removeAll { $0.code == NestingLimit.diagnosticCode }
        }
        return ParseResult(document: resolved.document, diagnostics: result.diagnostics + added)
    }

    /// Whether `document` contains any raw HTML at all (a cheap check before ``resolve(_:)``).
    public static func containsRawHTML(_ document: Document) -> Bool {
        RawHTMLResolutionPass.containsRaw(document.blocks)
    }

    /// Whether `block` is itself raw HTML (what it holds aside): the test
    /// ``containsRawHTML(_:)`` makes of every block, for walks that ask it among other things.
    public static func isRawHTML(_ block: Block) -> Bool {
        if case .raw(.html, _) = block { return true }
        return false
    }

    /// Whether `inline` is itself raw HTML: the test ``containsRawHTML(_:)`` makes of every inline.
    public static func isRawHTML(_ inline: Inline) -> Bool {
        if case .raw(.html, _) = inline { return true }
        return false
    }
}
