import Foundation
import Testing

/// The README's `--jsonl` example is what the binary prints: the block between
/// `<!-- jsonl-example:begin -->` and `<!-- jsonl-example:end -->` holds one `$ ` command line,
/// run here by `/bin/sh` with the built `mconv` first on `PATH`, and the lines it prints.
@Suite("README --jsonl example")
struct ReadmeJSONLinesExampleTests {
    @Test("the README's --jsonl example prints exactly the lines shown")
    func readmeExample() throws {
        let readme = try String(contentsOf: ReadmeTerminalExampleTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- jsonl-example:begin -->").dropFirst().first?
            .components(separatedBy: "<!-- jsonl-example:end -->").first)
        let body = try #require(block.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let command = try #require(lines.first.flatMap { $0.hasPrefix("$ ") ? String($0.dropFirst(2)) : nil })
        let shown = lines.dropFirst().map { $0 + "\n" }.joined()

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLITests.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(printed == shown)
        // One record of the example is not JSON: the documented exit code for a failed record.
        #expect(process.terminationStatus == 1)
    }
}
