import Foundation
import Testing

/// Faults injected into real runs of the built `mconv`: a file system that fills up in the
/// middle of a write, an unreadable input among many, signals in the middle of a batch, a
/// memory limit, an input size limit, and standard input that arrives in pieces splitting
/// UTF-8 sequences. Each test states what must survive the fault (docs/SECURITY.md lists
/// them). `/dev/full`, SIGINT/SIGTERM/SIGHUP during a single write, a file size limit and
/// SIGKILL in the middle of a batch are in ``OutputFileTests`` and ``BatchCLITests``.
///
/// Tests that need root (mounting a small tmpfs, running as another user) run in a private
/// mount namespace (`unshare -m`) and print why they were skipped where that is impossible.
@Suite("fault injection")
struct FaultInjectionTests {
    /// The sanitizer the binary under test was built with (`scripts/sanitizer-tests.sh` sets
    /// `MCONV_SANITIZER`); `ulimit -v` cannot be combined with one (ASan and TSan reserve
    /// terabytes of address space for their shadow memory).
    private static var sanitizer: String? { ProcessInfo.processInfo.environment["MCONV_SANITIZER"] }

    /// An HTML page of about `kilobytes` KB whose Markdown is about as long.
    private static func page(kilobytes: Int) -> Data {
        let paragraph = "<p>Paragraph with <b>bold</b>, <i>italic</i> and a <a href=\"x.html\">link</a>, café €.</p>\n"
        return Data(String(repeating: paragraph, count: kilobytes * 1024 / paragraph.utf8.count + 1).utf8)
    }

    /// Status 77 from a script: the environment cannot inject this fault (no root, no mount).
    private static let unavailable: Int32 = 77

    // MARK: - A full file system

