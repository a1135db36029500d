import MarkupAST

/// HTML text → ``DOMTree``: the WHATWG tokenizer and tree builder (HTML Standard §13.2), for
/// a whole document or a fragment in a context element (§13.4).
///
/// Parsing never fails: every input has a tree. Time and memory are linear in the input on
/// any input, with the bounds documented on the tree builder (at most
/// `HTMLParseOptions.maxOpenElements` open elements, deeper ones become siblings).
///
/// ```swift
/// let result = HTMLDOMParser().parse("<b>1<i>2</b>3</i>")
/// print(result.tree.html5libDump())
/// // | <b>
/// // |   "1"
/// // |   <i>
/// // |     "2"
/// // | <i>
/// // |   "3"
/// ```
public struct HTMLDOMParser: Sendable {
    /// The options fixed at creation.
    public let options: HTMLParseOptions

    /// Creates a parser.
    public init(options: HTMLParseOptions = .init()) {
        self.options = options
        fragmentContext = FragmentContext(options.fragmentContext)
    }

    /// `options.fragmentContext` parsed once, not on every fragment parse.
    private let fragmentContext: FragmentContext

    /// Parses HTML text.
    public func parse(_ html: String) -> HTMLDOMParseResult {
        parse(utf8: Array(html.utf8))
    }

    /// Parses HTML given as UTF-8 bytes. A leading byte-order mark is skipped and invalid
    /// UTF-8 is replaced with U+FFFD (one `invalid-utf8` warning), as the standard's decoder
    /// does.
    public func parse(utf8 bytes: some Collection<UInt8>) -> HTMLDOMParseResult {
        // Validation drops a leading byte-order mark, so spans count from after it.
        let input = UTF8Input.leniently(bytes)
        var result = parse(validatedUTF8: input.bytes)
        result.diagnostics.insert(contentsOf: input.diagnostics, at: 0)
        return result
    }

    /// Parses bytes that are already valid UTF-8 without a byte-order mark, as
    /// `UTF8Input.validated(_:strict:)` returns them: for callers that validated the input
    /// themselves (``HTMLParser``), so it is not checked twice.
    ///
    /// Invalid bytes would still parse safely (every `String` is built with
    /// `String(decoding:as:)`, which repairs them) but without the `invalid-utf8` warning.
    func parse(validatedUTF8 bytes: [UInt8]) -> HTMLDOMParseResult {
        run(validatedUTF8: bytes).result
    }

    /// Parses a `<body>` fragment only if it is self-contained: the input ends in the
    /// tokenizer's data state and leaves the tree builder as it started
    /// (``HTMLTreeBuilder/isBackAtBodyFragmentStart``), so it parses the same alone as
    /// between other content. `nil` otherwise (the options must ask for a `body` fragment).
    func parseSelfContainedFragment(validatedUTF8 bytes: [UInt8]) -> HTMLDOMParseResult? {
        let run = run(validatedUTF8: bytes)
        return run.endedAtFragmentStart ? run.result : nil
    }

    /// The parse loop: the result, and whether the input ended with the tokenizer in its data
    /// state and the builder back at a `<body>` fragment's start.
    private func run(validatedUTF8 bytes: [UInt8]) -> (result: HTMLDOMParseResult, endedAtFragmentStart: Bool) {
        let isFragment: Bool
        switch options.mode {
        case .document: isFragment = false
        case .fragment: isFragment = true
        case .automatic: isFragment = !DocumentSniffer.startsAsDocument(bytes)
        }
        var builder = isFragment
            ? HTMLTreeBuilder(fragmentContext: fragmentContext, options: options, inputLength: bytes.count)
            : HTMLTreeBuilder(options: options, inputLength: bytes.count)
        var tokenizer = HTMLTokenizer(
            bytes: bytes, reportsParseErrors: options.reportsParseErrors,
            replacesControlCharacterReferences: options.replacesControlCharacterReferences
        )
        var endedAtFragmentStart = false
        while true {
            if let state = builder.takeTokenizerSwitch() {
                tokenizer.state = state.tokenizerState
            }
            tokenizer.allowsCDATA = builder.allowsCDATA
            let token = tokenizer.next()
            if case .endOfFile = token {
                // Read before the end-of-file token closes everything still open.
                endedAtFragmentStart = tokenizer.endedInDataState && builder.isBackAtBodyFragmentStart
                builder.process(token)
                break
            }
            builder.process(token)
        }
        let diagnostics = Diagnostic.mergedInInputOrder(tokenizer.diagnostics, builder.diagnostics)
        return (HTMLDOMParseResult(tree: builder.tree, diagnostics: diagnostics, isFragment: isFragment), endedAtFragmentStart)
    }
}

extension TokenizerSwitch {
    /// The tokenizer state this request names.
    var tokenizerState: TokenizerState {
        switch self {
        case .rcdata: return .rcdata
        case .rawtext: return .rawtext
        case .scriptData: return .scriptData
        case .plaintext: return .plaintext
        }
    }
}
