import Foundation
import Testing

/// `mconv debug-html-tree`: the html5lib tree dump of HTML on standard input or in a file,
/// steered by the environment as the shared html5lib runner does.
@Suite("mconv debug-html-tree")
struct DebugHTMLTreeTests {
    /// Runs `mconv debug-html-tree` with `arguments`, `input` on standard input and the
    /// html5lib variables set as given (`nil`: unset).
    static func run(
        _ arguments: [String] = [], input: String = "", context: String? = nil, scripting: String? = nil
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try CLITests.run(
            ["debug-html-tree"] + arguments, stdin: Data(input.utf8),
            environment: ["HTML5LIB_FRAGMENT_CONTEXT": context, "HTML5LIB_SCRIPTING": scripting]
        )
        return (run.status, run.stdout, run.stderr)
    }

    @Test("standard input parses as a whole document by default")
    func document() throws {
        let result = try Self.run(input: "<b>1<i>2</b>3</i>")
        #expect(result.status == 0)
        #expect(result.stdout == """
            | <html>
            |   <head>
            |   <body>
            |     <b>
            |       "1"
            |       <i>
            |         "2"
            |     <i>
            |       "3"

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test("HTML5LIB_FRAGMENT_CONTEXT parses a fragment in that context")
    func fragment() throws {
        let cell = try Self.run(input: "<td>x", context: "tr")
        #expect(cell.stdout == "| <td>\n|   \"x\"\n")
        let svg = try Self.run(input: "<path/>", context: "svg g")
        #expect(svg.stdout == "| <svg path>\n")
    }

    @Test("HTML5LIB_SCRIPTING=on makes <noscript> raw text")
    func scripting() throws {
        let on = try Self.run(input: "<noscript><b>x</b></noscript>", context: "body", scripting: "on")
        #expect(on.stdout == "| <noscript>\n|   \"<b>x</b>\"\n")
        let off = try Self.run(input: "<noscript><b>x</b></noscript>", context: "body", scripting: "off")
        #expect(off.stdout == "| <noscript>\n|   <b>\n|     \"x\"\n")
    }

    @Test("a file argument, and --summary for inputs whose dump would be huge")
    func fileAndSummary() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("deep.html")
        try Data(String(repeating: "<div>", count: 1_000).utf8).write(to: file)
        let result = try Self.run(["--summary", file.path], context: "body")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("nodes: 1001\ndepth: 511\n"))
        #expect(result.stdout.contains("[html-open-elements-capped]"))
    }

    @Test("usage errors exit 64, unreadable files 1, and the help lists the subcommand")
    func errors() throws {
        #expect(try Self.run(["--bogus"]).status == 64)
        #expect(try Self.run(["a.html", "b.html"]).status == 64)
        let missing = try Self.run(["/nonexistent/page.html"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("mconv: error:"))
        #expect(try CLITests.run(["--help"]).stdout.contains("debug-html-tree"))
    }
}
