import Foundation
import MarkupAST
import MarkupConversion
import Testing

/// `--rewrite-links`: links between the files of a batch become links between their outputs,
/// across folders, with fragments kept; everything else stays, or resolves against the base
/// URL of the input folder.
@Suite("link rewriting between batch outputs")
struct LinkRewritingTests {
    private static let site = [
        "site/index.html": ##"<h1 id="top">Home</h1><p><a href="library/json.html#json.dumps">dumps</a> <a href="guide/">guide</a> <a href="./library/../library/os.html?x=1#env">os</a> <a href="missing.html#a">missing</a> <a href="#top">top</a> <a href="https://python.org/x.html">ext</a> <a href="/library/json.html">root</a> <img src="library/pic.png" alt="pic"></p>"##,
        "site/library/json.html": #"<section id="json-mod"><h1>json</h1><p>See <a href="../index.html">home</a>, <a href="os.html#env">os</a>, <a href="my%20notes.html">notes</a>, <a href="json.html#json-mod">self</a>, <span id="json.dumps"></span><code>dumps</code>.</p></section>"#,
        "site/library/os.html": #"<h2 id="env">Env</h2><p><a href="../guide/index.html#start">start</a></p>"#,
        "site/library/my notes.html": "<p>n</p>",
        "site/guide/index.html": #"<h2 id="start">Start</h2><p><a href="../library/json.html">json</a> <a href="../library/">library folder</a></p>"#,
    ]

    private static func convert(baseURL: String? = nil, rewrites: Bool = true, jobs: Int = 1) throws -> [String: String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mconv-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in site {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var options = ConversionOptions()
        options.baseURL = baseURL
        var batch = BatchConverter(converter: MarkupConverter(options: options), output: .gfm, input: FormatSpecifier(format: .html))
        batch.rewritesLinks = rewrites
        batch.jobs = jobs
        let out = root.appendingPathComponent("out").path
        let summary = try batch.convert(files: [root.appendingPathComponent("site").path], into: out)
        #expect(summary.converted == 5)
        var outputs: [String: String] = [:]
        for path in ["index.md", "library/json.md", "library/os.md", "library/my notes.md", "guide/index.md"] {
            outputs[path] = try String(contentsOf: URL(fileURLWithPath: out + "/" + path), encoding: .utf8)
        }
        return outputs
    }

    @Test("links to converted files point at their outputs, across folders, fragments kept")
    func rewrites() throws {
        let outputs = try Self.convert()
        #expect(outputs["index.md"] == """
            # <a id="top"></a>Home

            [dumps](library/json.md#json.dumps) [guide](guide/index.md) [os](library/os.md#env) [missing](missing.html#a) [top](#top) [ext](https://python.org/x.html) [root](/library/json.html) ![pic](library/pic.png)

            """)
        #expect(outputs["library/json.md"] == """
            # <a id="json-mod"></a>json

            See [home](../index.md), [os](os.md#env), [notes](my%20notes.md), [self](json.md#json-mod), <a id="json.dumps"></a>`dumps`.

            """)
        #expect(outputs["library/os.md"] == "## Env\n\n[start](../guide/index.md#start)\n")
        #expect(outputs["guide/index.md"] == "## Start\n\n[json](../library/json.md) [library folder](../library/)\n")
    }

    @Test("with a base URL, links to files not converted become absolute, per file")
    func baseURL() throws {
        let outputs = try Self.convert(baseURL: "https://docs.example.com/v3")
        #expect(outputs["index.md"]?.contains("[missing](https://docs.example.com/v3/missing.html#a)") == true)
        #expect(outputs["index.md"]?.contains("[root](https://docs.example.com/library/json.html)") == true)
        #expect(outputs["index.md"]?.contains("![pic](https://docs.example.com/v3/library/pic.png)") == true)
        #expect(outputs["index.md"]?.contains("[dumps](library/json.md#json.dumps)") == true)
        #expect(outputs["guide/index.md"]?.contains("[library folder](https://docs.example.com/v3/library/)") == true)
    }

    @Test("without rewriting, a base URL resolves every relative link against the file's own URL")
    func baseURLWithoutRewriting() throws {
        let outputs = try Self.convert(baseURL: "https://docs.example.com/v3/", rewrites: false)
        #expect(outputs["library/os.md"] == "## Env\n\n[start](https://docs.example.com/v3/guide/index.html#start)\n")
    }

    @Test("the outputs are the same for 1 and 3 jobs")
    func jobs() throws {
        #expect(try Self.convert(jobs: 1) == Self.convert(jobs: 3))
    }

    @Test("destination(for:in:) names the target's output relative to the link's output", arguments: [
        ("json.html", "json.md"), ("json.html#x%20y", "json.md#x%20y"), ("../top.html", "../top.md"),
        ("./sub/../json.html?q#f", "json.md#f"), ("JSON.html", nil), ("json.htm", nil), ("#f", nil), ("?q", nil),
        ("//h/json.html", nil), ("/a/json.html", nil), ("file:json.html", nil), ("../b/", "../b/index.md"),
        ("../b", "../b/index.md"), ("../b/c%3Fd.html", "../b/c%3Fd.md"),
    ] as [(String, String?)])
    func destination(_ example: (String, String?)) {
        let plan = BatchPlan(items: [
            BatchItem(source: "in/a/json.html", relativePath: "a/json.html", output: "out/a/json.md"),
            BatchItem(source: "in/top.html", relativePath: "top.html", output: "out/top.md"),
            BatchItem(source: "in/b/index.html", relativePath: "b/index.html", output: "out/b/index.md"),
            BatchItem(source: "in/b/c?d.html", relativePath: "b/c?d.html", output: "out/b/c?d.md"),
        ])
        let rewriter = BatchLinkRewriter(plan: plan)
        #expect(rewriter.destination(for: example.0, in: plan.items[0]) == example.1)
    }
}
