/// Typed reads of single properties.
///
/// Each returns `nil` when the property is not set *or* is set to a CSS-wide keyword
/// (`inherit`, `initial`…); read ``InlineStyle/subscript(_:)`` to tell those apart.
extension InlineStyle {
    /// `color`.
    public var color: CSSColor? {
        if case .color(let value)? = self[.color]?.value { return value }
        return nil
    }

    /// `background-color`.
    public var backgroundColor: CSSColor? {
        if case .backgroundColor(let value)? = self[.backgroundColor]?.value { return value }
        return nil
    }

    /// `font-family`.
    public var fontFamily: [CSSFontFamily]? {
        if case .fontFamily(let value)? = self[.fontFamily]?.value { return value }
        return nil
    }

    /// `font-size`.
    public var fontSize: CSSFontSize? {
        if case .fontSize(let value)? = self[.fontSize]?.value { return value }
        return nil
    }

    /// `font-style`.
    public var fontStyle: CSSFontStyle? {
        if case .fontStyle(let value)? = self[.fontStyle]?.value { return value }
        return nil
    }

    /// `font-weight`.
    public var fontWeight: CSSFontWeight? {
        if case .fontWeight(let value)? = self[.fontWeight]?.value { return value }
        return nil
    }

    /// `line-height`.
    public var lineHeight: CSSLineHeight? {
        if case .lineHeight(let value)? = self[.lineHeight]?.value { return value }
        return nil
    }

    /// `letter-spacing`.
    public var letterSpacing: CSSSpacing? {
        if case .letterSpacing(let value)? = self[.letterSpacing]?.value { return value }
        return nil
    }

    /// `word-spacing`.
    public var wordSpacing: CSSSpacing? {
        if case .wordSpacing(let value)? = self[.wordSpacing]?.value { return value }
        return nil
    }

    /// `text-align`.
    public var textAlign: CSSTextAlign? {
        if case .textAlign(let value)? = self[.textAlign]?.value { return value }
        return nil
    }

    /// `text-decoration-line`.
    public var textDecorationLine: CSSTextDecorationLine? {
        if case .textDecorationLine(let value)? = self[.textDecorationLine]?.value { return value }
        return nil
    }

    /// `text-decoration-style`.
    public var textDecorationStyle: CSSTextDecorationStyle? {
        if case .textDecorationStyle(let value)? = self[.textDecorationStyle]?.value { return value }
        return nil
    }

    /// `text-decoration-color`.
    public var textDecorationColor: CSSColor? {
        if case .textDecorationColor(let value)? = self[.textDecorationColor]?.value { return value }
        return nil
    }

    /// `text-transform`.
    public var textTransform: CSSTextTransform? {
        if case .textTransform(let value)? = self[.textTransform]?.value { return value }
        return nil
    }

    /// `vertical-align`.
    public var verticalAlign: CSSVerticalAlign? {
        if case .verticalAlign(let value)? = self[.verticalAlign]?.value { return value }
        return nil
    }

    /// `list-style-type`.
    public var listStyleType: CSSListStyleType? {
        if case .listStyleType(let value)? = self[.listStyleType]?.value { return value }
        return nil
    }

    /// `white-space`.
    public var whiteSpace: CSSWhiteSpace? {
        if case .whiteSpace(let value)? = self[.whiteSpace]?.value { return value }
        return nil
    }

    /// `display`.
    public var display: CSSDisplay? {
        if case .display(let value)? = self[.display]?.value { return value }
        return nil
    }
}
