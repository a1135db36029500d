import MarkupAST

/// How ``RunsJSONParser`` reads runs.json.
public struct RunsJSONParseOptions: Hashable, Sendable {
    /// Blocks nested deeper than this (through `parent`) are moved into their deepest
    /// allowed ancestor, with one `nesting-depth-capped` warning (``NestingLimit``).
    public var maxNestingDepth: Int
    /// Colours a theme gives text by its kind (a quote's grey, code's background…), which
    /// the reader does not turn into `span` styles: no content set them. `MarkupConverter`
    /// fills it from the stylesheets it knows; a colour the content set to one of these
    /// values is read as the theme's.
    public var themeColors: Set<RGBAColor>
    /// The kind colours of named themes (`github-dark`…), by the name runs.json records in
    /// `base.theme`: runs written under that theme have these colours read as the theme's
    /// too, and only runs written under it.
    public var themeColorsByName: [String: Set<RGBAColor>]

    /// Creates options; every field has its default.
    public init(
        maxNestingDepth: Int = NestingLimit.defaultMaxDepth, themeColors: Set<RGBAColor> = [],
        themeColorsByName: [String: Set<RGBAColor>] = [:]
    ) {
        self.maxNestingDepth = maxNestingDepth
        self.themeColors = themeColors
        self.themeColorsByName = themeColorsByName
    }
}
