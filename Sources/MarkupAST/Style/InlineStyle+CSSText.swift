extension InlineStyle {
    /// The canonical CSS text of the declarations, `; `-separated without a trailing `;`,
    /// for writing a `style=` attribute back (the caller escapes it for HTML).
    ///
    /// Values use the canonical forms of the parser's output (`#ff0000`, `700`, `14px`).
    /// `text-decoration-line`, `-style` and `-color` are written as one `text-decoration`
    /// shorthand (at the first one's position, omitting `solid` and `currentcolor`) when all
    /// three are present with the same importance, which is what a `text-decoration`
    /// declaration expands to; every other property is written as its longhand.
    ///
    /// ```swift
    /// InlineStyleParser.parse("COLOR: red; font-weight: bold", …).cssText
    /// // "color: #ff0000; font-weight: 700"
    /// ```
    public var cssText: String {
        var writer = CSSTextWriter()
        let decoration = textDecorationShorthand
        var isFirst = true
        for (index, declaration) in declarations.enumerated() {
            if let decoration, decoration.members.contains(index) {
                guard index == decoration.members.min() else { continue }
                if !isFirst { writer.append("; ") }
                writer.append("text-decoration: ")
                writer.append(decoration.text)
                if declarations[index].isImportant { writer.append(" !important") }
            } else {
                if !isFirst { writer.append("; ") }
                writer.append(declaration)
            }
            isFirst = false
        }
        return writer.text
    }

    /// The indexes of the three text-decoration longhands and the shorthand value they
    /// combine into, when they do.
    private var textDecorationShorthand: (members: [Int], text: String)? {
        guard let line = declarations.firstIndex(where: { $0.property == .textDecorationLine }),
            let style = declarations.firstIndex(where: { $0.property == .textDecorationStyle }),
            let color = declarations.firstIndex(where: { $0.property == .textDecorationColor })
        else { return nil }
        let members = [line, style, color]
        guard members.allSatisfy({ declarations[$0].isImportant == declarations[line].isImportant }) else { return nil }
        var writer = CSSTextWriter()
        switch (declarations[line].value, declarations[style].value, declarations[color].value) {
        case (.cssWide(_, let a), .cssWide(_, let b), .cssWide(_, let c)) where a == b && b == c:
            writer.append(a.rawValue)
        case (.textDecorationLine(let lines), .textDecorationStyle(let lineStyle), .textDecorationColor(let lineColor)):
            writer.append(lines)
            if lineStyle != .solid {
                writer.append(" ")
                writer.append(lineStyle.rawValue)
            }
            if lineColor != .currentColor {
                writer.append(" ")
                writer.append(lineColor)
            }
        default:
            return nil
        }
        return (members, writer.text)
    }
}
