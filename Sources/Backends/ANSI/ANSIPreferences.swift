/// What the user asked for on the command line (`--color`, `--color-depth`, `--hyperlinks`,
/// `--columns`…), before the environment is taken into account: ``ANSIRenderOptions``
/// resolves the two into what the renderer does.
public struct ANSIPreferences: Hashable, Sendable {
    /// `auto`, `always` or `never`.
    public enum Choice: String, Hashable, Sendable, CaseIterable {
        /// Decided by the terminal and the environment.
        case auto
        /// On, whatever the environment says.
        case always
        /// Off.
        case never
    }

    /// Escape sequences and colour (`--color`).
    public var color: Choice
    /// The colour depth (`--color-depth`); `nil` reads it from the environment.
    public var colorDepth: ANSIRenderOptions.ColorDepth?
    /// Terminal hyperlinks (`--hyperlinks`).
    public var hyperlinks: Choice
    /// The width in cells (`--columns`); `nil` reads it from `COLUMNS` or the terminal.
    public var columns: Int?
    /// How links are shown without hyperlinks (`--link-style`).
    public var linkStyle: ANSIRenderOptions.LinkStyle
    /// The colour theme (`--theme`).
    public var theme: ANSIRenderOptions.Theme
    /// Long code lines (`--code-lines`).
    public var codeLines: ANSIRenderOptions.CodeLines
    /// Box drawing, bullets and check boxes (`always`, `--unicode`) or their ASCII forms
    /// (`never`, `--ascii`); `auto` follows the locale.
    public var unicode: Choice
    /// Headings written with their Markdown marks (`## Title`), for a Markdown look
    /// (`--heading-prefix`).
    public var headingPrefixes: Bool

    /// Creates preferences; every choice defaults to `auto` or the renderer's default.
    public init(
        color: Choice = .auto, colorDepth: ANSIRenderOptions.ColorDepth? = nil, hyperlinks: Choice = .auto, columns: Int? = nil,
        linkStyle: ANSIRenderOptions.LinkStyle = .inline, theme: ANSIRenderOptions.Theme = .dark,
        codeLines: ANSIRenderOptions.CodeLines = .cut, unicode: Choice = .auto, headingPrefixes: Bool = false
    ) {
        self.color = color
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.columns = columns
        self.linkStyle = linkStyle
        self.theme = theme
        self.codeLines = codeLines
        self.unicode = unicode
        self.headingPrefixes = headingPrefixes
    }
}