    @Test("a file system that fills up in the middle of -o: exit 1, 'No space left', the old file kept, no temporary file, no space leaked")
    func fullFileSystem() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.page(kilobytes: 1024).write(to: folder.appendingPathComponent("big.html"))
        // 1 MiB of tmpfs, 700 KB of it filled: the 1 MB output runs out of space part way.
        let script = """
            mkdir disk
            unshare -m bash -c '
                mount -t tmpfs -o size=1m tmpfs disk 2>/dev/null || exit 77
                printf old > disk/out.md
                head -c 700000 /dev/zero > disk/filler
                before=$(df --output=used -B1 disk | tail -1)
                "$MCONV" -f html -t md big.html -o disk/out.md; echo "status $?"
                echo "content $(cat disk/out.md)"
                echo "files" $(ls -A disk)
                after=$(df --output=used -B1 disk | tail -1)
                echo "leaked $((after - before))"
            '
            """
        let run = try OutputFileTests.bash(script, in: folder)
        if run.status == Self.unavailable {
            print("fault injection: full file system: skipped (cannot mount a tmpfs here: not root or no mount namespace)")
            return
        }
        #expect(run.stdout.contains("status 1\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("mconv: error: cannot write 'disk/out.md': No space left on device"), "\(run.stderr)")
        #expect(run.stdout.contains("content old\n"))
        #expect(run.stdout.contains("files filler out.md\n"), "no temporary file may be left: \(run.stdout)")
        #expect(run.stdout.contains("leaked 0\n"), "the unnamed temporary file's blocks must be freed: \(run.stdout)")
    }

    @Test("a file system that fills up in the middle of a batch: the failures reported, every output present is complete, no temporary file")
    func fullFileSystemBatch() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<30 {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("site/part\(index % 3)"), withIntermediateDirectories: true)
            try Self.page(kilobytes: 40).write(to: folder.appendingPathComponent("site/part\(index % 3)/page\(index).html"))
        }
        let reference = try CLITests.run(["-q", "-f", "html", "-t", "md", "--output-dir", "ref", "site"], in: folder)
        #expect(reference.status == 0)
        // 512 KiB for about 1.2 MB of output: roughly half the files fit.
        let script = """
            mkdir disk
            unshare -m bash -c '
                mount -t tmpfs -o size=512k tmpfs disk 2>/dev/null || exit 77
                "$MCONV" -f html -t md -j 2 --output-dir disk/out site; echo "status $?"
                cp -r disk/out written
            '
            """
        let run = try OutputFileTests.bash(script, in: folder)
        if run.status == Self.unavailable {
            print("fault injection: full file system (batch): skipped (cannot mount a tmpfs here: not root or no mount namespace)")
            return
        }
        #expect(run.stdout.contains("status 1\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("No space left on device"))
        let written = try BatchCLITests.contents(of: folder.appendingPathComponent("written"))
        let expected = try BatchCLITests.contents(of: folder.appendingPathComponent("ref"))
        #expect(written.keys.filter { $0.contains(".mconv-") }.isEmpty, "no temporary file may be left: \(written.keys.sorted())")
        #expect(!written.isEmpty && written.count < expected.count, "the disk should fill up part way: \(written.count) of \(expected.count)")
        for (path, bytes) in written {
            #expect(bytes == expected[path], "\(path) is not the complete output")
        }
        let summary = run.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary == "mconv: \(written.count) converted, \(expected.count - written.count) failed, 0 warnings in 0 files", "\(run.stderr)")
    }

    // MARK: - An unreadable input

    @Test("an unreadable input among many in a batch is reported and the rest converted: exit 1")
    func unreadableInputInBatch() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try BatchCLITests.makeTree(pages: 20, in: folder)
        let secret = folder.appendingPathComponent("site/section3/part1/page10.html")
        chmod(secret.path, 0)
        // Root reads any file whatever its mode: as root, mconv runs as `nobody`.
        chmod(folder.path, 0o777)
        let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let run = try OutputFileTests.bash("\(asUser)\"$MCONV\" -f html -t md -j 2 --output-dir out site", in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("mconv: error: cannot read 'site/section3/part1/page10.html': Permission denied"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("mconv: 19 converted, 1 failed, 0 warnings in 0 files\n"))
        let outputs = try BatchCLITests.contents(of: folder.appendingPathComponent("out"))
        #expect(outputs.count == 19)
        #expect(outputs["section3/part1/page10.md"] == nil)
        #expect(outputs["section4/part2/page11.md"].map { String(decoding: $0, as: UTF8.self).hasPrefix("# Page 11\n") } == true)
    }

    // MARK: - Signals in the middle of a batch

    @Test("SIGINT or SIGTERM in the middle of a batch: no partial or temporary file; --update then writes what a clean run writes", arguments: ["INT", "TERM"])
    func interruptedBatch(signal: String) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try BatchCLITests.makeTree(pages: 60, in: folder, size: 100)
        let reference = try CLITests.run(["-q", "-f", "html", "-t", "md", "--output-dir", "ref", "site"], in: folder)
        #expect(reference.status == 0)
        // MCONV_TEST_HOLD_BEFORE_RENAME holds every output for 10 s between getting its
        // temporary name and its rename: the signal lands while a temporary file exists.
        let script = """
            set -m
            "$MCONV" -q -f html -t md -j 2 --output-dir out site & pid=$!
            for i in $(seq 200); do find out -name '*mconv-*' 2>/dev/null | grep -q . && break; sleep 0.05; done
            find out -name '*mconv-*' | grep -q . || { echo "no temporary file seen"; exit 3; }
            kill -\(signal) $pid
            for i in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
            kill -0 $pid 2>/dev/null && { echo "still running 5 s after SIG\(signal)"; kill -KILL $pid; }
            wait $pid; echo "status $?"
            """
        let run = try OutputFileTests.bash(script, in: folder, environment: ["MCONV_TEST_HOLD_BEFORE_RENAME": "10"])
        let signalNumber = signal == "INT" ? SIGINT : SIGTERM
        #expect(run.stdout == "status \(128 + signalNumber)\n", "\(run.stdout) \(run.stderr)")
        let interrupted = try BatchCLITests.contents(of: folder.appendingPathComponent("out"))
        let expected = try BatchCLITests.contents(of: folder.appendingPathComponent("ref"))
        #expect(interrupted.keys.filter { $0.contains("mconv-") }.isEmpty, "no temporary file may be left: \(interrupted.keys.sorted())")
        #expect(interrupted.count < expected.count, "the signal should land in the middle")
        for (path, bytes) in interrupted {
            #expect(bytes == expected[path], "\(path) is a partial output")
        }
        let resumed = try CLITests.run(["-f", "html", "-t", "md", "--update", "--output-dir", "out", "site"], in: folder)
        #expect(resumed.status == 0)
        let upToDate = interrupted.isEmpty ? "" : " \(interrupted.count) up to date,"
        #expect(resumed.stderr.hasSuffix("mconv: \(expected.count - interrupted.count) converted,\(upToDate) 0 failed, 0 warnings in 0 files\n"), "\(resumed.stderr)")
        #expect(try BatchCLITests.contents(of: folder.appendingPathComponent("out")) == expected)
    }

    // MARK: - Memory and input size limits

    @Test("under a memory limit (ulimit -v) the input size limit refuses a huge input cleanly: exit 65, the old output kept")
    func memoryLimit() throws {
        if let sanitizer = Self.sanitizer {
            print("fault injection: ulimit -v: skipped under the \(sanitizer) sanitizer (its shadow memory needs terabytes of address space)")
            return
        }
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("out.html"))
        // 1 GiB of address space; 400 MB of Markdown on standard input. With the default
        // limit (128 MiB) mconv stops reading at 128 MiB + 1 byte and refuses the input.
        let script = """
            head -c 400000000 /dev/zero | tr '\\0' a | (ulimit -v 1048576; "$MCONV" -o out.html); echo "status $?"
            head -c 400000000 /dev/zero | tr '\\0' a | (ulimit -v 1048576; "$MCONV" -o out.html --max-input-size none 2>/dev/null); echo "unlimited $?"
            cat out.html
            """
        let run = try OutputFileTests.bash(script, in: folder)
        #expect(run.stdout.hasPrefix("status 65\n"), "\(run.stdout)")
        #expect(run.stderr.hasPrefix("mconv: error: standard input: input is larger than the size limit of 134217728 bytes (see --max-input-size)\n"))
        // Without the size limit the same input exhausts the address space: the Swift runtime
        // cannot report a failed allocation, so the process dies by a signal, but the atomic
        // write still keeps the old output whole (documented in docs/SECURITY.md).
        let unlimited = run.stdout.split(separator: "\n").first { $0.hasPrefix("unlimited ") }.flatMap { Int32($0.dropFirst(10)) }
        #expect(unlimited.map { $0 > 128 } == true, "without the size limit the memory limit should end the process: \(run.stdout)")
        #expect(run.stdout.hasSuffix("\nold"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.html"])
    }

    @Test("--max-input-size: a larger input is refused with exit 65 and no output file; exactly the limit converts")
    func maxInputSize() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Data(String(repeating: "word ", count: 200).utf8)  // 1,000 bytes
        try text.write(to: folder.appendingPathComponent("in.md"))
        let refused = try CLITests.run(["--max-input-size", "999", "in.md", "-o", "out.html"], in: folder)
        #expect(refused.status == 65)
        #expect(refused.stderr == "mconv: error: in.md: input is larger than the size limit of 999 bytes (see --max-input-size)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
        let exact = try CLITests.run(["--max-input-size", "1000", "in.md", "-o", "out.html"], in: folder)
        #expect(exact.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
        let standardInput = try CLITests.run(["--max-input-size=1K", "-t", "text"], stdin: text + text)
        #expect(standardInput.status == 65)
        #expect(standardInput.stdout.isEmpty)
        #expect(standardInput.stderr.contains("standard input: input is larger than the size limit of 1024 bytes"))
    }

    @Test("--max-input-size: in a batch the large file fails and the rest converts; in --jsonl the record fails and the stream goes on")
    func maxInputSizeInBatchAndStream() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try BatchCLITests.makeTree(pages: 5, in: folder)
        try Self.page(kilobytes: 100).write(to: folder.appendingPathComponent("site/big.html"))
        let batch = try CLITests.run(["-f", "html", "-t", "md", "--max-input-size", "50k", "--output-dir", "out", "site"], in: folder)
        #expect(batch.status == 1)
        #expect(batch.stderr.contains("mconv: error: site/big.html: input is larger than the size limit of 51200 bytes (see --max-input-size)"), "\(batch.stderr)")
        #expect(batch.stderr.hasSuffix("mconv: 5 converted, 1 failed, 0 warnings in 0 files\n"))
        #expect(try BatchCLITests.contents(of: folder.appendingPathComponent("out")).count == 5)

        let long = String(repeating: "x", count: 2000)
        let records = ##"{"id":1,"content":"# short"}"## + "\n" + #"{"id":2,"content":"\#(long)"}"# + "\n" + #"{"id":3,"content":"*last*"}"# + "\n"
        let stream = try CLITests.run(["--jsonl", "-t", "html", "--max-input-size", "1K"], stdin: Data(records.utf8))
        let lines = stream.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.contains("\"content\":\"<h1>short</h1>\\n\"") == true, "\(lines)")
        #expect(lines.dropFirst().first?.contains("input is larger than the size limit of 1024 bytes") == true, "\(lines)")
        #expect(lines.last?.contains("<em>last</em>") == true)
    }

    @Test("the default input size limit is 128 MiB: one byte more is refused before anything is parsed; bad sizes are usage errors")
    func maxInputSizeDefaultAndUsage() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try OutputFileTests.bash("""
            head -c 134217729 /dev/zero | tr '\\0' a | "$MCONV" -t text | wc -c; echo "status ${PIPESTATUS[2]}"
            """, in: folder)
        #expect(run.stdout == "0\nstatus 65\n", "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("size limit of 134217728 bytes"))
        for bad in ["0", "-5", "12X", "M", "1.5M", "99999999999999999999G"] {
            let usage = try CLITests.run(["--max-input-size", bad], stdin: Data("x".utf8))
            #expect(usage.status == 64, "\(bad)")
            #expect(usage.stderr.contains("--max-input-size: expected a size"), "\(bad): \(usage.stderr)")
        }
    }

    // MARK: - Input in pieces

    /// A bash command that writes `bytes` to its standard output in pieces of `split` bytes,
    /// 0.1 s apart, so each `read(2)` of the reader gets one piece.
    private static func trickle(_ bytes: [UInt8], pieces split: Int) -> String {
        stride(from: 0, to: bytes.count, by: split).map { start in
            let piece = bytes[start..<min(start + split, bytes.count)].map { String(format: "\\x%02x", $0) }.joined()
            return "printf '\(piece)'; sleep 0.1"
        }.joined(separator: "; ")
    }

    @Test("standard input arriving in pieces that split UTF-8 sequences decodes as if read at once")
    func splitSequencesOnStandardInput() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "café — €5 😀 日本語\n"
        // Pieces of 3 bytes split é, —, €, 😀 and the CJK characters at every offset.
        let run = try OutputFileTests.bash("{ \(Self.trickle(Array(text.utf8), pieces: 3)); } | \"$MCONV\" --strict -t text", in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == text)
        #expect(run.stderr.isEmpty)
    }

    @Test("--jsonl records arriving in pieces that split UTF-8 sequences decode as if read at once")
    func splitSequencesInJSONLines() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = #"{"id":1,"content":"**café** €5 😀"}"# + "\n" + #"{"id":2,"content":"日本語"}"# + "\n"
        let run = try OutputFileTests.bash("{ \(Self.trickle(Array(records.utf8), pieces: 5)); } | \"$MCONV\" --jsonl --strict -t text", in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == #"{"id":1,"content":"café €5 😀\n","diagnostics":[]}"# + "\n" + #"{"id":2,"content":"日本語\n","diagnostics":[]}"# + "\n")
    }
}
