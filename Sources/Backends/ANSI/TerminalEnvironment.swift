/// What the environment says about the terminal output goes to, gathered by the caller (the
/// CLI reads its process environment, `isatty` and the window size); the library never reads
/// them itself, so a program can render for a terminal other than its own.
public struct TerminalEnvironment: Hashable, Sendable {
    /// Environment variables (`TERM`, `COLORTERM`, `NO_COLOR`, `FORCE_COLOR`, `CLICOLOR`,
    /// `CLICOLOR_FORCE`, `COLUMNS`, `LC_ALL`, `LC_CTYPE`, `LANG`, `TERM_PROGRAM`,
    /// `VTE_VERSION`…).
    public var variables: [String: String]
    /// Whether the output is a terminal.
    public var isTerminal: Bool
    /// The terminal's width in cells, when it is one and reports it.
    public var terminalColumns: Int?

    /// Creates an environment description.
    public init(variables: [String: String] = [:], isTerminal: Bool = false, terminalColumns: Int? = nil) {
        self.variables = variables
        self.isTerminal = isTerminal
        self.terminalColumns = terminalColumns
    }

    /// The value of `name` when set and not empty.
    func value(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// `TERM`, lower-cased (`""` when unset).
    var term: String { value("TERM")?.lowercased() ?? "" }

    /// Whether `FORCE_COLOR` or `CLICOLOR_FORCE` asks for colour (set, and not `0` or
    /// `false`).
    var forcesColor: Bool {
        [value("FORCE_COLOR"), value("CLICOLOR_FORCE")].contains { $0 != nil && $0 != "0" && $0?.lowercased() != "false" }
    }

    /// Whether `FORCE_COLOR=0`/`false` or `CLICOLOR=0` turns colour off.
    var refusesColor: Bool {
        let force = value("FORCE_COLOR")?.lowercased()
        return force == "0" || force == "false" || value("CLICOLOR") == "0"
    }

    /// The colour depth the variables announce: `FORCE_COLOR` 1/2/3, `COLORTERM=truecolor`
    /// or `24bit`, a `TERM` ending in `256color` or `direct`; 16 otherwise.
    var announcedDepth: ANSIRenderOptions.ColorDepth {
        switch value("FORCE_COLOR") {
        case "1"?: return .sixteen
        case "2"?: return .palette256
        case "3"?: return .trueColor
        default: break
        }
        if let colorTerm = value("COLORTERM")?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.hasSuffix("-direct") || term == "xterm-kitty" || term == "xterm-ghostty" || term == "wezterm" { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .sixteen
    }

    /// Whether the locale is a UTF-8 one, by the first of `LC_ALL`, `LC_CTYPE` and `LANG`
    /// that is set: a locale that names another character set (`C`, `POSIX`,
    /// `en_US.ISO-8859-1`) asks for ASCII; none set is taken as UTF-8, what terminals use.
    var usesUTF8: Bool {
        guard let locale = value("LC_ALL") ?? value("LC_CTYPE") ?? value("LANG") else { return true }
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// Whether the terminal is one known to show OSC 8 hyperlinks (a terminal that does not
    /// would hide the URL, so the default is no).
    var showsHyperlinks: Bool {
        let programs: Set<String> = ["iterm.app", "wezterm", "vscode", "ghostty", "hyper", "tabby", "rio", "warpterminal", "contour"]
        if let program = value("TERM_PROGRAM")?.lowercased(), programs.contains(program) { return true }
        if let vte = value("VTE_VERSION").flatMap(Int.init), vte >= 5000 { return true }
        if value("KONSOLE_VERSION") != nil || value("WT_SESSION") != nil || value("KITTY_WINDOW_ID") != nil { return true }
        if value("DOMTERM") != nil { return true }
        return ["xterm-kitty", "xterm-ghostty", "wezterm", "foot", "foot-extra", "contour"].contains(term)
    }
}
