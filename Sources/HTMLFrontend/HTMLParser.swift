import MarkupAST

/// HTML → ``MarkupAST/Document``: the WHATWG parser (``HTMLDOMParser``) followed by the
/// lowering of its tree (``DOMLowering``).
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
public struct HTMLParser: Sendable {
    /// The options fixed at creation.
    public let options: HTMLParseOptions

    /// Creates a parser.
    public init(options: HTMLParseOptions = .init()) {
        self.options = options
    }

    /// Parses HTML text.
    public func parse(_ html: String) -> ParseResult {
        parse(utf8: html.utf8)
    }

    /// Parses HTML given as UTF-8 bytes.
    public func parse(utf8 bytes: some Collection<UInt8>) -> ParseResult {
        // Validation drops a leading byte-order mark, so spans count from after it; a second
        // U+FEFF is text. Not strict, so validation never throws.
        let array = Array(bytes)
        let input = (try? UTF8Input.validated(array)) ?? (bytes: array, diagnostics: [])
        let dom = HTMLDOMParser(options: options).parse(validatedUTF8: input.bytes)
        let lowered = DOMLowering(options: options).lower(dom.tree, source: input.bytes)
        let diagnostics = input.diagnostics + Self.inInputOrder(dom.diagnostics, lowered.diagnostics)
        return ParseResult(document: lowered.document, diagnostics: diagnostics)
    }

    /// Two diagnostic lists, each in input order, merged by position (diagnostics without a
    /// span stay after those before them).
    private static func inInputOrder(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        guard !first.isEmpty && !second.isEmpty else { return first + second }
        var merged: [Diagnostic] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count && j < second.count {
            if (first[i].span?.start ?? UInt32.max) <= (second[j].span?.start ?? UInt32.max) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }
}
