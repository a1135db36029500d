import Foundation
import Synchronization
import Testing

/// The `mconv` executable, run as a user would: formats, inputs, outputs, exit codes.
@Suite("mconv command line")
struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built `mconv` next to the test bundle.
    static let executable: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("mconv").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("mconv")
    }()

    /// A child that exits before reading its standard input (a usage error) closes the pipe;
    /// writing to it must fail with EPIPE, not kill the test process with SIGPIPE.
    private static let ignoresBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Runs the built `mconv` with `arguments`, `stdin` on standard input, in `directory`,
    /// with `environment` changes applied (`nil` values unset a variable).
    static func run(
        _ arguments: [String], stdin: Data = Data(), in directory: URL? = nil, environment changes: [String: String?] = [:]
    ) throws -> Run {
        _ = ignoresBrokenPipes
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !changes.isEmpty {
            var environment = ProcessInfo.processInfo.environment
            for (name, value) in changes { environment[name] = value }
            process.environment = environment
        }
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Drain standard error beside standard output (and feed standard input beside both),
        // so a child that fills one pipe never waits on a parent that reads the other.
        let errorData = Mutex(Data())
        let errorDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = error.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            errorDone.signal()
        }
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async {
            try? writer.write(contentsOf: stdin)
            try? writer.close()
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        errorDone.wait()
        let err = errorData.withLock { $0 }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mconv-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("stdin to stdout, GFM to safe HTML by default")
    func defaults() throws {
        let result = try Self.run([], stdin: Data("# Hi ~~x~~\n".utf8))
        #expect(result.status == 0)
        #expect(result.stdout == "<h1>Hi <del>x</del></h1>\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("commonmark has no extensions until -e or +name adds them")
    func extensions() throws {
        let table = "|a|\n|-|\n|1|\n"
        #expect(try Self.run(["-f", "commonmark"], stdin: Data(table.utf8)).stdout.hasPrefix("<p>"))
        #expect(try Self.run(["-f", "commonmark", "-e", "table"], stdin: Data(table.utf8)).stdout.hasPrefix("<table>"))
        #expect(try Self.run(["-f", "commonmark+table"], stdin: Data(table.utf8)).stdout.hasPrefix("<table>"))
        #expect(try Self.run(["-f", "gfm-table"], stdin: Data(table.utf8)).stdout.hasPrefix("<p>"))
    }

    @Test("unknown formats, extensions and options exit 64 and name the valid choices")
    func usageErrors() throws {
        let unknownOutput = try Self.run(["-t", "docx"])
        #expect(unknownOutput.status == 64)
        #expect(unknownOutput.stderr.contains("mconv: error: -t docx: unknown format 'docx'"))
        #expect(unknownOutput.stderr.contains("html") && unknownOutput.stderr.contains("gfm") && unknownOutput.stderr.contains("text"))
        let unknownInput = try Self.run(["-f", "rtf"])
        #expect(unknownInput.status == 64)
        #expect(unknownInput.stderr.contains("unknown format 'rtf' (formats: gfm"))
        // A format that can only be written is not an input format.
        let notReadable = try Self.run(["-f", "text"])
        #expect(notReadable.status == 64)
        #expect(notReadable.stderr.contains("cannot be read (input formats: gfm"))
        #expect(try Self.run(["-e", "emoji"]).status == 64)
        #expect(try Self.run(["--frobnicate"]).status == 64)
        #expect(try Self.run(["-t"]).status == 64)
    }

    @Test("a missing file exits 1 and names the file")
    func missingFile() throws {
        let result = try Self.run(["/nonexistent/file.md"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'/nonexistent/file.md'"))
        #expect(result.stdout.isEmpty)
    }

    @Test("invalid UTF-8 becomes U+FFFD with a warning, or exit 65 with --strict")
    func invalidUTF8() throws {
        let bytes = Data([0x61, 0xFF, 0x62, 0x0A])
        let lenient = try Self.run(["-t", "html"], stdin: bytes)
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "<p>a\u{FFFD}b</p>\n")
        #expect(lenient.stderr.contains("warning: invalid UTF-8") && lenient.stderr.contains("[invalid-utf8]"))
        let strict = try Self.run(["--strict"], stdin: bytes)
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
    }

    @Test("output files are written atomically and a failed run leaves no file behind")
    func atomicOutput() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.md")
        try Data("*x*\n".utf8).write(to: input)
        let target = folder.appendingPathComponent("out.html")
        #expect(try Self.run([input.path, "-o", target.path]).status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == "<p><em>x</em></p>\n")
        let failed = folder.appendingPathComponent("failed.html")
        #expect(try Self.run(["/nonexistent.md", "-o", failed.path]).status == 1)
        let unwritable = try Self.run([input.path, "-o", folder.appendingPathComponent("missing/out.html").path])
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.contains("missing/out.html"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == ["in.md", "out.html"])
    }

    @Test("formats are inferred from file extensions")
    func inference() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("doc.markdown")
        try Data("**b** [l](u)\n".utf8).write(to: input)
        let text = folder.appendingPathComponent("doc.txt")
        #expect(try Self.run([input.path, "-o", text.path]).status == 0)
        #expect(try String(contentsOf: text, encoding: .utf8).contains("b l"))
        let html = folder.appendingPathComponent("doc.htm")
        #expect(try Self.run([input.path, "-o", html.path]).status == 0)
        #expect(try String(contentsOf: html, encoding: .utf8).contains("<strong>b</strong>"))
    }

    @Test("--output-dir converts each file on its own")
    func outputDirectory() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try Data("# \(name)\n".utf8).write(to: folder.appendingPathComponent("\(name).md"))
        }
        let result = try Self.run(["-t", "html", "--output-dir", out.path, folder.appendingPathComponent("a.md").path, folder.appendingPathComponent("b.md").path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: out.appendingPathComponent("a.html"), encoding: .utf8) == "<h1>a</h1>\n")
        #expect(try String(contentsOf: out.appendingPathComponent("b.html"), encoding: .utf8) == "<h1>b</h1>\n")
    }

    @Test("--output-dir is created with its parents; one that is not a directory exits 1 and names it")
    func badOutputDirectory() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# x\n".utf8).write(to: folder.appendingPathComponent("x.md"))
        let created = try Self.run(["--output-dir", "new/deeper", "x.md"], in: folder)
        #expect(created.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("new/deeper/x.html"), encoding: .utf8) == "<h1>x</h1>\n")
        let notDirectory = try Self.run(["--output-dir", "/etc/hostname", "x.md"])
        #expect(notDirectory.status == 1)
        #expect(notDirectory.stderr.contains("Not a directory"))
    }

    @Test("joined inputs keep their footnotes apart")
    func joinedFootnotes() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("1.md"), second = folder.appendingPathComponent("2.md")
        try Data("One[^1].\n\n[^1]: first note\n".utf8).write(to: first)
        try Data("Two[^1].\n\n[^1]: second note\n".utf8).write(to: second)
        let html = try Self.run([first.path, second.path])
        #expect(html.stdout.contains("first note") && html.stdout.contains("second note"))
        #expect(html.stdout.contains("href=\"#user-content-fn-2-1\""))
        let markdown = try Self.run(["-t", "gfm", first.path, second.path])
        #expect(markdown.stdout == "One[^1].\n\n[^1]: first note\n\nTwo[^2-1].\n\n[^2-1]: second note\n")
    }

    @Test("extension modifiers on the output format and clashing --output-dir targets are usage errors")
    func moreUsageErrors() throws {
        let modifier = try Self.run(["-t", "gfm+foo"])
        #expect(modifier.status == 64)
        #expect(modifier.stderr.contains("input format"))
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("# \(name)\n".utf8).write(to: folder.appendingPathComponent("\(name)/x.md"))
        }
        let clash = try Self.run(["--output-dir", folder.path, folder.appendingPathComponent("a/x.md").path, folder.appendingPathComponent("b/x.md").path])
        #expect(clash.status == 64)
        #expect(clash.stderr.contains("would both be written to 'x.html'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.html").path))
    }

    @Test("diagnostic positions count a byte-order mark")
    func positionsAfterByteOrderMark() throws {
        let input = Data([0xEF, 0xBB, 0xBF]) + Data((String(repeating: ">", count: 300) + " x\n").utf8)
        let result = try Self.run([], stdin: input)
        #expect(result.stderr.contains("<stdin>:1:260: warning:"))
    }

    @Test("several inputs are joined into one document")
    func joinedInputs() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("1.md"), second = folder.appendingPathComponent("2.md")
        try Data("```\nopen fence".utf8).write(to: first)
        try Data("# two\n".utf8).write(to: second)
        let result = try Self.run([first.path, second.path])
        #expect(result.stdout == "<pre><code>open fence\n</code></pre>\n<h1>two</h1>\n")
    }

    @Test("--help shows usage, examples and exit codes; --list-formats lists formats")
    func help() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Usage: mconv") && help.stdout.contains("Examples:") && help.stdout.contains("Exit codes"))
        let formats = try Self.run(["--list-formats"])
        #expect(formats.stdout.contains("Output formats") && formats.stdout.contains("text"))
    }

    @Test("binary garbage converts without crashing")
    func garbage() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let result = try Self.run(["-t", "html", "-q"], stdin: bytes)
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
    }
}

