import MarkupAST

/// Parses one declaration's component values against its property's grammar into typed
/// ``StyleValue``s (the grammars are cited on each property's function).
///
/// Works on the tokens ``CSSDeclarationListParser`` collected; text is read from the input
/// or the tokenizer's scratch buffer without copying, except for names kept as `String`s.
struct CSSValueParser {
    let tokens: UnsafeBufferPointer<CSSToken>
    let input: UnsafeBufferPointer<UInt8>
    let scratch: UnsafeBufferPointer<UInt8>

    /// Appends the longhand values `property` sets from the components in `range`.
    func parse(_ property: CSSPropertyName, range: Range<Int>, into values: inout [StyleValue]) throws(CSSValueError) {
        try rejectUnresolvable(range)
        var cursor = CSSComponentCursor(tokens, range)
        if let (token, _) = cursor.take(), cursor.isAtEnd, token.kind == .ident,
            let keyword = Self.wideKeywords.value(for: text(token))
        {
            for longhand in property.longhands { values.append(.cssWide(longhand, keyword)) }
            return
        }
        switch property {
        case .longhand(let longhand):
            values.append(try parse(longhand, range: range))
        case .font:
            try parseFontShorthand(range, into: &values)
        case .textDecoration:
            try parseTextDecorationShorthand(range, into: &values)
        case .background:
            values.append(.backgroundColor(try parseBackgroundShorthandColor(range)))
        case .listStyle:
            values.append(.listStyleType(try parseListStyleShorthandType(range)))
        }
    }

    private func parse(_ property: CSSProperty, range: Range<Int>) throws(CSSValueError) -> StyleValue {
        switch property {
        case .color: .color(try single(range, color))
        case .backgroundColor: .backgroundColor(try single(range, color))
        case .textDecorationColor: .textDecorationColor(try single(range, color))
        case .fontFamily: .fontFamily(try fontFamilies(range))
        case .fontSize: .fontSize(try single(range) { token, _ throws(CSSValueError) in try fontSize(token) })
        case .fontStyle: .fontStyle(try fontStyle(range))
        case .fontWeight: .fontWeight(try single(range) { token, _ throws(CSSValueError) in try fontWeight(token) })
        case .lineHeight: .lineHeight(try single(range) { token, _ throws(CSSValueError) in try lineHeight(token) })
        case .letterSpacing: .letterSpacing(try single(range) { token, _ throws(CSSValueError) in try spacing(token) })
        case .wordSpacing: .wordSpacing(try single(range) { token, _ throws(CSSValueError) in try spacing(token) })
        case .textAlign: .textAlign(try single(range) { token, _ throws(CSSValueError) in try keyword(token, Self.textAligns) })
        case .textDecorationLine: .textDecorationLine(try textDecorationLine(range))
        case .textDecorationStyle:
            .textDecorationStyle(try single(range) { token, _ throws(CSSValueError) in try keyword(token, Self.decorationStyles) })
        case .textTransform:
            .textTransform(try single(range) { token, _ throws(CSSValueError) in try keyword(token, Self.textTransforms) })
        case .verticalAlign: .verticalAlign(try single(range) { token, _ throws(CSSValueError) in try verticalAlign(token) })
        case .listStyleType: .listStyleType(try single(range) { token, _ throws(CSSValueError) in try listStyleType(token) })
        case .whiteSpace: .whiteSpace(try single(range) { token, _ throws(CSSValueError) in try keyword(token, Self.whiteSpaces) })
        case .display: .display(try single(range) { token, _ throws(CSSValueError) in try keyword(token, Self.displays) })
        }
    }

    /// The value of a grammar that is exactly one component.
    private func single<T>(
        _ range: Range<Int>, _ parse: (CSSToken, Int) throws(CSSValueError) -> T
    ) throws(CSSValueError) -> T {
        var cursor = CSSComponentCursor(tokens, range)
        guard let (token, index) = cursor.take(), cursor.isAtEnd else { throw .invalid }
        return try parse(token, index)
    }

    // MARK: - Text and keywords

    /// The bytes of a token's text (name, string value, unit).
    func text(_ token: CSSToken) -> UnsafeBufferPointer<UInt8> {
        let source = token.textIsDecoded ? scratch : input
        return UnsafeBufferPointer(rebasing: source[token.textStart..<token.textEnd])
    }

    /// A token's text as a `String`.
    func string(_ token: CSSToken) -> String {
        String(decoding: text(token), as: UTF8.self)
    }

    /// Whether the token is an ident equal to `keyword` ignoring ASCII case.
    func isIdent(_ token: CSSToken, _ keyword: StaticString) -> Bool {
        token.kind == .ident && CSSKeyword.equals(text(token), keyword)
    }

