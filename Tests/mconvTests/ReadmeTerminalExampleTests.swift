import Foundation
import Testing

/// The README's "Reading in the terminal" example is what the binary prints: the block
/// between `<!-- ansi-example:begin -->` and `<!-- ansi-example:end -->` is compared with
/// `mconv -t ansi --columns 50 examples/release-notes.md`.
@Suite("README terminal example")
struct ReadmeTerminalExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the README shows exactly what mconv -t ansi --columns 50 prints for the example")
    func readmeExample() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- ansi-example:begin -->").dropFirst().first?
            .components(separatedBy: "<!-- ansi-example:end -->").first)
        let shown = block.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first
        let run = try CLITests.run(
            ["-t", "ansi", "--columns", "50", Self.root.appendingPathComponent("examples/release-notes.md").path],
            environment: ["LANG": "C.UTF-8", "LC_ALL": nil, "LC_CTYPE": nil, "FORCE_COLOR": nil, "CLICOLOR_FORCE": nil]
        )
        #expect(run.status == 0)
        #expect(shown == run.stdout)
    }
}
