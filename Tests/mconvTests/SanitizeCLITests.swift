import Foundation
import Testing

/// The sanitizer on the command line: `-t html` sanitizes with the default, `--sanitize`
/// picks a preset, `--sanitize-policy` reads a JSON policy, `--base-url` resolves relative
/// URLs, `--trusted-html` turns it off; every mistake is a usage error (64) with nothing
/// written.
@Suite("sanitizer on the command line")
struct SanitizeCLITests {
    private let attack = Data("<p onclick=\"x()\">Hi <a href=\"javascript:alert(1)\">j</a> <a href=\"docs/a.html\">d</a><script>alert(1)</script><span>s</span></p>".utf8)

    @Test("HTML and Markdown to HTML sanitize with the default; --trusted-html opts out")
    func defaultAndTrusted() throws {
        let html = try CLITests.run(["-f", "html", "-t", "html", "-q"], stdin: attack)
        #expect(html.status == 0)
        #expect(html.stdout == "<p>Hi <a>j</a> <a href=\"docs/a.html\" rel=\"nofollow noopener noreferrer\">d</a><span>s</span></p>\n")
        let markdown = try CLITests.run(["-t", "html", "-q"], stdin: Data("[j](javascript:alert(1)) <img src=x onerror=alert(1)>\n".utf8))
        #expect(markdown.stdout == "<p><a>j</a> <img src=\"x\" alt=\"\" /></p>\n")
        let trusted = try CLITests.run(["-f", "html", "-t", "html", "-q", "--trusted-html"], stdin: Data("<p><span>s</span></p>".utf8))
        #expect(trusted.stdout == "<p>s</p>\n")
    }

    @Test("--sanitize strict escapes, relaxed keeps classes; the default reports what it removed")
    func presets() throws {
        let strict = try CLITests.run(["-f", "html", "-t", "html", "-q", "--sanitize", "strict"], stdin: Data("<p><span>s</span></p>".utf8))
        #expect(strict.stdout == "<p>&lt;span&gt;s&lt;/span&gt;</p>\n")
        let relaxed = try CLITests.run(["-f", "html", "-t", "html", "-q", "--sanitize", "relaxed"], stdin: Data("<p class=\"lead\">s</p>".utf8))
        #expect(relaxed.stdout == "<p class=\"lead\">s</p>\n")
        let reported = try CLITests.run(["-f", "html", "-t", "html"], stdin: attack)
        #expect(reported.stderr.contains("[element-dropped]"))
        #expect(reported.stderr.contains("[sanitizer-removed-attribute]"))
    }

    @Test("--base-url resolves relative links and images")
    func baseURL() throws {
        let run = try CLITests.run(
            ["-f", "html", "-t", "html", "-q", "--base-url", "https://example.com/blog/post/"],
            stdin: Data("<p><a href=\"../about.html#team\">a</a><img src=\"img/x.png\" alt=\"x\"></p>".utf8)
        )
        #expect(run.stdout == "<p><a href=\"https://example.com/blog/about.html#team\" rel=\"nofollow noopener noreferrer\">a</a><img src=\"https://example.com/blog/post/img/x.png\" alt=\"x\" /></p>\n")
    }

    @Test("--sanitize-policy reads a JSON policy file")
    func policyFile() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"extends\": \"default\", \"urls\": {\"addLinkSchemes\": [\"myapp\"]}, \"elements\": {\"remove\": [\"span\"]}, \"disposals\": {\"elements\": {\"span\": \"escape\"}}}".utf8)
            .write(to: folder.appendingPathComponent("policy.json"))
        let run = try CLITests.run(
            ["-f", "html", "-t", "html", "-q", "--sanitize-policy", "policy.json"],
            stdin: Data("<p><a href=\"myapp://open\">o</a> <span>s</span></p>".utf8), in: folder
        )
        #expect(run.status == 0)
        #expect(run.stdout == "<p><a href=\"myapp://open\" rel=\"nofollow noopener noreferrer\">o</a> &lt;span&gt;s&lt;/span&gt;</p>\n")
    }

    @Test("sanitizer options with another output format are reported as ignored, not silently dropped")
    func ignoredForOtherOutputs() throws {
        let run = try CLITests.run(["-f", "html", "-t", "gfm", "--sanitize", "strict"], stdin: Data("<p>x</p>".utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "x\n")
        #expect(run.stderr == "mconv: warning: --sanitize applies to HTML output only; ignored for gfm output [sanitize-html-only]\n")
        let html = try CLITests.run(["-f", "html", "-t", "html", "--sanitize", "strict"], stdin: Data("<p>x</p>".utf8))
        #expect(html.stderr.isEmpty)
    }

    @Test("mistakes are usage errors: nothing written, exit 64, the reason on stderr", arguments: [
        (["--sanitize", "paranoid"], "expected strict, default or relaxed"),
        (["--sanitize-policy", "missing.json"], "--sanitize-policy"),
        (["--sanitize-policy", "bad.json"], "attributes.elements.td.colspan"),
        (["--sanitize", "strict", "--sanitize-policy", "bad.json"], "cannot be combined"),
        (["--trusted-html", "--sanitize", "strict"], "cannot be combined"),
        (["--base-url", "docs/"], "absolute http or https URL"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"attributes\": {\"elements\": {\"td\": {\"colspan\": \"number\"}}}}".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let run = try CLITests.run(["-f", "html", "-t", "html", "-o", "out.html"] + arguments, stdin: attack, in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
    }
}
