import Foundation
import Testing

/// `-o` never destroys what is at the target: devices and FIFOs are written, not replaced;
/// symlinks are followed; modes and owners are kept; an interrupted or failed write leaves
/// no temporary file and the old output untouched.
@Suite("output files")
struct OutputFileTests {
    private static let input = Data("# Title\n\ntext\n".utf8)
    private static let expected = "<h1>Title</h1>\n<p>text</p>\n"

    private static var isRoot: Bool { getuid() == 0 }

    /// Runs `script` with bash in `folder`, `MCONV` set to the built binary.
    static func bash(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        var merged = ProcessInfo.processInfo.environment
        merged["MCONV"] = CLITests.executable.path
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLITests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The names in `folder` that look like mconv's temporary files.
    private static func temporaryFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".mconv-") }
    }

    private static func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    @Test("/dev/null stays a character device (run as root, where replacing it was possible)")
    func devNull() throws {
        let run = try CLITests.run(["-o", "/dev/null"], stdin: Self.input)
        #expect(run.status == 0)
        #expect(Self.fileType("/dev/null") == S_IFCHR)
        if !Self.isRoot { print("output files: /dev/null as root: not root, checked as this user only") }
    }

    @Test("/dev/full: a clear error, exit 1, nothing created")
    func devFull() throws {
        let run = try CLITests.run(["-o", "/dev/full"], stdin: Self.input)
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot write '/dev/full'"))
        #expect(Self.fileType("/dev/full") == S_IFCHR)
    }

    @Test("a FIFO is written through, not replaced")
    func fifo() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.bash("mkfifo pipe && (cat pipe > received &) && printf '# Title\\n\\ntext\\n' | \"$MCONV\" -o pipe && wait && sleep 0.2 && cat received", in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == Self.expected)
        #expect(Self.fileType(folder.appendingPathComponent("pipe").path) == S_IFIFO)
    }

    @Test("/dev/stdout and -o >(…) write through the inherited descriptor")
    func inheritedDescriptors() throws {
        let stdout = try CLITests.run(["-o", "/dev/stdout"], stdin: Self.input)
        #expect(stdout.status == 0)
        #expect(stdout.stdout == Self.expected)
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Appending through `>>` keeps what was there: the descriptor's offset is used.
        let appended = try Self.bash("echo before > log && printf '# Title\\n\\ntext\\n' | \"$MCONV\" -o /dev/stdout >> log && cat log", in: folder)
        #expect(appended.stdout == "before\n" + Self.expected)
        let substituted = try Self.bash("printf '# Title\\n\\ntext\\n' | \"$MCONV\" -o >(wc -c > count) && sleep 0.3 && cat count", in: folder)
        #expect(substituted.status == 0)
        #expect(substituted.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(Self.expected.utf8.count))
    }

    @Test("a symlink is followed: its target is replaced, the link stays a link")
    func symlinks() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.html"), link = folder.appendingPathComponent("link.html")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.html")
        let run = try CLITests.run(["-o", link.path], stdin: Self.input)
        #expect(run.status == 0)
        #expect(Self.fileType(link.path) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8) == Self.expected)
        // A dangling link: its target is created.
        let dangling = folder.appendingPathComponent("dangling.html")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "new.html")
        #expect(try CLITests.run(["-o", dangling.path], stdin: Self.input).status == 0)
        #expect(Self.fileType(dangling.path) == S_IFLNK)
        #expect(try String(contentsOf: folder.appendingPathComponent("new.html"), encoding: .utf8) == Self.expected)
        #expect(try Self.temporaryFiles(in: folder).isEmpty)
    }

    @Test("a replaced file keeps its mode, and its owner where permitted; a new file gets 0666 minus the umask")
    func modeAndOwner() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("private.html").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        if Self.isRoot { chown(path, 65534, 65534) }
        #expect(try CLITests.run(["-o", path], stdin: Self.input).status == 0)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o7777 == 0o600)
        if Self.isRoot {
            #expect(info.st_uid == 65534 && info.st_gid == 65534)
        } else {
            print("output files: owner kept: not root, cannot check another owner")
        }
        let fresh = try Self.bash("umask 027 && printf x | \"$MCONV\" -o fresh.html && stat -c %a fresh.html", in: folder)
        #expect(fresh.stdout == "640\n")
    }

    @Test("SIGINT, SIGTERM and SIGHUP during the write remove the temporary file and keep the old output", arguments: ["INT", "TERM", "HUP"])
    func interrupted(signal: String) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("out.html"))
        // Job control on: a background job keeps SIGINT (a shell without it ignores SIGINT
        // in background jobs, and mconv keeps an ignored signal ignored).
        let script = """
            set -m
            printf '# Title\\n' | "$MCONV" -o out.html & pid=$!
            for i in $(seq 100); do ls -a | grep -q mconv- && break; sleep 0.05; done
            ls -a | grep -q mconv- || { echo "no temporary file seen"; exit 3; }
            kill -\(signal) $pid; wait $pid; echo "status $?"
            """
        let run = try Self.bash(script, in: folder, environment: ["MCONV_TEST_HOLD_BEFORE_RENAME": "10"])
        #expect(run.stdout.hasPrefix("status 1"), "\(run.stdout) \(run.stderr)")  // 128 + signal number
        #expect(try Self.temporaryFiles(in: folder).isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("out.html"), encoding: .utf8) == "old")
    }

    @Test("a file size limit (SIGXFSZ) is a write error: exit 1, no temporary file, the old output kept")
    func fileSizeLimit() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("big.html"))
        let run = try Self.bash("head -c 3000000 /dev/zero | tr '\\\\0' a | (ulimit -f 100; \"$MCONV\" -o big.html)", in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("File too large"))
        #expect(try Self.temporaryFiles(in: folder).isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("big.html"), encoding: .utf8) == "old")
    }

    @Test("an unwritable folder fails before converting, with no file left (skipped as root, who may write anywhere)")
    func unwritableFolder() throws {
        guard !Self.isRoot else {
            print("output files: unwritable folder: skipped (root bypasses permissions)")
            return
        }
        let folder = try CLITests.temporaryDirectory()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        chmod(folder.path, 0o555)
        let run = try CLITests.run(["-o", folder.appendingPathComponent("x.html").path], stdin: Self.input)
        #expect(run.status == 1)
        #expect(try Self.temporaryFiles(in: folder).isEmpty)
    }

    @Test("a directory as -o is an error naming it")
    func directoryTarget() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["-o", folder.path], stdin: Self.input)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Is a directory"))
    }
}
