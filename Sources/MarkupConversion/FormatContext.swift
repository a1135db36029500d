/// What a format's parser or renderer factory is given: the conversion's options, and the
/// syntax extensions in effect for the input (`table`, `footnotes`… for Markdown; the
/// HTML renderer reads `tagfilter` from them).
public struct FormatContext: Sendable {
    /// The conversion's options.
    public var options: ConversionOptions
    /// The input's extensions, by name.
    public var inputExtensions: Set<String>
    /// What the conversion does with raw HTML inside the input after parsing (a parser may
    /// skip work only resolution needs).
    public var rawHTML: RawHTMLMode
    /// The format the document was read from, when a renderer is made for a conversion
    /// (the Markdown writer links bare URLs of HTML input); `nil` when unknown.
    public var inputFormat: DocumentFormat?

    /// Creates a context.
    public init(
        options: ConversionOptions, inputExtensions: Set<String> = [], rawHTML: RawHTMLMode = .resolve,
        inputFormat: DocumentFormat? = nil
    ) {
        self.options = options
        self.inputExtensions = inputExtensions
        self.rawHTML = rawHTML
        self.inputFormat = inputFormat
    }
}
