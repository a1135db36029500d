import MarkupAST

/// The `text-decoration`, `background` and `list-style` shorthands.
extension CSSValueParser {
    /// `text-decoration`: `<line> || <style> || <color> || <thickness>` (CSS Text
    /// Decoration 4 §2.6); sets line (default `none`), style (`solid`) and colour
    /// (`currentcolor`). The line keywords must be adjacent; thickness is checked and dropped.
    func parseTextDecorationShorthand(_ range: Range<Int>, into values: inout [StyleValue]) throws(CSSValueError) {
        var lines: CSSTextDecorationLine?
        var linesFinished = false
        var style: CSSTextDecorationStyle?
        var color: CSSColor?
        var hasThickness = false
        var cursor = CSSComponentCursor(tokens, range)
        guard !cursor.isAtEnd else { throw .invalid }
        while let (token, index) = cursor.take() {
            if token.kind == .ident, let line = Self.decorationLines.value(for: text(token)) {
                guard !linesFinished, !(lines ?? []).contains(line), lines != CSSTextDecorationLine.none else { throw .invalid }
                lines = (lines ?? []).union(line)
                continue
            }
            if lines != nil { linesFinished = true }
            if isIdent(token, "none") {
                guard lines == nil else { throw .invalid }
                lines = CSSTextDecorationLine.none
            } else if token.kind == .ident, let parsed = Self.decorationStyles.value(for: text(token)) {
                guard style == nil else { throw .invalid }
                style = parsed
            } else if looksLikeColor(token) {
                guard color == nil else { throw .invalid }
                color = try self.color(token, index)
            } else {
                guard !hasThickness else { throw .invalid }
                if !isIdent(token, "auto") && !isIdent(token, "from-font") {
                    _ = try length(token, percentage: true, negative: true)
                }
                hasThickness = true
            }
        }
        values.append(.textDecorationLine(lines ?? CSSTextDecorationLine.none))
        values.append(.textDecorationStyle(style ?? .solid))
        values.append(.textDecorationColor(color ?? .currentColor))
    }

    /// The colour set by `background` (CSS Backgrounds 3 §3.10): the colour of the final
    /// layer, or `transparent` when none is given. The other parts are checked loosely
    /// (images, positions, sizes, repeat, attachment and box keywords) and dropped.
    func parseBackgroundShorthandColor(_ range: Range<Int>) throws(CSSValueError) -> CSSColor {
        var color: CSSColor?
        var cursor = CSSComponentCursor(tokens, range)
        guard !cursor.isAtEnd else { throw .invalid }
        var layerIsEmpty = true
        while let (token, index) = cursor.take() {
            switch token.kind {
            case .comma:
                // A colour is only allowed in the final layer.
                guard color == nil, !layerIsEmpty else { throw .invalid }
                layerIsEmpty = true
                continue
            case .url:
                break
            case .delim where token.delimiter == UInt8(ascii: "/"):
                break
            case .function where Self.imageFunctions.value(for: text(token)) != nil:
                break
            case .ident where Self.backgroundKeywords.value(for: text(token)) != nil:
                break
            case .dimension, .percentage, .number:
                _ = try length(token, percentage: true, negative: true)
            default:
                guard color == nil, looksLikeColor(token) else { throw .invalid }
                color = try self.color(token, index)
            }
            layerIsEmpty = false
        }
        guard !layerIsEmpty else { throw .invalid }
        return color ?? .rgba(.transparent)
    }

    /// The type set by `list-style` (CSS Lists 3 §3.5): `<position> || <image> || <type>`,
    /// where `none` sets whichever of image and type is not otherwise given. Position and
    /// image are checked and dropped.
    func parseListStyleShorthandType(_ range: Range<Int>) throws(CSSValueError) -> CSSListStyleType {
        var type: CSSListStyleType?
        var hasPosition = false
        var hasImage = false
        var noneCount = 0
        var cursor = CSSComponentCursor(tokens, range)
        guard !cursor.isAtEnd else { throw .invalid }
        while let (token, _) = cursor.take() {
            if isIdent(token, "none") {
                noneCount += 1
            } else if isIdent(token, "inside") || isIdent(token, "outside") {
                guard !hasPosition else { throw .invalid }
                hasPosition = true
            } else if token.kind == .url || (token.kind == .function && Self.imageFunctions.value(for: text(token)) != nil) {
                guard !hasImage else { throw .invalid }
                hasImage = true
            } else {
                guard type == nil else { throw .invalid }
                type = try listStyleType(token)
            }
        }
        switch noneCount {
        case 0: return type ?? .predefined(.disc)
        case 1 where type == nil: return CSSListStyleType.none
        case 1 where !hasImage: return type ?? .predefined(.disc)
        case 2 where type == nil && !hasImage: return CSSListStyleType.none
        default: throw .invalid
        }
    }

    static let imageFunctions = CSSKeywordTable<Bool>(
        [
            "url", "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
            "repeating-radial-gradient", "repeating-conic-gradient", "image-set", "image", "cross-fade", "element",
            "-webkit-linear-gradient", "-webkit-radial-gradient", "-webkit-gradient", "-webkit-image-set",
            "-moz-linear-gradient", "-moz-radial-gradient", "-o-linear-gradient",
        ].map { ($0, true) })
    static let backgroundKeywords = CSSKeywordTable<Bool>(
        [
            "none", "repeat", "repeat-x", "repeat-y", "no-repeat", "space", "round", "scroll", "fixed", "local",
            "left", "right", "top", "bottom", "center", "auto", "cover", "contain", "border-box", "padding-box",
            "content-box", "text",
        ].map { ($0, true) })
}
