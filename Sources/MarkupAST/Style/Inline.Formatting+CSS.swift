/// Which inline CSS takes a formatting away: the rule the HTML reader lowers styles by and
/// the sanitizing HTML writer writes by, so that what one writes the other reads back.
extension Inline.Formatting {
    /// Whether `style` takes this formatting away from the element it is on
    /// (`<b style="font-weight:normal">`, `<i style="font-style:normal">`): a weight under
    /// 600 (or `lighter`) for strong, `font-style: normal` for emphasis, a declared
    /// decoration line without its line for underline and strikethrough, `vertical-align:
    /// baseline` for superscript and subscript.
    public func isCancelled(by style: InlineStyle) -> Bool {
        switch self {
        case .strong:
            guard let weight = style.fontWeight else { return false }
            return !weight.isBold
        case .emphasis:
            if case .normal? = style.fontStyle { return true }
            return false
        case .underline:
            guard let line = style.textDecorationLine else { return false }
            return !line.contains(.underline)
        case .strikethrough:
            guard let line = style.textDecorationLine else { return false }
            return !line.contains(.lineThrough)
        case .superscript, .subscript:
            if case .keyword(.baseline)? = style.verticalAlign { return true }
            return false
        }
    }

    /// Whether a child element with `style` takes this formatting away with an absolute
    /// value, so that the reader moves the child out of it (`lighter` inside bold is a
    /// weight relative to the bold parent, and does not).
    public func isCancelled(byChildStyle style: InlineStyle) -> Bool {
        if self == .strong {
            guard case .number? = style.fontWeight else { return false }
        }
        return isCancelled(by: style)
    }
}

extension CSSFontWeight {
    /// Whether the weight is bold: 600 or more, or `bolder` (bold over normal text);
    /// `lighter` is not.
    public var isBold: Bool {
        switch self {
        case .number(let value): return value >= 600
        case .bolder: return true
        case .lighter: return false
        }
    }
}
