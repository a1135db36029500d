import Foundation
import Testing

/// Warnings name `file:line:col`, repeated ones are summarised, control characters never
/// reach the output.
@Suite("diagnostics on the command line")
struct DiagnosticsCLITests {
    @Test("repeated warnings of one code: three shown with positions, the rest counted on one line")
    func summarised() throws {
        let html = (1...2_000).map { "<p style=\"color: nope\">\($0)</p>" }.joined(separator: "\n")
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(html.utf8).write(to: folder.appendingPathComponent("page.html"))
        let run = try CLITests.run(["-t", "text", "page.html"], in: folder)
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("page.html:1:") == true)
        #expect(lines.dropFirst().first?.hasPrefix("page.html:2:") == true)
        #expect(lines.last == "page.html: note: … and 1,997 more like this [css-invalid-declaration]")
        #expect(try CLITests.run(["-q", "-t", "text", "page.html"], in: folder).stderr.isEmpty)
    }

    @Test("raw HTML that swallows Markdown is reported at its position, in terms of what happened")
    func rawHTMLPosition() throws {
        let run = try CLITests.run(["-t", "html"], stdin: Data("# T\n\nSome text <script>alert(1)</script> after\n".utf8))
        #expect(run.stdout == "<h1>T</h1>\n<p>Some text after</p>\n")
        #expect(run.stderr == "<stdin>:3:11: warning: <script> in the Markdown drops its content, as a browser does: 1 piece(s) of text inside it were dropped [raw-html-dropped-content]\n")
    }

    @Test("control characters from the input never reach text, Markdown or HTML output", arguments: ["text", "gfm", "html", "runs.json"])
    func controlCharacters(format: String) throws {
        let input = Data("<p>title\u{1B}]0;owned\u{7} \u{1B}[2J clear\u{9B}31m\u{0}x\u{C}y</p>".utf8)
        let run = try CLITests.run(["-f", "html", "-t", format], stdin: input)
        #expect(run.status == 0)
        let bytes = Array(run.stdout.utf8)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x00) && !bytes.contains(0x0C))
        #expect(!run.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(run.stderr.contains("[control-character-replaced]"))
        #expect(run.stderr.components(separatedBy: "\n").filter { $0.contains("control-character") }.count == 1)
    }
}
