/// A leaf block's fully resolved paragraph layout; one entry of runs.json's
/// `paragraphStyles` table. Maps one to one onto `NSParagraphStyle` and Compose
/// `ParagraphStyle`. Absent optionals mean the platform default (zero, natural).
public struct ResolvedParagraphStyle: Hashable, Sendable {
    /// Hashes the fields that usually differ (alignment, indents, spacing); equality still
    /// compares every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(headIndent ?? -1)
        hasher.combine(spacingAfter ?? -1)
    }

    public var alignment: MarkupStyle.Alignment
    public var direction: MarkupStyle.Direction?
    public var lineHeightMultiple: Double?
    public var lineSpacing: Double?
    public var spacingBefore: Double?
    public var spacingAfter: Double?
    public var firstLineHeadIndent: Double?
    /// Where wrapped lines start; with a list marker, where the item's text starts.
    public var headIndent: Double?
    public var tailIndent: Double?
    public var tabStops: [Double]?
    public var wrap: MarkupStyle.Wrap?

    public init(
        alignment: MarkupStyle.Alignment = .start, direction: MarkupStyle.Direction? = nil,
        lineHeightMultiple: Double? = nil, lineSpacing: Double? = nil, spacingBefore: Double? = nil,
        spacingAfter: Double? = nil, firstLineHeadIndent: Double? = nil, headIndent: Double? = nil,
        tailIndent: Double? = nil, tabStops: [Double]? = nil, wrap: MarkupStyle.Wrap? = nil
    ) {
        self.alignment = alignment
        self.direction = direction
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.tabStops = tabStops
        self.wrap = wrap
    }
}