/// DESIGN.md §6 pathological inputs through the whole pipeline and every output format: no
/// crash, text kept, one depth warning.
@Suite("mconv on pathological inputs")
struct CLIPathologicalTests {
    static let inputs: [(name: String, text: String, marker: String)] = [
        ("100,000 block quote markers", String(repeating: ">", count: 100_000) + " deep text\n", "deep text"),
        ("100,000 nested list markers", String(repeating: "- ", count: 100_000) + "deep item\n", "deep item"),
        ("50,000 unmatched stars", String(repeating: "*", count: 50_000) + "stars end\n", "stars end"),
        ("20,000 nested emphasis", String(repeating: "*a **b ", count: 10_000) + "core\n", "core"),
        ("1 MB single line", String(repeating: "word ", count: 200_000) + "last\n", "last"),
    ]

    @Test("converts to every format without crashing and keeps the text", arguments: ["html", "gfm", "commonmark", "text"])
    func everyFormat(format: String) throws {
        for input in Self.inputs {
            let result = try CLITests.run(["-t", format], stdin: Data(input.text.utf8))
            #expect(result.status == 0, "\(input.name) → \(format)")
            #expect(result.stdout.contains(input.marker), "\(input.name) → \(format) lost its text")
            let depthWarnings = result.stderr.components(separatedBy: "[nesting-depth-capped]").count - 1
            #expect(depthWarnings <= 1, "\(input.name): \(result.stderr)")
        }
    }
}
