import MarkupAST

/// One entry of the format table: a format's names, file extensions, a one-line summary,
/// how to parse it and how to render it.
///
/// A format that has a ``makeParser`` can be read, one that has a ``makeRenderer`` can be
/// written. Library users register their own in a ``FormatRegistry``:
///
/// ```swift
/// struct ShoutRenderer: DocumentRenderer {
///     func render<Output: TextOutputStream>(_ document: Document, into output: inout Output) {
///         output.write(PlainTextRenderer().render(document).uppercased())
///     }
/// }
/// var registry = FormatRegistry.standard
/// try registry.register(DocumentFormat(
///     name: "shout", fileExtensions: ["shout"], summary: "plain text, upper-cased",
///     makeRenderer: { _ in ShoutRenderer() }
/// ))
/// let converter = MarkupConverter(registry: registry)
/// let loud = try converter.convert("*hi*", from: "markdown", to: "shout").output  // "HI\n"
/// ```
public struct DocumentFormat: Sendable {
    /// The syntax extensions a format can switch on and off (`commonmark+table`,
    /// `gfm-autolink`).
    public struct Extensions: Hashable, Sendable {
        /// Every extension name the format knows, in the order help lists them.
        public var available: [String]
        /// Those on by default.
        public var defaults: Set<String>

        /// Creates an extension set.
        public init(available: [String], defaults: Set<String>) {
            self.available = available
            self.defaults = defaults
        }
    }

    /// The canonical name (`gfm`, `runs.json`).
    public var name: String
    /// Other names it answers to (`markdown`, `md`), lower-case.
    public var aliases: [String]
    /// File name extensions that select it (without the dot, lower-case); the first is what
    /// output files get.
    public var fileExtensions: [String]
    /// A one-line summary for `--list-formats` and `--help`.
    public var summary: String
    /// The extensions it supports, if any.
    public var extensions: Extensions?
    /// Makes the parser (a format without one cannot be read).
    public var makeParser: (@Sendable (FormatContext) -> any DocumentParser)?
    /// Makes the renderer (a format without one cannot be written).
    public var makeRenderer: (@Sendable (FormatContext) -> any DocumentRenderer)?
    /// What the format, as an output, wants done with raw HTML inside Markdown input.
    public var rawHTMLMode: @Sendable (ConversionOptions) -> RawHTMLMode
    /// Whether, as an input, it can hold raw HTML that an output may want resolved.
    public var holdsRawHTML: Bool
    /// How the format, as an output, wants its input parsed: the options the parsers get
    /// (the sanitizing HTML writer asks for scripting on, dropped elements reported and
    /// generic elements kept). Unchanged by default.
    public var inputOptions: @Sendable (ConversionOptions) -> ConversionOptions

    /// Creates a format entry.
    public init(
        name: String, aliases: [String] = [], fileExtensions: [String] = [], summary: String,
        extensions: Extensions? = nil,
        makeParser: (@Sendable (FormatContext) -> any DocumentParser)? = nil,
        makeRenderer: (@Sendable (FormatContext) -> any DocumentRenderer)? = nil,
        rawHTMLMode: @escaping @Sendable (ConversionOptions) -> RawHTMLMode = { _ in .resolve },
        holdsRawHTML: Bool = false,
        inputOptions: @escaping @Sendable (ConversionOptions) -> ConversionOptions = { $0 }
    ) {
        self.name = name.lowercased()
        self.aliases = aliases.map { $0.lowercased() }
        self.fileExtensions = fileExtensions.map { $0.lowercased() }
        self.summary = summary
        self.extensions = extensions
        self.makeParser = makeParser
        self.makeRenderer = makeRenderer
        self.rawHTMLMode = rawHTMLMode
        self.holdsRawHTML = holdsRawHTML
        self.inputOptions = inputOptions
    }

    /// Every name it answers to: the canonical one first.
    public var names: [String] { [name] + aliases }
    /// Whether it can be read.
    public var isReadable: Bool { makeParser != nil }
    /// Whether it can be written.
    public var isWritable: Bool { makeRenderer != nil }
}
