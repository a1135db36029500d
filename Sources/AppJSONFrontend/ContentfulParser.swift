import MarkupAST
import MarkupJSON

/// Reads Contentful Rich Text (the `document` JSON of a Rich Text field) into a document
/// (mapping in docs/contentful.md).
///
/// - Nodes `paragraph`, `heading-1`…`heading-6`, `unordered-list`, `ordered-list`,
///   `list-item`, `blockquote`, `hr`, `table`, `table-row`, `table-cell`,
///   `table-header-cell`, `hyperlink` (`data.uri`), `text` with marks `bold`, `italic`,
///   `underline`, `code`, `superscript`, `subscript`, `strikethrough`; a newline in a text
///   value is a hard break.
/// - Embedded entries and assets and links to them (`embedded-entry-block`,
///   `embedded-asset-block`, `embedded-resource-block`, `embedded-entry-inline`,
///   `embedded-resource-inline`, `entry-hyperlink`, `asset-hyperlink`,
///   `resource-hyperlink`) are kept as a `div` or `span` with the class `contentful-<nodeType>`
///   and `data-target-id` / `data-link-type` attributes (an inline embed shows its target id
///   as text), and reported with a `contentful-embedded` warning: other formats show a
///   placeholder at most; the Contentful writer writes them back.
/// - Unknown node types keep their content with a `contentful-unknown-node` warning; unknown
///   marks keep their text with a `contentful-unknown-mark` warning.
///
/// Input that is not Contentful Rich Text — not JSON, no `document` node, a value of the
/// wrong kind (`content[3].content[0].value: expected a string`) — throws from
/// ``parseOrThrow(validatedUTF8:)`` and gives an empty document with a
/// `contentful-unreadable` warning from ``parse(validatedUTF8:)``. Linear time.
///
/// ```swift
/// let json = #"{"nodeType":"document","data":{},"content":[{"nodeType":"heading-2","data":{},"content":"#
///     + #"[{"nodeType":"text","value":"Hi","marks":[{"type":"bold"}],"data":{}}]}]}"#
/// let document = ContentfulParser().parse(text: json).document
/// // [.heading(level: 2, [.strong([.text("Hi")])])]
/// ```
public struct ContentfulParser: DocumentParser {
    /// The diagnostic code of input that is not Contentful Rich Text.
    public static let unreadableCode = "contentful-unreadable"
    /// The options fixed at creation.
    public let options: AppJSONParseOptions

    /// Creates a parser.
    public init(options: AppJSONParseOptions = AppJSONParseOptions()) {
        self.options = options
    }

    /// The document of `bytes`; input that is not Contentful Rich Text gives an empty
    /// document and an ``unreadableCode`` warning.
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        AppJSONInput.readLeniently(unreadableCode: Self.unreadableCode) { () throws(MalformedInputError) in try parseOrThrow(validatedUTF8: bytes) }
    }

    /// The document of `bytes`.
    /// - Throws: ``MarkupAST/MalformedInputError`` naming the JSON path of the first value
    ///   that does not fit the format.
    public func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult {
        try AppJSONInput.read(bytes, format: "Contentful Rich Text", as: ContentfulReader.self, maxDepth: options.maxNestingDepth)
    }
}
