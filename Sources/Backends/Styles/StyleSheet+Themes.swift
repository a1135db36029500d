import MarkupAST

extension StyleSheet {
    /// The default theme: ``neutral``.
    public static let `default`: StyleSheet = neutral

    /// The app-neutral theme, `neutral`: structure without colour. Headings are bigger and
    /// semibold (2/1.5/1.25/1/0.875/0.85 em), strong text bold, emphasis italic, code monospace
    /// at 0.85 em, links underlined, quotes indented 16 pt, list items 24 pt per level,
    /// footnote definitions 0.875 em: GitHub's Markdown proportions on a 16 pt base.
    ///
    /// No style carries a `color`, `background` or `fontFamily` unless the content (inline
    /// CSS, `<font>`) or a stylesheet rule sets one, so an app applying the runs keeps its own
    /// label colour and fonts, and the text reads in light and dark mode alike. `marks` tell
    /// an app what to colour itself (`code`, `mark`, links through `links[]`).
    public static let neutral: StyleSheet = structure(root: RootStyle(theme: StyleTheme.neutral.rawValue, fontSize: 16))

    /// `github-light`: GitHub's light Markdown look, every colour resolved (16 pt `#1f2328` on
    /// white, `#0969da` underlined links, code on `#818b981f`, code blocks on `#f6f8fa`, quotes,
    /// rules, captions, footnotes and h6 in `#59636e`, `<mark>` on `#fff8c5`).
    public static let githubLight: StyleSheet = github(.githubLight, palette: GitHubPalette(
        text: RGBAColor(rgb: 0x1F2328), muted: RGBAColor(rgb: 0x59636E), link: RGBAColor(rgb: 0x0969DA),
        canvas: RGBAColor(rgb: 0xFFFFFF), code: RGBAColor(red: 0x81, green: 0x8B, blue: 0x98, alpha: 0x1F),
        codeBlock: RGBAColor(rgb: 0xF6F8FA), mark: RGBAColor(rgb: 0xFFF8C5)
    ))

    /// `github-dark`: GitHub's dark Markdown look, every colour resolved (16 pt `#f0f6fc` on
    /// `#0d1117`, `#4493f8` underlined links, code on `#656c7633`, code blocks on `#151b23`,
    /// quotes, rules, captions, footnotes and h6 in `#9198a1`, `<mark>` on `#bb800926`).
    ///
    /// The values are Primer's dark colour tokens as github-markdown-css 5.8 uses them
    /// (`--fgColor-default: #f0f6fc`, `--fgColor-muted: #9198a1`, `--fgColor-accent: #4493f8`,
    /// `--bgColor-default: #0d1117`, `--bgColor-muted: #151b23` for `pre`,
    /// `--bgColor-neutral-muted: #656c7633` for `code`, `--bgColor-attention-muted: #bb800926`
    /// for `mark`); github-light's are the same tokens' light values.
    public static let githubDark: StyleSheet = github(.githubDark, palette: GitHubPalette(
        text: RGBAColor(rgb: 0xF0F6FC), muted: RGBAColor(rgb: 0x9198A1), link: RGBAColor(rgb: 0x4493F8),
        canvas: RGBAColor(rgb: 0x0D1117), code: RGBAColor(red: 0x65, green: 0x6C, blue: 0x76, alpha: 0x33),
        codeBlock: RGBAColor(rgb: 0x151B23), mark: RGBAColor(red: 0xBB, green: 0x80, blue: 0x09, alpha: 0x26)
    ))

    /// The stylesheet of a named theme.
    public init(theme: StyleTheme) {
        switch theme {
        case .neutral: self = .neutral
        case .githubLight: self = .githubLight
        case .githubDark: self = .githubDark
        }
    }

    /// The colours a GitHub theme gives each part of the document.
    private struct GitHubPalette {
        let text: RGBAColor
        let muted: RGBAColor
        let link: RGBAColor
        let canvas: RGBAColor
        let code: RGBAColor
        let codeBlock: RGBAColor
        let mark: RGBAColor
    }

