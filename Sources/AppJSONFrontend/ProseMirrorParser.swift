import MarkupAST
import MarkupJSON

/// Reads ProseMirror / Tiptap JSON (`editor.getJSON()`, `doc.toJSON()`) into a document
/// (mapping in docs/prosemirror.md).
///
/// - Node types of Tiptap's StarterKit and its table, image and task-list extensions, by
///   their Tiptap names (`bulletList`) and the snake_case names of prosemirror-schema-basic,
///   -list and -tables (`bullet_list`); marks `bold`/`strong`, `italic`/`em`, `underline`,
///   `strike`, `code`, `link`, `subscript`, `superscript`, `highlight`, `textStyle` (colour).
/// - Neighbouring text nodes share the wrappers of the marks they share (``InlineMarkNester``).
/// - An unknown node type keeps its content (or, for a leaf, its `text` / `attrs.label`) with a
///   `prosemirror-unknown-node` warning; an unknown mark keeps its text with a
///   `prosemirror-unknown-mark` warning. Nothing is dropped silently.
/// - Empty paragraphs (an editor's blank lines) are no blocks; a code block's text gets a
///   final newline; a list is loose when one of its items holds two paragraphs.
///
/// Input that is not a ProseMirror document — not JSON, not a `doc` node, a value of the
/// wrong kind anywhere (`content[3].marks[0].type: expected a string`) — throws from
/// ``parseOrThrow(validatedUTF8:)`` and gives an empty document with a
/// `prosemirror-unreadable` warning from ``parse(validatedUTF8:)``. Linear time.
///
/// ```swift
/// let json = #"{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hi","marks":[{"type":"bold"}]}]}]}"#
/// let document = ProseMirrorParser().parse(text: json).document
/// // [.paragraph([.strong([.text("Hi")])])]
/// ```
public struct ProseMirrorParser: DocumentParser {
    /// The diagnostic code of input that is not a ProseMirror document.
    public static let unreadableCode = "prosemirror-unreadable"
    /// The options fixed at creation.
    public let options: AppJSONParseOptions

    /// Creates a parser.
    public init(options: AppJSONParseOptions = AppJSONParseOptions()) {
        self.options = options
    }

    /// The document of `bytes`; input that is not a ProseMirror document gives an empty
    /// document and an ``unreadableCode`` warning.
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        AppJSONInput.readLeniently(unreadableCode: Self.unreadableCode) { () throws(MalformedInputError) in try parseOrThrow(validatedUTF8: bytes) }
    }

    /// The document of `bytes`.
    /// - Throws: ``MarkupAST/MalformedInputError`` naming the JSON path of the first value
    ///   that does not fit the format.
    public func parseOrThrow(validatedUTF8 bytes: [UInt8]) throws(MalformedInputError) -> ParseResult {
        try AppJSONInput.read(bytes, format: "ProseMirror", as: ProseMirrorReader.self, maxDepth: options.maxNestingDepth)
    }
}
