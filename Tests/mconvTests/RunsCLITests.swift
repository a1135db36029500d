import Foundation
import Testing

/// `mconv -t runs.json` and its options through the built executable.
@Suite("mconv -t runs.json")
struct RunsCLITests {
    private let snippet = Data(##"<p id="title">Hi <a href="https://x.example/" style="color:#00ff00">link</a> <strong>S</strong></p>"##.utf8)

    /// The `styles` table of a runs.json text.
    private func styles(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["styles"] as? [[String: Any]] ?? []
    }

    @Test("-t runs.json writes the format, -o x.json infers it, --runs-offsets adds cp and u8")
    func format() throws {
        let run = try CLITests.run(["-f", "html", "-t", "runs.json"], stdin: snippet)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(##"{"format":"mconv.runs","version":"2.0","offsets":["utf16"]"##))
        #expect(!run.stdout.contains(##""cp":["##))
        let offsets = try CLITests.run(["-f", "html", "-t", "runs", "--runs-offsets", "utf16,codepoint,utf8"], stdin: Data("<p>👍</p>".utf8))
        #expect(offsets.stdout.contains(##"{"text":"👍","u16":[0,2],"cp":[0,1],"u8":[0,4],"style":0,"block":0}"##))

        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try snippet.write(to: directory.appendingPathComponent("in.html"))
        let inferred = try CLITests.run(["in.html", "-o", "out.json"], in: directory)
        #expect(inferred.status == 0)
        let written = try String(contentsOf: directory.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(written == run.stdout)
    }

    @Test("a runs.json of many pieces (megabytes) streams to -o and to stdout alike; /dev/full fails once, exit 1")
    func streamedOutput() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paragraph = "<p>Para <b>bold</b> <a href=\"https://x.example/\">link</a> é 😀 \"q\"</p>\n"
        try Data(String(repeating: paragraph, count: 12_000).utf8).write(to: directory.appendingPathComponent("in.html"))
        let piped = try CLITests.run(["in.html", "-t", "runs.json"], in: directory)
        #expect(piped.status == 0)
        #expect(piped.stdout.utf8.count > 3_000_000)
        let written = try CLITests.run(["in.html", "-o", "out.json"], in: directory)
        #expect(written.status == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("out.json"), encoding: .utf8) == piped.stdout)
        #expect(try JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) is [String: Any])
        let full = try CLITests.run(["in.html", "-t", "runs.json", "-o", "/dev/full"], in: directory)
        #expect(full.status == 1)
        #expect(full.stderr.components(separatedBy: "cannot write '/dev/full'").count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["in.html", "out.json"])
    }

    @Test("--stylesheet and --style-policy change the resolved styles; the flag overrides the file's policy")
    func stylesheetAndPolicy() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sheet = ##"{"policy": "stylesheet", "kinds": {"link": {"color": "#d02030"}, "strong": {"fontWeight": 800}}, "ids": {"title": {"fontSize": 30}}}"##
        try Data(sheet.utf8).write(to: directory.appendingPathComponent("sheet.json"))
        try snippet.write(to: directory.appendingPathComponent("in.html"))

        let fromFile = try styles(CLITests.run(["-t", "runs.json", "--stylesheet", "sheet.json", "in.html"], in: directory).stdout)
        // On the neutral default theme only the file's link colour is set.
        #expect(fromFile.map { $0["color"] as? String } == [nil, "#d02030", nil])
        #expect(fromFile.map { $0["fontSize"] as? Int } == [30, 30, 30])
        #expect(fromFile.last?["fontWeight"] as? Int == 800)

        let htmlWins = try styles(CLITests.run(
            ["-t", "runs.json", "--stylesheet", "sheet.json", "--style-policy", "html", "in.html"], in: directory
        ).stdout)
        #expect(htmlWins[1]["color"] as? String == "#00ff00")
    }

    @Test("--theme picks the theme: neutral by default, github-light and github-dark resolve every colour")
    func theme() throws {
        func document(_ arguments: [String]) throws -> [String: Any] {
            let run = try CLITests.run(["-f", "html", "-t", "runs.json"] + arguments, stdin: snippet)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
        }
        func colors(_ document: [String: Any]) -> [String?] {
            (document["styles"] as? [[String: Any]] ?? []).map { $0["color"] as? String }
        }
        // Styles: the body text, the link (green from its style=), strong.
        let neutral = try document([])
        // The neutral base records only what it resolves: no colours, no families.
        #expect((neutral["base"] as? [String: Any])?.keys.sorted() == ["fontSize", "theme"])
        #expect((neutral["base"] as? [String: Any])?["theme"] as? String == "neutral")
        #expect(colors(neutral) == [nil, "#00ff00", nil])
        #expect(try colors(document(["--theme", "neutral"])) == colors(neutral))
        let dark = try document(["--theme", "github-dark"])
        #expect(colors(dark) == ["#f0f6fc", "#00ff00", "#f0f6fc"])
        let base = dark["base"] as? [String: Any]
        #expect(base?["theme"] as? String == "github-dark")
        #expect(base?["color"] as? String == "#f0f6fc")
        #expect(base?["background"] as? String == "#0d1117")
        #expect(base?["linkColor"] as? String == "#4493f8")
        #expect(try colors(document(["--theme", "GitHub-Light"])) == ["#1f2328", "#00ff00", "#1f2328"])

        // A stylesheet applies on top of the theme; its own root colour wins.
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(##"{"kinds": {"strong": {"color": "#ffa657"}}}"##.utf8).write(to: directory.appendingPathComponent("strong.json"))
        let run = try CLITests.run(
            ["-f", "html", "-t", "runs.json", "--theme", "github-dark", "--stylesheet", "strong.json"], stdin: snippet, in: directory
        )
        let styled = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(colors(styled) == ["#f0f6fc", "#00ff00", "#ffa657"])
        #expect((styled["base"] as? [String: Any])?["theme"] as? String == "github-dark")
    }

    @Test("--theme names the output's themes: runs.json's, the terminal's, or either for other outputs")
    func themeNames() throws {
        let cases: [([String], String)] = [
            (["-t", "runs.json", "--theme", "solarized"],
             "mconv: error: --theme: expected one of neutral, github-light, github-dark for runs.json output, got 'solarized'\n"),
            (["-t", "runs.json", "--theme", "dark"],
             "mconv: error: --theme: expected one of neutral, github-light, github-dark for runs.json output, got 'dark'\n"),
            (["-t", "ansi", "--theme", "github-dark"], "mconv: error: --theme: expected one of dark, light for ansi output, got 'github-dark'\n"),
            (["-t", "html", "--theme", "sepia"],
             "mconv: error: --theme: expected one of neutral, github-light, github-dark (runs.json) or dark, light (ansi), got 'sepia'\n"),
        ]
        for (arguments, message) in cases {
            let run = try CLITests.run(["-f", "html"] + arguments, stdin: snippet)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout == "")
            #expect(run.stderr == message, "\(arguments)")
        }
        // A name one of the themed outputs knows changes nothing elsewhere.
        let plain = try CLITests.run(["-f", "html", "-t", "html"], stdin: snippet)
        for name in ["github-dark", "light"] {
            let themed = try CLITests.run(["-f", "html", "-t", "html", "--theme", name], stdin: snippet)
            #expect(themed.status == 0)
            #expect(themed.stdout == plain.stdout)
        }
    }

    @Test("bad runs options are usage errors (exit 64) that say what is wrong")
    func usageErrors() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(##"{"kinds": {"strong": {"fontWeight": "heavy"}}}"##.utf8).write(to: directory.appendingPathComponent("bad.json"))
        try Data("{\"kinds\": {\"strong\": \"#}".utf8).write(to: directory.appendingPathComponent("broken.json"))
        let cases: [([String], String)] = [
            (["--style-policy", "css"], "mconv: error: --style-policy: expected 'html' or 'stylesheet', got 'css'\n"),
            (["--runs-offsets", "utf16,graphemes"], "mconv: error: --runs-offsets: unknown offset kind 'graphemes' (utf16, codepoint, utf8)\n"),
            (["--stylesheet", "missing.json"], "mconv: error: --stylesheet: cannot read 'missing.json': No such file or directory\n"),
            (["--stylesheet", "bad.json"], ##"mconv: error: --stylesheet 'bad.json': kinds.strong.fontWeight: expected a weight 1…1000, "normal" or "bold""## + "\n"),
        ]
        for (arguments, message) in cases {
            let run = try CLITests.run(["-f", "html", "-t", "runs.json"] + arguments, stdin: snippet, in: directory)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout == "")
            #expect(run.stderr == message)
        }
        let broken = try CLITests.run(["-f", "html", "-t", "runs.json", "--stylesheet", "broken.json"], stdin: snippet, in: directory)
        #expect(broken.status == 64)
        #expect(broken.stderr.hasPrefix("mconv: error: --stylesheet 'broken.json': not valid JSON: 1:"))
    }

    @Test("a page's <title> reaches runs.json meta")
    func pageTitle() throws {
        let page = Data("<!DOCTYPE html><html><head><title>First  page</title></head><body><p>x</p></body></html>".utf8)
        let run = try CLITests.run(["-f", "html", "-t", "runs.json"], stdin: page)
        #expect(run.stdout.contains("\n\"meta\":{\"title\":\"First page\"},\n"))
    }

    @Test("invalid UTF-8 and binary garbage still give valid runs.json")
    func garbage() throws {
        var bytes: [UInt8] = Array("<p>ok <b>".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array("</b>".utf8)
        bytes += (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let run = try CLITests.run(["-f", "html", "-t", "runs.json", "-q"], stdin: Data(bytes))
        #expect(run.status == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil)
    }
}
