/// A metadata block at the very start of a Markdown file: YAML between `---` lines (closed by
/// `---` or `...`), or TOML between `+++` lines, as static site generators (Jekyll, Hugo,
/// Docusaurus, MkDocs) read it.
///
/// The block is kept as written (``text``), so Markdown output writes it back byte for byte,
/// and its top-level keys with simple values are read into ``fields`` for the other backends
/// (a page title, tags). YAML the small reader does not understand (nested maps, anchors,
/// block scalars) is never an error: those keys are left out of ``fields``, and ``text``
/// still holds everything.
///
/// ```swift
/// let (frontMatter, length) = FrontMatter.leading(in: Array("---\ntitle: Hi\n---\n# Hi\n".utf8))!
/// // frontMatter.fields == [.init(key: "title", value: .string("Hi"))], length == 20
/// ```
public struct FrontMatter: Hashable, Sendable {
    /// The syntax of the block.
    public enum Format: String, Hashable, Sendable {
        /// `---` … `---` (or `...`).
        case yaml
        /// `+++` … `+++`.
        case toml
    }

    /// A simple value of a top-level key.
    public enum Value: Hashable, Sendable {
        /// A scalar, unquoted and unescaped (`title: "A: B"` is `A: B`).
        case string(String)
        /// A list of scalars (`tags: [a, b]`, or `- a` lines under the key).
        case list([String])

        /// The value as one string: a list joined with `, `.
        public var joined: String {
            switch self {
            case .string(let text): return text
            case .list(let items): return items.joined(separator: ", ")
            }
        }
    }

    /// One top-level key and its value.
    public struct Field: Hashable, Sendable {
        /// The key as written (unquoted).
        public var key: String
        /// The value.
        public var value: Value

        /// Creates a field.
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The syntax.
    public var format: Format
    /// The lines between the delimiters, each ending in `\n` (empty for an empty block).
    public var text: String
    /// The closing delimiter line as written: `---` or `...` for YAML, `+++` for TOML.
    public var closingDelimiter: String
    /// The top-level keys with a scalar or list value, in order of appearance.
    public var fields: [Field]

    /// Creates front matter; `fields` are read from `text` when not given.
    public init(format: Format, text: String, closingDelimiter: String? = nil, fields: [Field]? = nil) {
        self.format = format
        self.text = text
        self.closingDelimiter = closingDelimiter ?? (format == .yaml ? "---" : "+++")
        self.fields = fields ?? FrontMatterReader.fields(of: text, format: format)
    }

    /// The keys whose values a front matter block shares with ``Document/metadata``: what
    /// the HTML frontend also reads from a page (title, language, description, author,
    /// date, keywords, canonical address) and `tags`.
    public static let metadataKeys: Set<String> = ["title", "lang", "description", "author", "date", "tags", "keywords", "canonical"]

    /// The opening delimiter line.
    public var openingDelimiter: String { format == .yaml ? "---" : "+++" }

    /// The value of the first field named `key`.
    public subscript(key: String) -> Value? {
        fields.first { $0.key == key }?.value
    }

    /// The whole block as written: delimiters, text, and the line ending after the closing
    /// delimiter.
    public var block: String {
        openingDelimiter + "\n" + text + closingDelimiter + "\n"
    }
}