    /// ``neutral``'s structure with `palette`'s colours and the generic font families.
    private static func github(_ theme: StyleTheme, palette: GitHubPalette) -> StyleSheet {
        var sheet = structure(root: RootStyle(
            theme: theme.rawValue, fontSize: 16, fontFamily: ["system"], monospaceFontFamily: ["monospace"],
            color: palette.text, background: palette.canvas, linkColor: palette.link
        ))
        sheet.merge(MarkupStyle(color: palette.muted), into: .kind(.heading6))
        sheet.merge(MarkupStyle(background: palette.code), into: .kind(.code))
        sheet.merge(MarkupStyle(background: palette.codeBlock), into: .kind(.codeBlock))
        sheet.merge(MarkupStyle(color: palette.link), into: .kind(.link))
        sheet.merge(MarkupStyle(color: palette.link), into: .kind(.footnoteReference))
        for kind in [SemanticKind.blockQuote, .thematicBreak, .caption, .footnoteDefinition] {
            sheet.merge(MarkupStyle(color: palette.muted), into: .kind(kind))
        }
        sheet.merge(MarkupStyle(color: palette.text, background: palette.mark), into: .element("mark"))
        return sheet
    }

    /// The rules every theme shares: sizes, weights, faces, decorations and paragraph layout,
    /// no colour.
    private static func structure(root: RootStyle) -> StyleSheet {
        var sheet = StyleSheet(root: root)
        sheet[.kind(.paragraph)] = MarkupStyle(spacingAfter: 16)
        let headingScales: [Double] = [2, 1.5, 1.25, 1, 0.875, 0.85]
        for (offset, scale) in headingScales.enumerated() {
            sheet[.kind(.heading(offset + 1))] = MarkupStyle(
                fontSize: .scale(scale), fontWeight: 600, spacingBefore: 24, spacingAfter: 16
            )
        }
        sheet[.kind(.strong)] = MarkupStyle(fontWeight: 700)
        sheet[.kind(.emphasis)] = MarkupStyle(italic: true)
        sheet[.kind(.code)] = MarkupStyle(fontSize: .scale(0.85), monospace: true)
        sheet[.kind(.codeBlock)] = MarkupStyle(
            fontSize: .scale(0.85), monospace: true, lineHeightMultiple: 1.45, spacingAfter: 16, wrap: MarkupStyle.Wrap.none
        )
        sheet[.kind(.link)] = MarkupStyle(underline: TextDecoration(.single))
        sheet[.kind(.strikethrough)] = MarkupStyle(strikethrough: TextDecoration(.single))
        sheet[.kind(.underline)] = MarkupStyle(underline: TextDecoration(.single))
        sheet[.kind(.superscript)] = MarkupStyle(fontSize: .scale(0.75), script: .super)
        sheet[.kind(.subscript)] = MarkupStyle(fontSize: .scale(0.75), script: .sub)
        sheet[.kind(.footnoteReference)] = MarkupStyle(fontSize: .scale(0.75), script: .super)
        sheet[.kind(.blockQuote)] = MarkupStyle(indent: 16)
        sheet[.kind(.list)] = MarkupStyle(indent: 24)
        sheet[.kind(.listItem)] = MarkupStyle(spacingAfter: 4)
        sheet[.kind(.thematicBreak)] = MarkupStyle(spacingBefore: 24, spacingAfter: 24)
        sheet[.kind(.tableHeaderCell)] = MarkupStyle(fontWeight: 600)
        sheet[.kind(.tableCell)] = MarkupStyle(spacingAfter: 0)
        sheet[.kind(.caption)] = MarkupStyle(alignment: .center, spacingAfter: 8)
        sheet[.kind(.footnoteDefinition)] = MarkupStyle(fontSize: .scale(0.875), indent: 24)
        sheet[.kind(.htmlBlock)] = MarkupStyle(monospace: true, spacingAfter: 16)
        sheet[.element("small")] = MarkupStyle(fontSize: .scale(0.875))
        sheet[.element("kbd")] = MarkupStyle(monospace: true)
        sheet[.element("abbr")] = MarkupStyle(underline: TextDecoration(.dotted))
        return sheet
    }
}
