import Foundation
import Testing

/// `mconv -t ansi` from the command line: the options, their usage errors, and what the
/// environment does when standard output is a pipe (the tests' case; the terminal case is
/// scripts/tmux-ansi-check.sh).
@Suite("mconv -t ansi")
struct ANSICLITests {
    static let sample = Data("# Title\n\nSome **bold** text and a [link](https://example.com).\n".utf8)
    /// A clean environment: no colour hints inherited from whoever runs the tests.
    static let clean: [String: String?] = [
        "NO_COLOR": nil, "FORCE_COLOR": nil, "CLICOLOR_FORCE": nil, "CLICOLOR": nil, "COLUMNS": nil, "TERM": "xterm-256color",
        "COLORTERM": nil, "TERM_PROGRAM": nil, "LC_ALL": nil, "LC_CTYPE": nil, "LANG": "C.UTF-8",
    ]

    static func run(_ arguments: [String], stdin: Data = sample, environment: [String: String?] = [:]) throws -> CLITests.Run {
        try CLITests.run(arguments, stdin: stdin, environment: clean.merging(environment) { $1 })
    }

    @Test("to a pipe: the plain layout, no escapes; the aliases terminal and term")
    func pipe() throws {
        for name in ["ansi", "terminal", "term"] {
            let result = try Self.run(["-t", name])
            #expect(result.status == 0)
            #expect(!result.stdout.contains("\u{1B}"), "\(name)")
            #expect(result.stdout.hasPrefix("Title\n━━━━━\n\nSome bold text and a link (https://example.com).\n"), "\(result.stdout)")
        }
    }

    @Test("--color always: escapes even to a pipe, colours at the depth TERM announces, NO_COLOR ignored")
    func always() throws {
        let result = try Self.run(["-t", "ansi", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(result.stdout.contains("\u{1B}[1m"))
        #expect(result.stdout.contains("\u{1B}[38;5;"), "xterm-256color: 256 colours")
        let forced = try Self.run(["-t", "ansi"], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(forced.stdout.contains("\u{1B}[1m") && !forced.stdout.contains("\u{1B}[3"), "forced escapes, NO_COLOR keeps colours out")
    }

    @Test("--columns and COLUMNS set the width; --hyperlinks always writes OSC 8")
    func widthAndLinks() throws {
        let text = Data(String(repeating: "word ", count: 30).utf8)
        let narrow = try Self.run(["-t", "ansi", "--columns", "20"], stdin: text, environment: ["COLUMNS": "60"])
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 20 })
        let fromEnvironment = try Self.run(["-t", "ansi"], stdin: text, environment: ["COLUMNS": "30"])
        #expect(fromEnvironment.stdout.split(separator: "\n").map(\.count).max() == 29)
        let linked = try Self.run(["-t", "ansi", "--color", "always", "--hyperlinks", "always"])
        #expect(linked.stdout.contains("\u{1B}]8;id=") && linked.stdout.contains(";https://example.com\u{1B}\\"))
    }

    @Test("bad values are usage errors (exit 64) that list the good ones")
    func usageErrors() throws {
        let cases: [([String], String)] = [
            (["--color", "sometimes"], "--color: expected one of auto, always, never"),
            (["--color-depth", "12"], "--color-depth: expected 16, 256 or 24bit"),
            (["--columns", "0"], "--columns"),
            (["--theme", "solarized"], "--theme: expected one of dark, light"),
            (["--link-style", "footnote"], "--link-style: expected one of inline, reference"),
            (["--ascii", "--unicode"], "cannot be combined"),
        ]
        for (arguments, message) in cases {
            let result = try Self.run(["-t", "ansi"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("-o file.ansi picks the format; a file is never a terminal, so it gets the plain layout")
    func outputFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mconv-ansi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.ansi")
        let result = try Self.run(["-o", target.path])
        #expect(result.status == 0)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("Title\n━━━━━\n") && !written.contains("\u{1B}"))
    }

    @Test("escape sequences in the input never reach the output, even with colour forced")
    func hostileInput() throws {
        let hostile = Data("title \u{1B}]0;pwned\u{7} and \u{1B}[2J clear\n".utf8)
        let result = try Self.run(["-t", "ansi", "--color", "always"], stdin: hostile)
        #expect(!result.stdout.contains("\u{1B}]0") && !result.stdout.contains("\u{1B}[2J") && !result.stdout.contains("\u{7}"))
    }
}
