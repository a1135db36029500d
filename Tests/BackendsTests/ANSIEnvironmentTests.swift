@testable import Backends
import Testing

/// How ``ANSIRenderOptions/init(preferences:environment:)`` reads the terminal conventions
/// (B.2 of ansi.md): width precedence, colour on/off, NO_COLOR, forcing, depth, hyperlinks.
@Suite("ANSI options from the environment")
struct ANSIEnvironmentTests {
    static func options(_ variables: [String: String], tty: Bool = true, ttyColumns: Int? = 120, _ preferences: ANSIPreferences = ANSIPreferences()) -> ANSIRenderOptions {
        ANSIRenderOptions(preferences: preferences, environment: TerminalEnvironment(variables: variables, isTerminal: tty, terminalColumns: ttyColumns))
    }

    @Test("width: --columns > COLUMNS > the terminal's width > 80")
    func width() {
        #expect(Self.options(["COLUMNS": "60"], ANSIPreferences(columns: 40)).columns == 40)
        #expect(Self.options(["COLUMNS": "60"]).columns == 60)
        #expect(Self.options([:]).columns == 120)
        #expect(Self.options([:], tty: false).columns == 80, "a file is not the terminal")
        #expect(Self.options(["COLUMNS": "nonsense"], ttyColumns: nil).columns == 80)
        #expect(Self.options([:], ANSIPreferences(columns: 3)).columns == 10, "at least 10 cells")
    }

    @Test("auto: escapes on a terminal unless TERM=dumb; never on a pipe or file unless forced")
    func auto() {
        #expect(Self.options(["TERM": "xterm"]).usesEscapes)
        #expect(!Self.options(["TERM": "dumb"]).usesEscapes)
        #expect(!Self.options(["TERM": "xterm"], tty: false).usesEscapes)
        #expect(Self.options(["TERM": "xterm", "FORCE_COLOR": "1"], tty: false).usesEscapes)
        #expect(Self.options(["CLICOLOR_FORCE": "1"], tty: false).usesEscapes)
        #expect(!Self.options(["TERM": "xterm", "FORCE_COLOR": "0"]).usesEscapes)
        #expect(!Self.options(["TERM": "xterm", "CLICOLOR": "0"]).usesEscapes)
    }

    @Test("always and never decide alone")
    func explicit() {
        #expect(Self.options(["TERM": "dumb"], tty: false, ANSIPreferences(color: .always)).usesEscapes)
        #expect(!Self.options(["TERM": "xterm", "FORCE_COLOR": "3"], ANSIPreferences(color: .never)).usesEscapes)
    }

    @Test("NO_COLOR removes colours, keeps the escapes; --color always wins over it")
    func noColor() {
        let dropped = Self.options(["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(dropped.usesEscapes && dropped.colorDepth == nil)
        #expect(Self.options(["TERM": "xterm-256color", "NO_COLOR": ""]).colorDepth == .palette256, "empty NO_COLOR is unset")
        #expect(Self.options(["TERM": "xterm-256color", "NO_COLOR": "1"], ANSIPreferences(color: .always)).colorDepth == .palette256)
    }

    @Test("depth: --color-depth > FORCE_COLOR level > COLORTERM > TERM > 16")
    func depth() {
        #expect(Self.options(["TERM": "xterm"]).colorDepth == .sixteen)
        #expect(Self.options(["TERM": "xterm-256color"]).colorDepth == .palette256)
        #expect(Self.options(["TERM": "xterm", "COLORTERM": "truecolor"]).colorDepth == .trueColor)
        #expect(Self.options(["TERM": "xterm", "COLORTERM": "24bit"]).colorDepth == .trueColor)
        #expect(Self.options(["TERM": "xterm-256color", "FORCE_COLOR": "1"]).colorDepth == .sixteen)
        #expect(Self.options(["TERM": "xterm-256color", "COLORTERM": "truecolor"], ANSIPreferences(colorDepth: .palette256)).colorDepth == .palette256)
    }

    @Test("hyperlinks: auto on terminals known to show them; always needs escapes; never")
    func hyperlinks() {
        #expect(!Self.options(["TERM": "xterm-256color"]).hyperlinks, "unknown terminal: URLs stay visible")
        #expect(Self.options(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).hyperlinks)
        #expect(Self.options(["TERM": "xterm-256color", "VTE_VERSION": "7200"]).hyperlinks)
        #expect(Self.options(["TERM": "xterm-kitty"]).hyperlinks)
        #expect(!Self.options(["TERM": "xterm-kitty"], tty: false).hyperlinks)
        #expect(Self.options(["TERM": "xterm"], ANSIPreferences(hyperlinks: .always)).hyperlinks)
        #expect(!Self.options(["TERM": "dumb"], ANSIPreferences(hyperlinks: .always)).hyperlinks, "no escapes, no links")
        #expect(!Self.options(["TERM_PROGRAM": "WezTerm", "TERM": "xterm"], ANSIPreferences(hyperlinks: .never)).hyperlinks)
    }
}
