#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Backends

/// Reads what the ANSI renderer needs to know about the terminal: the environment
/// variables, whether the output is a terminal, and its width (`TIOCGWINSZ`).
enum TerminalProbe {
    /// The variables the terminal conventions use.
    private static let names = [
        "TERM", "COLORTERM", "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLUMNS", "TERM_PROGRAM",
        "VTE_VERSION", "KONSOLE_VERSION", "WT_SESSION", "KITTY_WINDOW_ID", "DOMTERM", "LC_ALL", "LC_CTYPE", "LANG",
    ]

    /// The environment of the output written to `descriptor` (standard output, or one given
    /// as `/dev/fd/N`); `nil` for a file, which is never a terminal.
    static func environment(of descriptor: Int32?) -> TerminalEnvironment {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        guard let descriptor, isatty(descriptor) == 1 else { return TerminalEnvironment(variables: variables) }
        return TerminalEnvironment(variables: variables, isTerminal: true, terminalColumns: windowColumns(of: descriptor))
    }

    /// The width of the terminal on `descriptor`, if it reports one.
    private static func windowColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
