/// The colours of the ANSI renderer's roles for a dark or a light background. Each colour
/// carries its 16-colour stand-in, picked by hand so that the fallback still reads on that
/// background (yellow, say, is never text on a light theme).
struct ANSITheme {
    /// Headings 1 to 6.
    let headings: [TerminalColor]
    let link: TerminalColor
    let inlineCode: TerminalColor
    /// Bars of quotes, rules, table borders, markers of secondary text.
    let subtle: TerminalColor
    let listMarker: TerminalColor
    let markForeground: TerminalColor
    let markBackground: TerminalColor
    let footnote: TerminalColor
    let keyword: TerminalColor
    let string: TerminalColor
    let comment: TerminalColor
    let number: TerminalColor

    static func named(_ theme: ANSIRenderOptions.Theme) -> ANSITheme {
        theme == .dark ? dark : light
    }

    /// One Dark's colours.
    static let dark = ANSITheme(
        headings: [
            TerminalColor(0xC678DD, sixteen: 13), TerminalColor(0x56B6C2, sixteen: 14), TerminalColor(0x61AFEF, sixteen: 12),
            TerminalColor(0x98C379, sixteen: 10), TerminalColor(0xE5C07B, sixteen: 11), TerminalColor(0xABB2BF, sixteen: 7),
        ],
        link: TerminalColor(0x61AFEF, sixteen: 12),
        inlineCode: TerminalColor(0xE5C07B, sixteen: 3),
        subtle: TerminalColor(0x7F848E, sixteen: 8),
        listMarker: TerminalColor(0x56B6C2, sixteen: 6),
        markForeground: TerminalColor(0x282C34, sixteen: 0),
        markBackground: TerminalColor(0xE5C07B, sixteen: 3),
        footnote: TerminalColor(0x56B6C2, sixteen: 6),
        keyword: TerminalColor(0xC678DD, sixteen: 5),
        string: TerminalColor(0x98C379, sixteen: 2),
        comment: TerminalColor(0x7F848E, sixteen: 8),
        number: TerminalColor(0xD19A66, sixteen: 3)
    )

    /// One Light's colours.
    static let light = ANSITheme(
        headings: [
            TerminalColor(0xA626A4, sixteen: 5), TerminalColor(0x0184BC, sixteen: 6), TerminalColor(0x4078F2, sixteen: 4),
            TerminalColor(0x50A14F, sixteen: 2), TerminalColor(0x986801, sixteen: 1), TerminalColor(0x383A42, sixteen: 0),
        ],
        link: TerminalColor(0x4078F2, sixteen: 4),
        inlineCode: TerminalColor(0xE45649, sixteen: 1),
        subtle: TerminalColor(0xA0A1A7, sixteen: 8),
        listMarker: TerminalColor(0x0184BC, sixteen: 4),
        markForeground: TerminalColor(0x383A42, sixteen: 0),
        markBackground: TerminalColor(0xFFF8C5, sixteen: 11),
        footnote: TerminalColor(0x0184BC, sixteen: 4),
        keyword: TerminalColor(0xA626A4, sixteen: 5),
        string: TerminalColor(0x50A14F, sixteen: 2),
        comment: TerminalColor(0xA0A1A7, sixteen: 8),
        number: TerminalColor(0x0184BC, sixteen: 6)
    )
}
