/// Options of ``ANSIRenderer``. The library never reads the environment: the CLI resolves
/// `--color`, `NO_COLOR`, `TERM`, `COLORTERM`, `COLUMNS` and the terminal's size into these
/// values.
public struct ANSIRenderOptions: Hashable, Sendable {
    /// How many colours the terminal can show.
    public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
        /// The 16 standard colours (SGR 30–37, 90–97): every terminal.
        case sixteen = "16"
        /// The xterm 256-colour palette (`38;5;n`).
        case palette256 = "256"
        /// 24-bit colour (`38;2;r;g;b`).
        case trueColor = "24bit"
    }

    /// The colours headings, code, links and rules are drawn in.
    public enum Theme: String, Hashable, Sendable, CaseIterable {
        /// For a dark background.
        case dark
        /// For a light background.
        case light
    }

    /// How links are shown when terminal hyperlinks (OSC 8) are off.
    public enum LinkStyle: String, Hashable, Sendable, CaseIterable {
        /// `text (url)` where the link is.
        case inline
        /// `text[1]`, with the numbered URLs listed at the end.
        case reference
    }

    /// What happens to a code line longer than the terminal.
    public enum CodeLines: String, Hashable, Sendable, CaseIterable {
        /// Cut at the edge with a `…` marker (code is never soft-wrapped).
        case cut
        /// Written whole; the terminal wraps it.
        case keep
    }

    /// The width of the terminal in cells (at least 10).
    public var columns: Int
    /// Write escape sequences at all: bold, italic, underline, colours, hyperlinks. Without
    /// them the output is the plain layout (`--color never`, `TERM=dumb`).
    public var usesEscapes: Bool
    /// Colour depth; `nil` for no colour while keeping bold, italic and underline
    /// (`NO_COLOR`).
    public var colorDepth: ColorDepth?
    /// Write links as OSC 8 terminal hyperlinks (with an `id=`, so a link wrapped across
    /// lines stays one link).
    public var hyperlinks: Bool
    /// How links are shown without hyperlinks.
    public var linkStyle: LinkStyle
    /// The colour theme.
    public var theme: Theme
    /// Long code lines: cut or kept.
    public var codeLines: CodeLines
    /// Use Unicode box drawing, bullets and check boxes; `false` falls back to ASCII (a
    /// terminal whose locale is not UTF-8).
    public var unicode: Bool
    /// Write headings with their Markdown marks (`## Title`).
    public var headingPrefixes: Bool

    /// Creates options; the defaults suit a UTF-8 terminal 80 columns wide with 16 colours.
    public init(
        columns: Int = 80, usesEscapes: Bool = true, colorDepth: ColorDepth? = .sixteen, hyperlinks: Bool = true,
        linkStyle: LinkStyle = .inline, theme: Theme = .dark, codeLines: CodeLines = .cut, unicode: Bool = true,
        headingPrefixes: Bool = false
    ) {
        self.columns = max(10, columns)
        self.usesEscapes = usesEscapes
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.linkStyle = linkStyle
        self.theme = theme
        self.codeLines = codeLines
        self.unicode = unicode
        self.headingPrefixes = headingPrefixes
    }

    /// Options for output with no escape sequences at all: the plain layout.
    public static func plain(columns: Int = 80) -> ANSIRenderOptions {
        ANSIRenderOptions(columns: columns, usesEscapes: false, colorDepth: nil, hyperlinks: false)
    }
}
