import Foundation
import Testing

/// `mconv -f runs.json`: runs read back into a document, through the built executable.
@Suite("mconv -f runs.json")
struct RunsInputCLITests {
    private let markdown = "# Title\n\nSome **bold [link](https://example.com/)** and `code`.\n\n- [x] done\n- todo\n"

    @Test("runs written by mconv convert back to the same Markdown and HTML; a .json input is read as runs")
    func roundTrip() throws {
        let runs = try CLITests.run(["-f", "markdown", "-t", "runs.json"], stdin: Data(markdown.utf8))
        #expect(runs.status == 0)
        let back = try CLITests.run(["-f", "runs.json", "-t", "markdown"], stdin: Data(runs.stdout.utf8))
        #expect(back.status == 0)
        #expect(back.stderr == "")
        #expect(back.stdout == markdown)

        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(runs.stdout.utf8).write(to: directory.appendingPathComponent("doc.json"))
        let html = try CLITests.run(["doc.json", "-t", "html"], in: directory)
        #expect(html.status == 0)
        #expect(html.stdout.hasPrefix("<h1>Title</h1>\n<p>Some <strong>bold <a href=\"https://example.com/\""))
        let direct = try CLITests.run(["-f", "markdown", "-t", "html"], stdin: Data(markdown.utf8))
        #expect(html.stdout == direct.stdout)
    }

    @Test("input that is not runs.json is invalid input data (exit 65), with the reason")
    func notRuns() throws {
        let cases: [(String, String)] = [
            ("not json", "mconv: error: not a runs.json document: "),
            (#"{"format":"mconv.ast","version":"1.0","runs":[]}"#, #"mconv: error: not a runs.json document: "format" is "mconv.ast" (expected "mconv.runs")"#),
            (#"{"format":"mconv.runs","version":"3.0","runs":[]}"#, "mconv: error: runs.json version 3.0 is not supported (this reader reads 1.x and 2.x)"),
            (#"{"format":"mconv.runs","version":"1.1"}"#, #"mconv: error: runs.json: "runs" is missing or not an array"#),
        ]
        for (input, message) in cases {
            let run = try CLITests.run(["-f", "runs.json", "-t", "markdown"], stdin: Data(input.utf8))
            #expect(run.status == 65, "\(input)")
            #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
            #expect(run.stdout == "")
        }
    }

    @Test("an inconsistent file converts with warnings naming the problem (exit 0)")
    func inconsistent() throws {
        let json = #"""
        {"format":"mconv.runs","version":"1.1","styles":[{"marks":["strong"]}],
        "blocks":[{"type":"paragraph","parent":null},{"type":"paragraph","parent":7}],
        "runs":[{"text":"Hi ","style":0,"block":0},{"text":"there","style":9,"block":0},{"text":"end","block":1}]}
        """#
        let run = try CLITests.run(["-f", "runs.json", "-t", "markdown"], stdin: Data(json.utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "**Hi** there\n\nend\n")
        #expect(run.stderr.contains("[runs-json-bad-reference]"))
        #expect(run.stderr.contains("[runs-json-bad-parent]"))
    }
}
