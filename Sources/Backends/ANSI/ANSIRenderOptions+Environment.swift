extension ANSIRenderOptions {
    /// The options for `preferences` in `environment`, by the conventions terminal tools
    /// share:
    ///
    /// - **Width**: `--columns`, else `COLUMNS`, else the terminal's width, else 80.
    /// - **Escapes** (`--color auto`): on when the output is a terminal whose `TERM` is not
    ///   `dumb`, or when `FORCE_COLOR`/`CLICOLOR_FORCE` ask for them; off with
    ///   `FORCE_COLOR=0` or `CLICOLOR=0`. Without escapes the output is the plain layout.
    ///   `always` and `never` decide alone.
    /// - **Colour**: `NO_COLOR` removes colours but keeps bold, italics and underline,
    ///   unless `--color always` was given. The depth is `--color-depth`, else what
    ///   `FORCE_COLOR`, `COLORTERM` or `TERM` announce, else 16 colours.
    /// - **Hyperlinks** (`auto`): on when escapes are and the terminal is one known to show
    ///   OSC 8 links; otherwise links are written `text (url)` (or numbered, with
    ///   `--link-style reference`), so no URL is ever hidden.
    /// - **Symbols**: box drawing, bullets and check boxes unless the locale names a
    ///   character set other than UTF-8 (`LANG=C`), or `--ascii`/`--unicode` decide.
    public init(preferences: ANSIPreferences, environment: TerminalEnvironment) {
        let columns = preferences.columns
            ?? environment.value("COLUMNS").flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
            ?? (environment.isTerminal ? environment.terminalColumns.flatMap { $0 > 0 ? $0 : nil } : nil)
            ?? 80
        let usesEscapes: Bool
        switch preferences.color {
        case .always: usesEscapes = true
        case .never: usesEscapes = false
        case .auto:
            usesEscapes = !environment.refusesColor
                && (environment.forcesColor || (environment.isTerminal && environment.term != "dumb"))
        }
        let noColor = environment.value("NO_COLOR") != nil && preferences.color != .always
        let depth = usesEscapes && !noColor ? (preferences.colorDepth ?? environment.announcedDepth) : nil
        let hyperlinks: Bool
        switch preferences.hyperlinks {
        case .always: hyperlinks = usesEscapes
        case .never: hyperlinks = false
        case .auto: hyperlinks = usesEscapes && environment.showsHyperlinks
        }
        self.init(
            columns: columns, usesEscapes: usesEscapes, colorDepth: depth, hyperlinks: hyperlinks,
            linkStyle: preferences.linkStyle, theme: preferences.theme, codeLines: preferences.codeLines,
            unicode: preferences.unicode == .auto ? environment.usesUTF8 : preferences.unicode == .always,
            headingPrefixes: preferences.headingPrefixes
        )
    }
}
