@testable import Backends
import Foundation
import MarkdownFrontend
import MarkupAST
import Testing

/// Golden files of the ANSI renderer: each sample in `Golden/ansi/*.md` at widths 20, 50 and
/// 80, in the terminals of ``ANSIGoldenTests/terminals`` (resolved through
/// ``ANSIRenderOptions/init(preferences:environment:)``, as the CLI does), in
/// `<case>.<terminal>.w<width>.expected.txt` with ESC written `\e` so that a diff shows the
/// escapes. Every output is also checked by
/// ``ANSIInvariants``.
@Suite("ANSI golden files")
struct ANSIGoldenTests {
    static let directory = GoldenFile.directory("ansi")
    static let widths = [20, 50, 80]

    /// The terminals the goldens are rendered for, by the environment a user would have.
    static let terminals: [(name: String, environment: TerminalEnvironment)] = [
        ("dumb", TerminalEnvironment(variables: ["TERM": "dumb"], isTerminal: true)),
        ("nocolor", TerminalEnvironment(variables: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true)),
        ("16", TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true)),
        ("256", TerminalEnvironment(variables: ["TERM": "xterm-256color"], isTerminal: true)),
        ("24bit", TerminalEnvironment(variables: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "TERM_PROGRAM": "WezTerm"], isTerminal: true)),
    ]

    static var cases: [String] { GoldenFile.cases("ansi") }

    static func render(_ markdown: String, width: Int, environment: TerminalEnvironment) -> String {
        let document = MarkdownParser().parse(markdown).document
        let options = ANSIRenderOptions(preferences: ANSIPreferences(columns: width), environment: environment)
        return ANSIRenderer(options: options).render(document)
    }

    @Test("golden output at widths 20, 50, 80 in every terminal", arguments: cases)
    func golden(name: String) throws {
        let markdown = try GoldenFile.input("ansi", name)
        let base = String(name.dropLast(".md".count))
        for width in Self.widths {
            for terminal in Self.terminals {
                let output = Self.render(markdown, width: width, environment: terminal.environment)
                let problems = ANSIInvariants.violations(in: output, width: width)
                #expect(problems.isEmpty, "\(base) \(terminal.name) w\(width): \(problems.prefix(5).joined(separator: "; "))")
                // `<case>.<terminal>.w<width>.expected.txt`, ESC written `\e`.
                try GoldenFile.check(
                    output.replacing("\u{1B}", with: "\\e"), backend: "ansi", input: "\(base).\(terminal.name).w\(width).md",
                    fileExtension: "txt"
                )
            }
        }
    }

    @Test("the fixture set is complete: every golden file belongs to a sample, terminal and width")
    func complete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        var expected: Set<String> = []
        for name in Self.cases {
            expected.insert(name)
            let base = String(name.dropLast(".md".count))
            for width in Self.widths {
                for terminal in Self.terminals { expected.insert("\(base).\(terminal.name).w\(width).expected.txt") }
            }
        }
        let unexpected = Set(files).subtracting(expected).sorted()
        let missing = expected.subtracting(files).sorted()
        #expect(unexpected.isEmpty && missing.isEmpty, "unexpected: \(unexpected); missing: \(missing)")
        #expect(Self.cases.count >= 3)
    }
}
