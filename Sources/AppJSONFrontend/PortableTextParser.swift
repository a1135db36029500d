import MarkupAST
import MarkupJSON

/// Reads Portable Text (Sanity's open specification, portabletext.org) into a document
/// (mapping and the custom types' shapes in docs/portable-text.md).
///
/// - The input is the array of blocks a Portable Text field holds. A `block` is a
///   paragraph, a heading (`style` `h1`…`h6`) or a quoted paragraph (`blockquote`;
///   neighbours are one quote); blocks with a `listItem` (`bullet`, `number`) and `level`
///   form nested lists.
/// - Spans carry decorators (`strong`, `em`, `code`, `underline`, `strike-through`) and
///   keys of the block's `markDefs` (`link` with `href`); a newline in a span's text is a
///   hard break.
/// - Custom types: `code` (`language`, `code`), `image` (`url`, or Sanity's `asset.url` /
///   `asset._ref`; `alt`, `title`) as a block or inline, `break` (a thematic break), `table`
///   (`rows[].cells[]` of strings, the first row its header).
/// - Unknown block and inline types keep their text (`children` or `text`) with a
///   `portable-text-unknown-type` warning; unknown styles and marks keep the text with a
///   warning too. Nothing is dropped silently.
///
/// Input that is not Portable Text — not JSON, not an array of objects, a value of the wrong
/// kind (`[3].children[0].text: expected a string`) — throws from
/// ``parseOrThrow(validatedUTF8:)`` and gives an empty document with a
/// `portable-text-unreadable` warning from ``parse(validatedUTF8:)``. Linear time.
///
/// ```swift
/// let json = #"[{"_type":"block","style":"h1","children":[{"_type":"span","text":"Hi","marks":["em"]}]}]"#
/// let document = PortableTextParser().parse(text: json).document
/// // [.heading(level: 1, [.emphasis([.text("Hi")])])]
/// ```
public struct PortableTextParser: DocumentParser {
    /// The diagnostic code of input that is not Portable Text.
    public static let unreadableCode = "portable-text-unreadable"
    /// The options fixed at creation.
    public let options: AppJSONParseOptions

    /// Creates a parser.
    public init(options: AppJSONParseOptions = AppJSONParseOptions()) {
        self.options = options
    }

    /// The document of `bytes`; input that is not Portable Text gives an empty document and
    /// an ``unreadableCode`` warning.
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        AppJSONInput.readLeniently(unreadableCode: Self.unreadableCode) { () throws(MalformedInputError) in try parseOrThrow(validatedUTF8: bytes) }
    }

    /// The document of `bytes`.
    /// - Throws: ``MarkupAST/MalformedInputError`` naming the JSON path of the first value
    ///   that does not fit the format.
    public func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult {
        try AppJSONInput.read(bytes, format: "Portable Text", as: PortableTextReader.self, maxDepth: options.maxNestingDepth)
    }
}
