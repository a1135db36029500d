import MarkupAST

extension StyleSheet {
    /// The default theme, `github-light`: GitHub's light Markdown look (16 pt body text,
    /// `#1f2328` on white, `#0969da` underlined links, headings 2/1.5/1.25/1/0.875/0.85 em at
    /// weight 600, code in monospace at 0.85 em on a light grey, quotes indented 16 pt in
    /// `#59636e`, list items indented 24 pt per level, footnote numbers hanging in 24 pt).
    public static let `default`: StyleSheet = {
        let text = RGBAColor(rgb: 0x1F2328)
        let muted = RGBAColor(rgb: 0x59636E)
        let link = RGBAColor(rgb: 0x0969DA)
        var sheet = StyleSheet(root: RootStyle(
            theme: "github-light", fontSize: 16, fontFamily: ["system"], monospaceFontFamily: ["monospace"],
            color: text, background: RGBAColor(rgb: 0xFFFFFF), linkColor: link
        ))
        sheet[.kind(.paragraph)] = MarkupStyle(spacingAfter: 16)
        let headingScales: [Double] = [2, 1.5, 1.25, 1, 0.875, 0.85]
        for (offset, scale) in headingScales.enumerated() {
            let level = offset + 1
            sheet[.kind(.heading(level))] = MarkupStyle(
                fontSize: .scale(scale), fontWeight: 600, color: level == 6 ? muted : nil,
                spacingBefore: 24, spacingAfter: 16
            )
        }
        sheet[.kind(.strong)] = MarkupStyle(fontWeight: 700)
        sheet[.kind(.emphasis)] = MarkupStyle(italic: true)
        sheet[.kind(.code)] = MarkupStyle(
            fontSize: .scale(0.85), monospace: true, background: RGBAColor(red: 0x81, green: 0x8B, blue: 0x98, alpha: 0x1F)
        )
        sheet[.kind(.codeBlock)] = MarkupStyle(
            fontSize: .scale(0.85), monospace: true, background: RGBAColor(rgb: 0xF6F8FA),
            lineHeightMultiple: 1.45, spacingAfter: 16, wrap: MarkupStyle.Wrap.none
        )
        sheet[.kind(.link)] = MarkupStyle(color: link, underline: TextDecoration(.single))
        sheet[.kind(.strikethrough)] = MarkupStyle(strikethrough: TextDecoration(.single))
        sheet[.kind(.underline)] = MarkupStyle(underline: TextDecoration(.single))
        sheet[.kind(.superscript)] = MarkupStyle(fontSize: .scale(0.75), script: .super)
        sheet[.kind(.subscript)] = MarkupStyle(fontSize: .scale(0.75), script: .sub)
        sheet[.kind(.footnoteReference)] = MarkupStyle(fontSize: .scale(0.75), color: link, script: .super)
        sheet[.kind(.blockQuote)] = MarkupStyle(color: muted, indent: 16)
        sheet[.kind(.list)] = MarkupStyle(indent: 24)
        sheet[.kind(.listItem)] = MarkupStyle(spacingAfter: 4)
        sheet[.kind(.thematicBreak)] = MarkupStyle(color: muted, spacingBefore: 24, spacingAfter: 24)
        sheet[.kind(.tableHeaderCell)] = MarkupStyle(fontWeight: 600)
        sheet[.kind(.tableCell)] = MarkupStyle(spacingAfter: 0)
        sheet[.kind(.caption)] = MarkupStyle(color: muted, alignment: .center, spacingAfter: 8)
        sheet[.kind(.footnoteDefinition)] = MarkupStyle(fontSize: .scale(0.875), color: muted, indent: 24)
        sheet[.kind(.htmlBlock)] = MarkupStyle(monospace: true, spacingAfter: 16)
        sheet[.element("mark")] = MarkupStyle(color: text, background: RGBAColor(rgb: 0xFFF8C5))
        sheet[.element("small")] = MarkupStyle(fontSize: .scale(0.875))
        sheet[.element("kbd")] = MarkupStyle(monospace: true)
        sheet[.element("abbr")] = MarkupStyle(underline: TextDecoration(.dotted))
        return sheet
    }()
}
