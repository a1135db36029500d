import MarkupAST

/// Reads runs.json (docs/runs-format.md) back into a document: the text of the runs, the
/// block tree from `blocks[]` and `parent`, inline structure from each style's `marks` and
/// from `links[]`, so runs, written by mconv or edited by an app, convert to Markdown or HTML.
///
/// - Generated characters go by their `role`: `marker` and `separator` runs are dropped,
///   a `softBreak` run is a soft break, each U+2028 of a `lineBreak` run a hard break, a
///   `raw` run raw HTML; an attachment run is an image (its `alt` as text without a `src`),
///   a link for other media, nothing for the rule of a `thematicBreak` block. Whitespace at
///   the edges of a paragraph, heading or cell is dropped (``RunsEdgeWhitespace``); an
///   empty paragraph (one that only held an item's marker) is no block.
/// - The run `text` is the truth: offsets (`u16`, `cp`, `u8`, `length`) are not read, so an
///   app that edited texts need not fix them.
/// - Marks become formatting (`strong`, `emphasis`, `code`…; `mark`, `small`, `abbreviation`
///   as spans of those elements), nested so that neighbouring runs share their wrappers
///   (see ``RunsInlineNester``); a link over several runs is one link.
/// - Resolved presentation that no mark explains — a `color` other than `base.color` (or,
///   on a link, `base.linkColor`), a `background` other than `base.background` on text that
///   is not code or highlighted, neither one of the theme's colours
///   (``RunsJSONParseOptions/themeColors``) — becomes a `span` with that inline style, so
///   HTML output keeps it. Sizes, weights and families are the theme's resolution and are
///   not read back: `marks` carry their meaning.
/// - Block attributes come back: heading level, list `ordered`/`start`/`reversed`/`tight`,
///   marker style and `md.delimiter`, task items, code `info`, table alignments, header rows
///   and spans, footnote labels, `htmlBlock` HTML, and `anchor` as the block's `id` — except
///   a heading anchor the writer generated (the GitHub slug of its text), which is no `id`.
///
/// An inconsistent file never crashes the reader: indices outside their tables, parents
/// that are not earlier container blocks, missing tables, unknown types and marks are
/// repaired with `runs-json-*` warnings; nesting deeper than ``RunsJSONParseOptions/maxNestingDepth``
/// is flattened. Input that is not runs.json at all (not JSON, another `format`, an unknown
/// major `version`, no `runs`) throws from ``parseOrThrow(validatedUTF8:)``, and gives an
/// empty document with a `runs-json-unreadable` warning from ``parse(validatedUTF8:)``.
/// Linear time in the size of the input.
///
/// ```swift
/// let json = #"{"format":"mconv.runs","version":"1.1","blocks":[{"type":"paragraph","parent":null}],"#
///     + #""styles":[{"marks":["strong"]}],"runs":[{"text":"Hi","style":0,"block":0}]}"#
/// let document = RunsJSONParser().parse(text: json).document
/// // [.paragraph([.strong([.text("Hi")])])]
/// ```
public struct RunsJSONParser: DocumentParser {
    /// The diagnostic code of input that is not runs.json at all.
    public static let unreadableCode = "runs-json-unreadable"

    /// The options fixed at creation.
    public let options: RunsJSONParseOptions

    /// Creates a parser.
    public init(options: RunsJSONParseOptions = RunsJSONParseOptions()) {
        self.options = options
    }

    /// The document of `bytes`; input that is not runs.json at all gives an empty document
    /// and a ``unreadableCode`` warning.
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        do {
            return try parseOrThrow(validatedUTF8: bytes)
        } catch {
            return ParseResult(document: Document(), diagnostics: [
                Diagnostic(code: Self.unreadableCode, message: error.description, span: error.span),
            ])
        }
    }

    /// The document of `bytes`.
    /// - Throws: ``MarkupAST/MalformedInputError`` when `bytes` are not JSON, not a
    ///   runs.json object, of an unknown major version, or have no `runs` array.
    public func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult {
        var diagnostics = RunsDiagnostics()
        let input = try RunsInputDocument.read(bytes, options: options, diagnostics: &diagnostics)
        var builder = RunsTreeBuilder(input: input, diagnostics: diagnostics)
        let document = builder.build()
        return ParseResult(document: document, diagnostics: builder.diagnostics.diagnostics(maxDepth: options.maxNestingDepth))
    }
}