    /// The value of an ident token in `table`.
    func keyword<T>(_ token: CSSToken, _ table: CSSKeywordTable<T>) throws(CSSValueError) -> T {
        guard token.kind == .ident, let value = table.value(for: text(token)) else { throw .invalid }
        return value
    }

    /// `var()`, `env()` and `attr()` substitute at computed-value time (CSS Variables 1 §3),
    /// so a value using them cannot be typed here.
    private func rejectUnresolvable(_ range: Range<Int>) throws(CSSValueError) {
        for index in range where tokens[index].kind == .function {
            let name = text(tokens[index])
            if CSSKeyword.equals(name, "var") { throw .unsupported("var()") }
            if CSSKeyword.equals(name, "env") { throw .unsupported("env()") }
            if CSSKeyword.equals(name, "attr") { throw .unsupported("attr()") }
        }
    }

    // MARK: - Numbers and lengths

    /// A `<length>` or, with `percentage`, a `<length-percentage>` (CSS Values 4 §6, §5.5);
    /// unitless zero is `0px`. Math functions are valid but not evaluated.
    func length(_ token: CSSToken, percentage: Bool, negative: Bool) throws(CSSValueError) -> CSSLength {
        let length: CSSLength
        switch token.kind {
        case .dimension:
            guard let unit = Self.lengthUnits.value(for: text(token)) else { throw .invalid }
            length = CSSLength(token.number, unit)
        case .percentage where percentage:
            length = CSSLength(token.number, .percent)
        case .number where token.number == 0:
            length = CSSLength(0, .px)
        case .function:
            try rejectMathFunction(token)
            throw .invalid
        default:
            throw .invalid
        }
        guard length.value.isFinite, negative || length.value >= 0 else { throw .invalid }
        return length
    }

    /// A finite `<number>`, possibly restricted to non-negative values.
    func number(_ token: CSSToken, negative: Bool = true) throws(CSSValueError) -> Double {
        if token.kind == .function { try rejectMathFunction(token) }
        guard token.kind == .number, token.number.isFinite, negative || token.number >= 0 else { throw .invalid }
        return token.number
    }

    /// An `<angle>` in degrees (CSS Values 4 §7.1); with `unitless`, a number is degrees too.
    func angle(_ token: CSSToken, unitless: Bool) throws(CSSValueError) -> Double {
        let degrees: Double
        switch token.kind {
        case .number where unitless || token.number == 0:
            degrees = token.number
        case .dimension:
            guard let perUnit = Self.angleUnits.value(for: text(token)) else { throw .invalid }
            degrees = token.number * perUnit
        case .function:
            try rejectMathFunction(token)
            throw .invalid
        default:
            throw .invalid
        }
        guard degrees.isFinite else { throw .invalid }
        return degrees
    }

    /// Throws `unsupported` when the token is a math function (CSS Values 4 §10).
    func rejectMathFunction(_ token: CSSToken) throws(CSSValueError) {
        guard token.kind == .function, Self.mathFunctions.value(for: text(token)) != nil else { return }
        throw .unsupported("\(string(token).lowercased())()")
    }

    // MARK: - Tables

    static let wideKeywords = CSSKeywordTable(allCasesOf: CSSWideKeyword.self)
    static let lengthUnits = CSSKeywordTable(CSSLength.Unit.allCases.filter { $0 != .percent }.map { ($0.rawValue, $0) })
    static let angleUnits = CSSKeywordTable<Double>([("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)])
    static let mathFunctions = CSSKeywordTable<Bool>(
        [
            "calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign", "sin", "cos", "tan", "asin", "acos",
            "atan", "atan2", "pow", "sqrt", "hypot", "log", "exp", "-webkit-calc", "-moz-calc",
        ].map { ($0, true) })
    static let textAligns = CSSKeywordTable(allCasesOf: CSSTextAlign.self)
    static let decorationStyles = CSSKeywordTable(allCasesOf: CSSTextDecorationStyle.self)
    static let textTransforms = CSSKeywordTable(allCasesOf: CSSTextTransform.self)
    static let whiteSpaces = CSSKeywordTable(allCasesOf: CSSWhiteSpace.self)
    static let displays = CSSKeywordTable(allCasesOf: CSSDisplay.self)
    static let verticalAligns = CSSKeywordTable(allCasesOf: CSSVerticalAlign.Keyword.self)
    static let listStyleTypes = CSSKeywordTable(allCasesOf: CSSListStyleType.Predefined.self)
    static let decorationLines = CSSKeywordTable<CSSTextDecorationLine>([
        ("underline", .underline), ("overline", .overline), ("line-through", .lineThrough), ("blink", .blink),
    ])
}
