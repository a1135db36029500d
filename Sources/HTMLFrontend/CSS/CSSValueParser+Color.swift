import MarkupAST

/// `<color>` (CSS Color 4 §4): hex, named colours, `transparent`, `currentcolor`, and the
/// colour functions of ``ColorFunction`` (CSS Color 4, `device-cmyk()`, and the lineage's
/// `hsv()`/`hsb()`, `cmyk()`, `gray()`, `displayP3()`). The function arguments are turned
/// into ``ColorComponent``s here and read by the one shared grammar,
/// ``ColorFunction/evaluate(_:)``.
extension CSSValueParser {
    /// The colour of the component `token` at `index`.
    func color(_ token: CSSToken, _ index: Int) throws(CSSValueError) -> CSSColor {
        switch token.kind {
        case .hash:
            guard let rgba = RGBAColor(hexDigits: text(token)) else { throw .invalid }
            return .rgba(rgba)
        case .ident:
            let name = text(token)
            if let rgba = CSSNamedColors.table.value(for: name) { return .rgba(rgba) }
            if CSSKeyword.equals(name, "transparent") { return .rgba(.transparent) }
            if CSSKeyword.equals(name, "currentcolor") { return .currentColor }
            throw .invalid
        case .function:
            let name = text(token)
            guard let function = ColorFunction(name: name) else {
                if ColorFunction.isUnsupported(name: name) { throw .unsupported("\(string(token).lowercased())()") }
                throw .invalid
            }
            return .rgba(try colorFunction(function, (index + 1)..<token.contentsEnd))
        default:
            throw .invalid
        }
    }

    /// Whether the component could only be a colour (for shorthands that take one among
    /// other parts): a hash, a colour function, or a colour keyword.
    func looksLikeColor(_ token: CSSToken) -> Bool {
        switch token.kind {
        case .hash: return true
        case .ident:
            let name = text(token)
            return CSSNamedColors.table.value(for: name) != nil || CSSKeyword.equals(name, "transparent")
                || CSSKeyword.equals(name, "currentcolor")
        case .function:
            let name = text(token)
            return ColorFunction(name: name) != nil || ColorFunction.isUnsupported(name: name)
        default: return false
        }
    }

    /// The colour of a function's arguments: the top-level tokens in `arguments` as
    /// components (in a stack buffer, no allocation), evaluated by the shared grammar.
    private func colorFunction(_ function: ColorFunction, _ arguments: Range<Int>) throws(CSSValueError) -> RGBAColor {
        try withUnsafeTemporaryAllocation(of: ColorComponent.self, capacity: ColorSyntax.maxComponents) {
            components throws(CSSValueError) -> RGBAColor in
            var count = 0
            var cursor = CSSComponentCursor(tokens, arguments)
            while let (token, _) = cursor.take() {
                guard count < components.count else { throw .invalid }
                components.initializeElement(at: count, to: try component(token))
                count += 1
            }
            do throws(ColorSyntaxError) {
                return try function.evaluate(UnsafeBufferPointer(rebasing: components[..<count]))
            } catch {
                switch error {
                case .invalid: throw .invalid
                case .unsupported(let what): throw .unsupported(what)
                }
            }
        }
    }

    /// One argument token as a ``ColorComponent``; a math function inside is unsupported.
    private func component(_ token: CSSToken) throws(CSSValueError) -> ColorComponent {
        switch token.kind {
        case .number: return .number(ColorComponent.finite(token.number))
        case .percentage: return .percentage(ColorComponent.finite(token.number))
        case .dimension: return .dimension(ColorComponent.finite(token.number), unit: text(token))
        case .ident: return .keyword(text(token))
        case .comma: return .comma
        case .delim where token.delimiter == UInt8(ascii: "/"): return .slash
        case .function:
            try rejectMathFunction(token)
            return .other
        default: return .other
        }
    }
}
