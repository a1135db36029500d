import Foundation
import Testing

/// `-f`/`-t prosemirror` (`tiptap`), `portable-text` (`pt`) and `contentful` through the built
/// executable: conversions both ways, and malformed input as invalid input data (exit 65)
/// with the JSON path and no output.
@Suite("mconv app JSON formats")
struct AppJSONCLITests {
    private let markdown = "# Title\n\nSome **bold [link](https://example.com/)** and `code`.\n\n- one\n- two\n"

    @Test("Markdown → each format → Markdown gives the Markdown back", arguments: ["tiptap", "pt", "contentful"])
    func roundTrip(_ format: String) throws {
        let json = try CLITests.run(["-f", "markdown", "-t", format], stdin: Data(markdown.utf8))
        #expect(json.status == 0)
        #expect(json.stderr == "")
        let back = try CLITests.run(["-f", format, "-t", "markdown"], stdin: Data(json.stdout.utf8))
        #expect(back.status == 0)
        #expect(back.stderr == "")
        #expect(back.stdout == markdown)
    }

    @Test("malformed input exits 65 with the JSON path and writes nothing", arguments: [
        ("prosemirror", #"{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":1}]}]}]}"#,
         "mconv: error: not a valid ProseMirror document: content[0].content[0].marks[0].type: expected a string"),
        ("portable-text", #"[{"_type":"block","children":[{"_type":"span"}]}]"#,
         #"mconv: error: not a valid Portable Text document: [0].children[0]: "text" is missing"#),
        ("contentful", "{\"nodeType\":\"document\",\"content\":7}", "mconv: error: not a valid Contentful Rich Text document: content: expected an array"),
    ])
    func malformed(_ format: String, _ input: String, _ message: String) throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(input.utf8).write(to: directory.appendingPathComponent("in.json"))
        let run = try CLITests.run(["-f", format, "-t", "html", "in.json", "-o", "out.html"], in: directory)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.html").path))
    }
}
