import Foundation
import Testing

/// docs/runs-format.md shows what the binary writes: the shape example (the whole output of
/// its `echo … | mconv` line) and each `printf … | mconv …` command of the themes section,
/// whose JSON block holds lines of that command's output.
@Suite("runs-format.md examples")
struct RunsFormatDocExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func guide() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/runs-format.md"), encoding: .utf8)
    }

    /// The text between `opening` and the next closing fence, after `start`.
    static func block(after opening: String, in text: Substring) -> Substring? {
        guard let start = text.range(of: opening) else { return nil }
        let rest = text[start.upperBound...]
        return rest.range(of: "\n```").map { rest[..<$0.lowerBound] }
    }

    @Test("the shape example is the whole output of the command under it")
    func shape() throws {
        let guide = try Self.guide()
        let json = try #require(Self.block(after: "## The shape\n\n```json\n", in: guide[...]))
        let run = try CLITests.run(["-f", "html", "-t", "runs.json"], stdin: Data("<p>Hi <b>there</b>!</p>\n".utf8))
        #expect(run.stdout == json + "\n")
        #expect(guide.contains("(`echo '<p>Hi <b>there</b>!</p>' | mconv -f html -t runs.json`.)"))
    }

    @Test("the dark-mode examples show lines the commands print, neutral and github-dark")
    func themes() throws {
        let guide = try Self.guide()
        let section = try #require(guide.components(separatedBy: "## Themes and dark mode").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        var checked = 0
        var rest = section[...]
        while let command = Self.block(after: "```sh\n", in: rest) {
            let parts = command.components(separatedBy: "' | mconv ")
            try #require(parts.count == 2 && parts[0].hasPrefix("printf '"), "\(command)")
            let input = parts[0].dropFirst("printf '".count).replacingOccurrences(of: "\\n", with: "\n")
            let arguments = parts[1].split(separator: " ").map(String.init)
            let after = rest[try #require(rest.range(of: command)).upperBound...]
            let json = try #require(Self.block(after: "```json\n", in: after))
            let run = try CLITests.run(arguments, stdin: Data(input.utf8))
            #expect(run.status == 0)
            let lines = Set(run.stdout.split(separator: "\n").map(String.init))
            for line in json.split(separator: "\n") {
                #expect(lines.contains(String(line)), "\(arguments): \(line)")
            }
            checked += 1
            rest = after[try #require(after.range(of: json)).upperBound...]
        }
        #expect(checked == 2)
    }
}
