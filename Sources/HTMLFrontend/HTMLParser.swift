import MarkupAST

/// HTML → ``MarkupAST/Document``: the WHATWG parser (``HTMLDOMParser``), the
/// ``HTMLParseOptions/removal`` and ``HTMLParseOptions/selection`` selectors when set, then
/// the lowering of the tree (``DOMLowering``).
///
/// Parsing never fails: every input has a document. Invalid UTF-8 is replaced with U+FFFD
/// (one `invalid-utf8` warning) and a leading byte-order mark is skipped, as the HTML
/// Standard's decoder does; diagnostic spans are byte offsets into the input after that
/// mark. The parser holds no mutable state, so one value may be used from many threads.
///
/// ```swift
/// let result = HTMLParser().parse("<p>Hello <b>world</b></p>")
/// print(result.document.dump)
/// // document
/// //   paragraph
/// //     text "Hello "
/// //     strong
/// //       text "world"
/// ```
public struct HTMLParser: DocumentParser {
    /// The options fixed at creation.
    public let options: HTMLParseOptions

    /// Creates a parser.
    public init(options: HTMLParseOptions = .init()) {
        self.options = options
        domParser = HTMLDOMParser(options: options)
    }

    /// The tree parser, made once: its fragment context is parsed at creation, not on
    /// every call (on a 300-byte snippet that setup is a measurable share of the work).
    private let domParser: HTMLDOMParser

    /// Parses HTML text.
    public func parse(_ html: String) -> ParseResult {
        parse(utf8: html.utf8)
    }

    /// Parses bytes that a caller has already passed through `UTF8Input.validated` (valid
    /// UTF-8, byte-order mark removed), so the input is not scanned a second time. Other
    /// bytes are still safe: invalid sequences read as U+FFFD, with no `invalid-utf8` warning.
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        var dom = domParser.parse(validatedUTF8: bytes)
        if let removal = options.removal { dom.tree.removeElements(matching: removal) }
        if let selection = options.selection {
            let selected = dom.tree.selectingElements(matching: selection, options: options)
            dom.tree = selected.tree
            if selected.matchCount == 0 { dom.diagnostics.append(Self.matchedNothing(selection)) }
        }
        let lowered = DOMLowering(options: options).lower(dom.tree, source: bytes)
        return ParseResult(document: lowered.document, diagnostics: Diagnostic.mergedInInputOrder(dom.diagnostics, lowered.diagnostics))
    }

    /// `html` parsed as ``parse(_:)`` does, but only when it is a self-contained `<body>`
    /// fragment (``HTMLDOMParser/parseSelfContainedFragment(validatedUTF8:)``): markup that
    /// leaves nothing open, so it parses the same alone as between other content. `nil`
    /// otherwise. The options must name a `body` fragment and no selection or removal.
    func parseSelfContainedFragment(_ html: String) -> ParseResult? {
        let input = UTF8Input.leniently(html.utf8)
        guard let dom = domParser.parseSelfContainedFragment(validatedUTF8: input.bytes) else { return nil }
        let lowered = DOMLowering(options: options).lower(dom.tree, source: input.bytes)
        return ParseResult(
            document: lowered.document,
            diagnostics: input.diagnostics + Diagnostic.mergedInInputOrder(dom.diagnostics, lowered.diagnostics)
        )
    }

    /// The code of the warning for a ``HTMLParseOptions/selection`` that matched no element.
    public static let selectorMatchedNothingCode = "selector-matched-nothing"

    /// The warning for a selection that matched nothing (it has no position in the input).
    private static func matchedNothing(_ selection: CSSSelectorList) -> Diagnostic {
        Diagnostic(
            code: selectorMatchedNothingCode,
            message: "the selection '\(selection.text)' matched no element; the document is empty"
        )
    }
}
