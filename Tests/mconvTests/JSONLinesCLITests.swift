import Foundation
import Testing

/// `mconv --jsonl`, run as a pipeline runs it: records in on standard input, one line per
/// record out, in order, whatever `-j`; bad lines give error records and the stream goes on.
@Suite("mconv --jsonl")
struct JSONLinesCLITests {
    /// One JSON line per element of `records` (each a JSON-serializable dictionary).
    static func lines(_ records: [[String: Any]]) throws -> Data {
        var data = Data()
        for record in records {
            data += try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
            data += Data("\n".utf8)
        }
        return data
    }

    /// The output lines parsed as JSON objects (a line that is not one fails the test).
    static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }

    /// Real-world-shaped HTML pages committed for the sanitizer tests.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sanitizer/benign")

    @Test("one output line per record, in order, with the converted content and no diagnostics")
    func basic() throws {
        let input = Data("""
            {"id": 1, "content": "<h1>Hi</h1><p>a <b>b</b></p>", "from": "html", "to": "markdown"}
            {"id": "two", "content": "# x\\n\\n*y*\\n"}

            {"id": [3], "content": "<p>c</p>", "from": "html", "to": "text"}

            """.utf8)
        let result = try CLITests.run(["--jsonl"], stdin: input)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            {"id":1,"content":"# Hi\\n\\na **b**\\n","diagnostics":[]}
            {"id":"two","content":"<h1>x</h1>\\n<p><em>y</em></p>\\n","diagnostics":[]}
            {"id":[3],"content":"c\\n","diagnostics":[]}

            """)
    }

    @Test("-j 4 writes the same bytes as -j 1, records in input order")
    func orderAcrossJobs() throws {
        // Sizes vary a hundredfold, so later small records finish before earlier big ones.
        let records: [[String: Any]] = (0..<600).map { index in
            let paragraphs = index % 7 == 0 ? 400 : 1 + index % 5
            let body = (0..<paragraphs).map { "<p>record \(index) <em>part \($0)</em> <a href='/x/\($0)'>link</a></p>" }.joined()
            return ["id": index, "content": "<h2>\(index)</h2>" + body, "from": "html", "to": index % 3 == 0 ? "md" : "text"]
        }
        let input = try Self.lines(records)
        let single = try CLITests.run(["--jsonl", "-j", "1"], stdin: input)
        let parallel = try CLITests.run(["--jsonl", "-j", "4"], stdin: input)
        #expect(single.status == 0 && parallel.status == 0)
        #expect(parallel.stdout == single.stdout)
        let ids = try Self.records(parallel.stdout).map { $0["id"] as? Int }
        #expect(ids == (0..<600).map { $0 })
    }

    @Test("a malformed line gives an error record with its line number, and the stream goes on")
    func malformedLine() throws {
        let input = Data("""
            {"id": 1, "content": "a"}
            {"id": 2, "content": }
            not json at all
            [1, 2]
            {"id": 5}
            {"id": 6, "content": 6}
            {"id": 7, "content": "b", "content_base64": "Yg=="}
            {"id": 8, "content": "c"}

            """.utf8)
        let result = try CLITests.run(["--jsonl", "-t", "md"], stdin: input)
        #expect(result.status == 1)
        #expect(result.stdout == """
            {"id":1,"content":"a\\n","diagnostics":[]}
            {"id":null,"error":"invalid JSON at column 22: expected a value (object, array, string, number, true, false or null)","line":2}
            {"id":null,"error":"invalid JSON at column 1: invalid literal (expected true, false or null)","line":3}
            {"id":null,"error":"a record must be a JSON object, like {\\"id\\": 1, \\"content\\": \\"<p>text</p>\\"}","line":4}
            {"id":5,"error":"the record has no \\"content\\" (a string) or \\"content_base64\\"","line":5}
            {"id":6,"error":"\\"content\\" must be a string","line":6}
            {"id":7,"error":"a record has either \\"content\\" or \\"content_base64\\", not both","line":7}
            {"id":8,"content":"c\\n","diagnostics":[]}

            """)
        #expect(result.stderr == "mconv: error: 6 of 8 records failed (see their error records)\n")
    }

    @Test("from and to per record override -f and -t; path's extension picks the input format")
    func perRecordFormats() throws {
        let input = Data("""
            {"id": 1, "content": "<b>x</b>"}
            {"id": 2, "content": "**x**", "from": "gfm"}
            {"id": 3, "content": "<b>x</b>", "to": "text"}
            {"id": 4, "content": "**x**", "from": "markdown", "to": "html"}
            {"id": 5, "content": "|a|\\n|-|\\n|1|\\n", "from": "commonmark+table", "to": "html"}
            {"id": 6, "content": "<b>x</b>", "from": null, "to": null}

            """.utf8)
        let result = try CLITests.run(["--jsonl", "-f", "html", "-t", "md"], stdin: input)
        #expect(result.status == 0)
        let contents = try Self.records(result.stdout).map { $0["content"] as? String }
        #expect(contents == [
            "**x**\n", "**x**\n", "x\n", "<p><strong>x</strong></p>\n",
            "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>\n",
            "**x**\n",
        ])
        // Without -f: a record's path tells (page.html is HTML); else GFM, as for standard input.
        let inferred = try CLITests.run(["--jsonl", "-t", "text"], stdin: Data("""
            {"id": 1, "content": "<b>x</b> *y*", "path": "site/page.html"}
            {"id": 2, "content": "<b>x</b> *y*", "path": "notes.md"}
            {"id": 3, "content": "<b>x</b> *y*"}

            """.utf8))
        #expect(try Self.records(inferred.stdout).map { $0["content"] as? String } == ["x *y*\n", "x y\n", "x y\n"])
    }

    @Test("an unknown or unusable format in a record is an error record naming it")
    func unknownFormat() throws {
        let input = Data("""
            {"id": "a", "content": "x", "from": "docx"}
            {"id": "b", "content": "x", "to": "pdf"}
            {"id": "c", "content": "x", "from": "text"}
            {"id": "d", "content": "x", "to": "commonmark+table"}
            {"id": "e", "content": "x", "from": 7}
            {"id": "f", "content": "x", "to": "text"}

            """.utf8)
        let result = try CLITests.run(["--jsonl"], stdin: input)
        #expect(result.status == 1)
        let records = try Self.records(result.stdout)
        #expect(records.map { $0["id"] as? String } == ["a", "b", "c", "d", "e", "f"])
        let errors = records.map { $0["error"] as? String }
        #expect(errors[0]?.hasPrefix("\"from\": unknown format 'docx' (formats: gfm") == true)
        #expect(errors[1]?.hasPrefix("\"to\": unknown format 'pdf'") == true)
        #expect(errors[2]?.hasPrefix("\"from\": format 'text' cannot be read (input formats:") == true)
        #expect(errors[3] == "\"to\": extensions (+name/-name) apply to the input format (\"from\")")
        #expect(errors[4] == "\"from\" must be a string")
        #expect(errors[5] == nil && records[5]["content"] as? String == "x\n")
        #expect(records.prefix(5).map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
    }

    @Test("a line that is not UTF-8 is an error record; the next line still converts")
    func invalidUTF8() throws {
        var input = Data(#"{"id": 1, "content": "a"#.utf8)
        input += Data([0xC3, 0x28]) + Data("\"}\n".utf8)
        input += Data(#"{"id": 2, "content": "b"}"#.utf8) + Data("\n".utf8)
        let result = try CLITests.run(["--jsonl", "-t", "text"], stdin: input)
        #expect(result.status == 1)
        #expect(result.stdout == """
            {"id":null,"error":"the line is not valid UTF-8 (byte offset 23); JSON Lines must be UTF-8 (send bytes in other encodings as \\"content_base64\\")","line":1}
            {"id":2,"content":"b\\n","diagnostics":[]}

            """)
    }

    @Test("content_base64 carries bytes in any encoding, sniffed like a file's")
    func base64Content() throws {
        // "<p>café €1</p>" in windows-1252, undeclared: read as a legacy page, with the warning.
        let legacy = Data([0x3C, 0x70, 0x3E, 0x63, 0x61, 0x66, 0xE9, 0x20, 0x80, 0x31, 0x3C, 0x2F, 0x70, 0x3E])
        let declared = Data("<meta charset=\"iso-8859-2\"><p>".utf8) + Data([0xB1]) + Data("</p>".utf8)
        let input = try Self.lines([
            ["id": 1, "content_base64": legacy.base64EncodedString(), "from": "html"],
            ["id": 2, "content_base64": declared.base64EncodedString(options: .lineLength64Characters), "path": "old.htm"],
            ["id": 3, "content_base64": "not base64!"],
            ["id": 4, "content_base64": "YQ"],
            ["id": 5, "content_base64": "YQ==YQ=="],
            ["id": 6, "content_base64": "YWJjZ"],
            ["id": 7, "content_base64": "=YQ="],
        ])
        let result = try CLITests.run(["--jsonl", "-t", "text"], stdin: input)
        let records = try Self.records(result.stdout)
        #expect(records[0]["content"] as? String == "café €1\n")
        let warning = try #require((records[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(warning["code"] as? String == "input-encoding" && warning["severity"] as? String == "warning")
        #expect(records[1]["content"] as? String == "ą\n")
        #expect(records[2]["error"] as? String == "\"content_base64\": invalid base64: unexpected character at offset 10")
        #expect(records[3]["content"] as? String == "a\n")
        #expect(records[4]["error"] as? String == "\"content_base64\": invalid base64: data after '=' at offset 4")
        #expect(records[5]["error"] as? String == "\"content_base64\": invalid base64: the length is not a whole number of bytes")
        #expect(records[6]["error"] as? String == "\"content_base64\": invalid base64: misplaced '=' at offset 0")
        #expect(result.status == 1)
    }

    @Test("content is text: a <meta charset> in it does not re-decode it")
    func textIgnoresDeclaredCharset() throws {
        let input = try Self.lines([["id": 1, "content": "<meta charset=\"windows-1252\"><p>café</p>", "from": "html"]])
        let result = try CLITests.run(["--jsonl", "-t", "text"], stdin: input)
        #expect(try Self.records(result.stdout).first?["content"] as? String == "café\n")
    }

    @Test("command-line options apply to every record: --strict, -e, --dump-ast")
    func optionsApplyToRecords() throws {
        let input = Data("""
            {"id": 1, "content_base64": "Yf9i", "from": "gfm"}
            {"id": 2, "content": "|a|\\n|-|\\n|1|", "from": "commonmark", "to": "html"}

            """.utf8)
        let strict = try CLITests.run(["--jsonl", "--strict", "-e", "table"], stdin: input)
        #expect(strict.status == 1)
        let records = try Self.records(strict.stdout)
        #expect(records.first?["error"] as? String == "input is not valid UTF-8 (first invalid byte at offset 1)")
        #expect((records.last?["content"] as? String)?.hasPrefix("<table>") == true)
        let dump = try CLITests.run(["--jsonl", "--dump-ast"], stdin: Data(#"{"id":1,"content":"*a*"}"#.utf8))
        #expect(dump.stdout == #"{"id":1,"content":"document\n  paragraph\n    emphasis\n      text \"a\"\n","diagnostics":[]}"# + "\n")
    }

    @Test("ids come back exactly as written: big integers, decimals, objects, escaped strings")
    func idsVerbatim() throws {
        let input = Data("""
            {"id": 12345678901234567890, "content": "a"}
            {"content": "b", "id": 1.50}
            {"id": {"k": [1, "}\\"]"], "n": null}, "content": "c"}
            {"id": "line\\nbreak \\u00e9", "content": "d"}
            {"content": "e"}
            {"\\u0069d": 6, "content": "f"}
            {"id": 1, "id": 7, "content": "g"}

            """.utf8)
        let result = try CLITests.run(["--jsonl", "-t", "text"], stdin: input)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: ",\"content\"").first.map(String.init) } == [
            "{\"id\":12345678901234567890", "{\"id\":1.50", "{\"id\":{\"k\": [1, \"}\\\"]\"], \"n\": null}",
            "{\"id\":\"line\\nbreak \\u00e9\"", "{\"id\":null", "{\"id\":6", "{\"id\":7",
        ])
    }

    @Test("diagnostics carry code, severity, message, and line and column in the record's content")
    func diagnostics() throws {
        let input = Data("""
            {"id": 1, "content": "a\\n<p>x\\u0001y</p>", "from": "html", "to": "text"}

            """.utf8)
        let result = try CLITests.run(["--jsonl"], stdin: input)
        #expect(result.status == 0)
        let diagnostics = try #require(try Self.records(result.stdout).first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "control-character-replaced")
        #expect(diagnostics.first?["severity"] as? String == "warning")
        #expect((diagnostics.first?["message"] as? String)?.contains("control character") == true)
        #expect(diagnostics.first?["line"] as? Int == 2 && diagnostics.first?["column"] as? Int == 5)
        #expect(result.stderr.isEmpty)
        // Positions are right whatever the diagnostics' order (the repair comes first, though
        // its position is later than the CSS warning's).
        let two = try CLITests.run(["--jsonl", "-f", "html", "-t", "text"], stdin: Data("""
            {"id": 2, "content": "<p style=\\"color: nope\\">a</p>\\n<p>x\\u0001</p>"}

            """.utf8))
        let positions = try #require(try Self.records(two.stdout).first?["diagnostics"] as? [[String: Any]])
            .map { "\($0["code"] as? String ?? "") \($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" }
        #expect(positions == ["control-character-replaced 2:5", "css-invalid-declaration 1:1"])
    }

    @Test("a 5 MB record converts like the same file does")
    func largeRecord() throws {
        let paragraph = "<p>Some <b>bold</b> and <a href=\"https://example.com/a?b=c&amp;d\">a link</a> \"quoted\" é\t</p>\n"
        let html = String(repeating: paragraph, count: 5_000_000 / paragraph.utf8.count + 1)
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.html")
        try Data(html.utf8).write(to: file)
        let expected = try CLITests.run(["-f", "html", "-t", "markdown", file.path])
        let input = try Self.lines([["id": "big", "content": html, "from": "html", "to": "markdown"], ["id": "after", "content": "z"]])
        #expect(input.count > 5_000_000)
        let result = try CLITests.run(["--jsonl", "-j", "2"], stdin: input)
        #expect(result.status == 0)
        let records = try Self.records(result.stdout)
        #expect(records.count == 2)
        #expect(records.first?["content"] as? String == expected.stdout)
        #expect(records.last?["id"] as? String == "after")
    }

    @Test("10,000 small records: every one answered, in order")
    func manyRecords() throws {
        let records: [[String: Any]] = (0..<10_000).map { ["id": $0, "content": "<p>n<i>\($0)</i></p>", "from": "html", "to": "md"] }
        let result = try CLITests.run(["--jsonl", "-j", "2"], stdin: try Self.lines(records))
        #expect(result.status == 0)
        let output = try Self.records(result.stdout)
        #expect(output.count == 10_000)
        #expect(output.map { $0["id"] as? Int } == (0..<10_000).map { $0 })
        #expect(output[9_999]["content"] as? String == "n*9999*\n")
    }

    @Test("empty input, and input of blank lines only, give no output and exit 0", arguments: ["", "\n", "\n  \n\r\n\t\n"])
    func emptyInput(_ text: String) throws {
        let result = try CLITests.run(["--jsonl"], stdin: Data(text.utf8))
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test("a last line without a newline is a record; CR LF line ends are accepted; line numbers count blank lines")
    func lineEnds() throws {
        let input = Data("{\"id\":1,\"content\":\"a\"}\r\n\r\n{\"id\":2,\"content\":\"b\"\r\n{\"id\":3,\"content\":\"c\"}".utf8)
        let result = try CLITests.run(["--jsonl", "-t", "text"], stdin: input)
        #expect(result.stdout == """
            {"id":1,"content":"a\\n","diagnostics":[]}
            {"id":null,"error":"invalid JSON at column 23: unexpected end of input","line":3}
            {"id":3,"content":"c\\n","diagnostics":[]}

            """)
    }

    @Test("a record converts to what mconv writes for the same file, as text and as bytes")
    func parityWithFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "html" }.sorted { $0.path < $1.path }
        #expect(files.count >= 20)
        var records: [[String: Any]] = []
        for file in files {
            let bytes = try Data(contentsOf: file)
            records.append(["id": file.lastPathComponent, "content": String(decoding: bytes, as: UTF8.self)])
            records.append(["id": file.lastPathComponent, "content_base64": bytes.base64EncodedString()])
        }
        let result = try CLITests.run(["--jsonl", "-f", "html", "-t", "markdown", "-j", "2"], stdin: try Self.lines(records))
        #expect(result.status == 0)
        let output = try Self.records(result.stdout)
        #expect(output.count == 2 * files.count)
        for (index, file) in files.enumerated() {
            let expected = try CLITests.run(["-q", "-f", "html", "-t", "markdown", file.path]).stdout
            #expect(output[2 * index]["content"] as? String == expected, "\(file.lastPathComponent) as content")
            #expect(output[2 * index + 1]["content"] as? String == expected, "\(file.lastPathComponent) as content_base64")
        }
    }

    @Test("each answer is written as soon as its record is converted, before the input ends", arguments: ["1", "2", "4"])
    func interactive(_ jobs: String) throws {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["--jsonl", "-f", "html", "-t", "md", "-j", jobs]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let reader = output.fileHandleForReading
        for index in 0..<3 {
            // A blank line after a record must not make mconv wait for more before answering.
            let blank = index == 1 ? "\n" : ""
            try input.fileHandleForWriting.write(contentsOf: Data("{\"id\":\(index),\"content\":\"<b>\(index)</b>\"}\n\(blank)".utf8))
            let answered = DispatchSemaphore(value: 0)
            let line = LockedData()
            DispatchQueue.global().async {
                while !line.endsWithNewline {
                    let data = reader.availableData
                    if data.isEmpty { break }
                    line.append(data)
                }
                answered.signal()
            }
            #expect(answered.wait(timeout: .now() + 20) == .success, "no answer to record \(index) with -j \(jobs)")
            #expect(line.text == "{\"id\":\(index),\"content\":\"**\(index)**\\n\",\"diagnostics\":[]}\n")
        }
    }

    @Test("usage errors exit 64: bad -j, file arguments, and batch options that need files")
    func usageErrors() throws {
        for arguments in [
            ["--jsonl", "-j", "0"], ["--jsonl", "-j", "two"], ["--jsonl", "-j", "-3"], ["--jsonl", "-j", "100000"],
            ["--jsonl", "page.html"], ["--jsonl", "-o", "out.md"], ["--jsonl", "--output-dir", "out", "-"],
            ["--jsonl", "--update"], ["--jsonl", "--report", "r.json"], ["--jsonl", "--include", "*.html"],
            ["--jsonl", "--progress"], ["--jsonl", "-t", "nope"],
        ] {
            let result = try CLITests.run(arguments, stdin: Data("{\"id\":1,\"content\":\"a\"}\n".utf8))
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("mconv: error: "), "\(arguments)")
        }
        let jobs = try CLITests.run(["--jsonl", "-j", "0"])
        #expect(jobs.stderr == "mconv: error: -j/--jobs: expected a number of jobs from 1 to 256, got '0'\n")
        #expect(try CLITests.run(["--jsonl", "-"], stdin: Data("{\"content\":\"a\"}".utf8)).status == 0)
    }
}

/// Bytes one thread appends and another reads.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.withLock { data += more }
    }

    var endsWithNewline: Bool {
        lock.withLock { data.last == UInt8(ascii: "\n") }
    }

    var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
