import MarkupAST

/// The font longhands (CSS Fonts 4 §2) and the `font` shorthand (§2.7).
extension CSSValueParser {
    /// `font-size`: `<absolute-size> | <relative-size> | <length-percentage [0,∞]>`.
    func fontSize(_ token: CSSToken) throws(CSSValueError) -> CSSFontSize {
        if token.kind == .ident {
            guard let keyword = Self.fontSizeKeywords.value(for: text(token)) else { throw .invalid }
            return .keyword(keyword)
        }
        return .length(try length(token, percentage: true, negative: false))
    }

    /// `font-weight`: `normal | bold | bolder | lighter | <number [1,1000]>`.
    func fontWeight(_ token: CSSToken) throws(CSSValueError) -> CSSFontWeight {
        if token.kind == .ident {
            guard let weight = Self.fontWeightKeywords.value(for: text(token)) else { throw .invalid }
            return weight
        }
        let value = try number(token)
        guard value >= 1, value <= 1000 else { throw .invalid }
        return .number(Int(value + 0.5))
    }

    /// `font-style`: `normal | italic | oblique <angle [-90deg,90deg]>?`.
    func fontStyle(_ range: Range<Int>) throws(CSSValueError) -> CSSFontStyle {
        var cursor = CSSComponentCursor(tokens, range)
        guard let style = try fontStyle(&cursor), cursor.isAtEnd else { throw .invalid }
        return style
    }

    /// A `font-style` at the cursor, consuming it (and an oblique angle); `nil` when the
    /// component is not a font style.
    func fontStyle(_ cursor: inout CSSComponentCursor) throws(CSSValueError) -> CSSFontStyle? {
        guard let token = cursor.current, token.kind == .ident else { return nil }
        let name = text(token)
        if CSSKeyword.equals(name, "normal") {
            cursor.advance()
            return .normal
        }
        if CSSKeyword.equals(name, "italic") {
            cursor.advance()
            return .italic
        }
        guard CSSKeyword.equals(name, "oblique") else { return nil }
        cursor.advance()
        guard let next = cursor.current, next.kind == .dimension, Self.angleUnits.value(for: text(next)) != nil else {
            return .oblique(degrees: nil)
        }
        let degrees = try angle(next, unitless: false)
        guard degrees >= -90, degrees <= 90 else { throw .invalid }
        cursor.advance()
        return .oblique(degrees: degrees)
    }

    /// `font-family`: `[ <family-name> | <generic-family> ]#`, where a family name is a
    /// string or a sequence of identifiers (joined by one space).
    func fontFamilies(_ range: Range<Int>) throws(CSSValueError) -> [CSSFontFamily] {
        var families: [CSSFontFamily] = []
        var cursor = CSSComponentCursor(tokens, range)
        while true {
            guard let (first, _) = cursor.take() else { throw .invalid }
            if first.kind == .string {
                families.append(.named(string(first)))
            } else if first.kind == .ident {
                if cursor.current?.kind != .ident, let generic = Self.genericFamilies.value(for: text(first)) {
                    families.append(.generic(generic))
                } else {
                    families.append(.named(try familyName(startingWith: first, &cursor)))
                }
            } else {
                throw .invalid
            }
            guard let separator = cursor.take() else { return families }
            guard separator.token.kind == .comma else { throw .invalid }
        }
    }

