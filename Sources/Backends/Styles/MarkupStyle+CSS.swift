import MarkupAST

extension MarkupStyle {
    /// The partial style an inline `style=` attribute asks for, in the terms of the element it
    /// sits on: relative sizes (`em`, `%`, `smaller`) become scales of the enclosing text,
    /// `rem` and size keywords become points from the root size, `bolder`/`lighter` are
    /// resolved against `parentFontWeight`. `em` in `letter-spacing`, `vertical-align` and
    /// `line-height` is `elementFontSize`, the element's own resolved size (which a stylesheet
    /// rule may set), as in CSS.
    ///
    /// Properties without a run-level meaning (`display`, `white-space`, `list-style-type`,
    /// `word-spacing`, `text-transform`; the frontend already applied the first three) are
    /// ignored, as are CSS-wide keywords (inheritance already gives `inherit`'s result).
    init(css declarations: some Sequence<StyleDeclaration>, parentFontWeight: Int, rootFontSize: Double, elementFontSize: Double) {
        self.init()
        var decorationStyle = TextDecoration.Pattern.single
        var decorationColor: RGBAColor?
        var decorationLine: CSSTextDecorationLine?
        var lineHeight: CSSLineHeight?
        for declaration in declarations {
            switch declaration.value {
            case .color(.rgba(let color)):
                self.color = color
            case .backgroundColor(.rgba(let color)):
                if color.alpha > 0 { background = color }
            case .fontFamily(let families):
                apply(fontFamilies: families)
            case .fontSize(let size):
                fontSize = Self.fontSize(size, rootFontSize: rootFontSize)
            case .fontStyle(let style):
                if case .normal = style { italic = false } else { italic = true }
            case .fontWeight(let weight):
                fontWeight = Self.weight(weight, parent: parentFontWeight)
            case .lineHeight(let value):
                lineHeight = value
            case .letterSpacing(.length(let length)):
                kern = Self.points(length, fontSize: elementFontSize, rootFontSize: rootFontSize)
            case .letterSpacing(.normal):
                kern = 0
            case .textAlign(let align):
                if let mapped = Alignment(rawValue: align.rawValue) { alignment = mapped }
            case .textDecorationLine(let line):
                decorationLine = line
            case .textDecorationStyle(let style):
                decorationStyle = Self.pattern(style)
            case .textDecorationColor(.rgba(let color)):
                decorationColor = color
            case .verticalAlign(.keyword(.super)):
                script = .super
            case .verticalAlign(.keyword(.sub)):
                script = .sub
            case .verticalAlign(.length(let length)):
                baselineOffset = Self.points(length, fontSize: elementFontSize, rootFontSize: rootFontSize)
            case .color(.currentColor), .backgroundColor(.currentColor), .textDecorationColor(.currentColor),
                 .verticalAlign(.keyword), .wordSpacing, .textTransform, .listStyleType, .whiteSpace, .display, .cssWide:
                break
            }
        }
        if let decorationLine {
            underline = TextDecoration(decorationLine.contains(.underline) ? decorationStyle : .none, color: decorationColor)
            strikethrough = TextDecoration(decorationLine.contains(.lineThrough) ? decorationStyle : .none, color: decorationColor)
        }
        if let lineHeight {
            let size = elementFontSize
            switch lineHeight {
            case .normal: break
            case .number(let number): if number > 0 { lineHeightMultiple = number }
            case .length(let length):
                if length.unit == .percent {
                    if length.value > 0 { lineHeightMultiple = length.value / 100 }
                } else if let points = Self.points(length, fontSize: size, rootFontSize: rootFontSize), points > 0, size > 0 {
                    lineHeightMultiple = points / size
                }
            }
        }
    }

    private mutating func apply(fontFamilies families: [CSSFontFamily]) {
        var names: [String] = []
        for family in families {
            switch family {
            case .named(let name): names.append(name)
            case .generic(let generic):
                switch generic {
                case .monospace, .uiMonospace: names.append("monospace")
                case .serif, .uiSerif: names.append("serif")
                case .sansSerif, .systemUI, .uiSansSerif, .uiRounded: names.append("system")
                case .cursive, .fantasy, .math, .emoji, .fangsong: names.append(generic.rawValue)
                }
            }
        }
        guard !names.isEmpty else { return }
        fontFamily = names
        monospace = names.first == "monospace"
    }

    /// The size the last `font-size` among `declarations` asks for, if any.
    static func fontSize(in declarations: some Sequence<StyleDeclaration>, rootFontSize: Double) -> FontSize? {
        var result: FontSize?
        for declaration in declarations {
            if case .fontSize(let size) = declaration.value, let value = fontSize(size, rootFontSize: rootFontSize) { result = value }
        }
        return result
    }

    private static func fontSize(_ size: CSSFontSize, rootFontSize: Double) -> FontSize? {
        switch size {
        case .keyword(.smaller): return .scale(1 / 1.2)
        case .keyword(.larger): return .scale(1.2)
        case .keyword(let keyword): return keyword.scaleFromMedium.map { .points(rootFontSize * $0) }
        case .length(let length):
            switch length.unit {
            case .em: return .scale(length.value)
            case .percent: return .scale(length.value / 100)
            case .ex, .ch: return .scale(length.value / 2)
            case .rem: return .points(rootFontSize * length.value)
            default: return length.unit.pixelsPerUnit.map { .points(length.value * $0) }
            }
        }
    }

    /// A length in points (CSS px), or nil for viewport units that have no meaning here.
    static func points(_ length: CSSLength, fontSize: Double, rootFontSize: Double) -> Double? {
        switch length.unit {
        case .em: return length.value * fontSize
        case .rem: return length.value * rootFontSize
        case .ex, .ch: return length.value * fontSize / 2
        case .percent: return length.value * fontSize / 100
        default: return length.unit.pixelsPerUnit.map { length.value * $0 }
        }
    }

    /// CSS Fonts §2.2: `bolder`/`lighter` step from the inherited weight.
    static func weight(_ weight: CSSFontWeight, parent: Int) -> Int {
        switch weight {
        case .number(let number): return min(1000, max(1, number))
        case .bolder: return parent < 350 ? 400 : parent < 550 ? 700 : 900
        case .lighter: return parent < 550 ? 100 : parent < 750 ? 400 : 700
        }
    }

    private static func pattern(_ style: CSSTextDecorationStyle) -> TextDecoration.Pattern {
        switch style {
        case .solid: return .single
        case .double: return .double
        case .dotted: return .dotted
        case .dashed: return .dashed
        case .wavy: return .wavy
        }
    }
}