    /// An unquoted family name: identifiers up to a comma or the end, none of them a
    /// reserved word (CSS-wide keywords, `default`: `<custom-ident>`, CSS Fonts 4 §2.1).
    private func familyName(startingWith first: CSSToken, _ cursor: inout CSSComponentCursor) throws(CSSValueError) -> String {
        try rejectReservedFamilyWord(first)
        guard cursor.current?.kind == .ident else { return string(first) }
        var bytes = Array(text(first))
        while let next = cursor.current, next.kind == .ident {
            try rejectReservedFamilyWord(next)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: text(next))
            cursor.advance()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func rejectReservedFamilyWord(_ token: CSSToken) throws(CSSValueError) {
        let word = text(token)
        if Self.wideKeywords.value(for: word) != nil || CSSKeyword.equals(word, "default") { throw .invalid }
    }

    /// `line-height`: `normal | <number [0,∞]> | <length-percentage [0,∞]>`.
    func lineHeight(_ token: CSSToken) throws(CSSValueError) -> CSSLineHeight {
        if isIdent(token, "normal") { return .normal }
        if token.kind == .number { return .number(try number(token, negative: false)) }
        return .length(try length(token, percentage: true, negative: false))
    }

    /// `font`: `[ <font-style> || small-caps || <font-weight> || <font-stretch> ]?
    /// <font-size> [ / <line-height> ]? <font-family>`, or a system font keyword. Sets
    /// style, weight, size, line height and family; the unmodelled parts (variant,
    /// stretch) are checked and dropped.
    func parseFontShorthand(_ range: Range<Int>, into values: inout [StyleValue]) throws(CSSValueError) {
        var cursor = CSSComponentCursor(tokens, range)
        if let only = cursor.current, only.kind == .ident, cursor.remainingCount == 1,
            Self.systemFonts.value(for: text(only)) != nil
        {
            throw .unsupported("a system font")
        }
        var style: CSSFontStyle?
        var weight: CSSFontWeight?
        var hasVariant = false
        var hasStretch = false
        var prefixCount = 0
        while prefixCount < 4, let token = cursor.current {
            if isIdent(token, "normal") {
                cursor.advance()
            } else if style == nil, let parsed = try fontStyle(&cursor) {
                style = parsed
            } else if !hasVariant, isIdent(token, "small-caps") {
                hasVariant = true
                cursor.advance()
            } else if !hasStretch, token.kind == .ident, Self.fontStretches.value(for: text(token)) != nil {
                hasStretch = true
                cursor.advance()
            } else if weight == nil, token.kind == .ident, let parsed = Self.fontWeightKeywords.value(for: text(token)) {
                weight = parsed
                cursor.advance()
            } else if weight == nil, token.kind == .number, token.number >= 1, token.number <= 1000 {
                weight = .number(Int(token.number + 0.5))
                cursor.advance()
            } else {
                break
            }
            prefixCount += 1
        }
        guard let sizeToken = cursor.take()?.token else { throw .invalid }
        let size = try fontSize(sizeToken)
        var lineHeight = CSSLineHeight.normal
        if let slash = cursor.current, slash.kind == .delim, slash.delimiter == UInt8(ascii: "/") {
            cursor.advance()
            guard let token = cursor.take()?.token else { throw .invalid }
            lineHeight = try self.lineHeight(token)
        }
        guard !cursor.isAtEnd else { throw .invalid }
        let families = try fontFamilies(cursor.index..<range.upperBound)
        values.append(.fontStyle(style ?? .normal))
        values.append(.fontWeight(weight ?? .normal))
        values.append(.fontSize(size))
        values.append(.lineHeight(lineHeight))
        values.append(.fontFamily(families))
    }

    static let fontSizeKeywords = CSSKeywordTable(allCasesOf: CSSFontSize.Keyword.self)
    static let fontWeightKeywords = CSSKeywordTable<CSSFontWeight>([
        ("normal", .normal), ("bold", .bold), ("bolder", .bolder), ("lighter", .lighter),
    ])
    static let genericFamilies = CSSKeywordTable(allCasesOf: CSSFontFamily.Generic.self)
    static let systemFonts = CSSKeywordTable<Bool>(
        ["caption", "icon", "menu", "message-box", "small-caption", "status-bar"].map { ($0, true) })
    static let fontStretches = CSSKeywordTable<Bool>(
        [
            "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
            "extra-expanded", "ultra-expanded",
        ].map { ($0, true) })
}
