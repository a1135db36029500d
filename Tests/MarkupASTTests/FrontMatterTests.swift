import Foundation
import MarkupAST
import Testing

/// Front matter: what counts as a block, what the small YAML/TOML reader reads, how values
/// are quoted for YAML (checked with a real YAML parser when python3 has PyYAML), and how
/// `setting(_:to:)` edits a block.
@Suite("front matter")
struct FrontMatterTests {
    static func leading(_ text: String) -> (FrontMatter, Int)? {
        Array(text.utf8).withUnsafeBufferPointer { FrontMatter.leading(in: $0) }.map { ($0.frontMatter, $0.length) }
    }

    @Test("blocks that are front matter", arguments: [
        ("---\ntitle: Hi\n---\n# Hi\n", FrontMatter.Format.yaml, "title: Hi\n", 18),
        ("---\ntitle: Hi\n...\nText", .yaml, "title: Hi\n", 18),
        ("---   \r\ntitle: Hi\r\n---\r\n", .yaml, "title: Hi\r\n", 24),
        ("+++\ntitle = \"Hi\"\n+++\n", .toml, "title = \"Hi\"\n", 21),
        ("---\n# a comment\nkey: v\n---", .yaml, "# a comment\nkey: v\n", 26),
        ("---\n---\nBody", .yaml, "", 8),
    ])
    func detected(_ input: String, format: FrontMatter.Format, text: String, length: Int) throws {
        let (frontMatter, consumed) = try #require(Self.leading(input))
        #expect(frontMatter.format == format)
        #expect(frontMatter.text == text)
        #expect(consumed == length)
    }

    @Test("Markdown that stays Markdown", arguments: [
        "---\nFoo\n---\n",  // a thematic break and a setext heading
        "---\n\ntitle: x\n---\n",  // a blank line after the opening: a thematic break
        "---\ntitle: x\n",  // never closed
        " ---\ntitle: x\n---\n",  // indented
        "----\ntitle: x\n----\n",  // four hyphens
        "+++\ntitle = 1\n---\n",  // mixed delimiters
        "# Title\n---\ntitle: x\n---\n",  // not at the start
        "--- x\ntitle: y\n---\n",
        "",
        "--",
    ])
    func notDetected(_ input: String) {
        #expect(Self.leading(input) == nil)
    }

    @Test("YAML fields: scalars, quotes, lists; what it cannot read is left out")
    func yamlFields() {
        let text = """
            title: "A: B \\"quoted\\" \\u00e9"
            single: 'it''s'
            plain: some text # a comment
            folded: first
              second
            tags: [a, "b, c", 'd']
            authors:
              - Ann
              - "Bob"
            nested:
              key: value
            block: |
              text
            empty:
            nothing: null
            anchor: &a x
            date: 2024-05-01
            url: https://example.com/#x
            "quoted key": v

            """
        let fields = FrontMatter(format: .yaml, text: text).fields
        #expect(fields == [
            .init(key: "title", value: .string("A: B \"quoted\" é")),
            .init(key: "single", value: .string("it's")),
            .init(key: "plain", value: .string("some text")),
            .init(key: "folded", value: .string("first second")),
            .init(key: "tags", value: .list(["a", "b, c", "d"])),
            .init(key: "authors", value: .list(["Ann", "Bob"])),
            .init(key: "date", value: .string("2024-05-01")),
            .init(key: "url", value: .string("https://example.com/#x")),
            .init(key: "quoted key", value: .string("v")),
        ])
    }

    @Test("TOML fields: strings, arrays, bare values, up to the first table")
    func tomlFields() {
        let text = """
            title = "A \\"B\\""
            literal = 'C:\\path'
            tags = ["x", "y"]
            draft = false
            weight = 10 # comment
            inline = { a = 1 }
            [params]
            hidden = "not top level"

            """
        let fields = FrontMatter(format: .toml, text: text).fields
        #expect(fields == [
            .init(key: "title", value: .string("A \"B\"")),
            .init(key: "literal", value: .string("C:\\path")),
            .init(key: "tags", value: .list(["x", "y"])),
            .init(key: "draft", value: .string("false")),
            .init(key: "weight", value: .string("10")),
        ])
    }

    /// Strings whose YAML form needs care, each with the form written.
    static let yamlEdgeCases: [(String, String)] = [
        ("Plain title", "Plain title"),
        ("Title: with colon", "\"Title: with colon\""),
        ("C# in # depth", "\"C# in # depth\""),
        ("#hashtag", "\"#hashtag\""),
        ("- leading dash", "\"- leading dash\""),
        ("[bracket", "\"[bracket\""),
        ("{brace", "\"{brace\""),
        ("*star", "\"*star\""),
        ("&anchor", "\"&anchor\""),
        ("!tag", "\"!tag\""),
        ("|pipe", "\"|pipe\""),
        (">fold", "\">fold\""),
        ("'quote", "\"'quote\""),
        ("\"double", "\"\\\"double\""),
        ("%percent", "\"%percent\""),
        ("@at", "\"@at\""),
        ("`tick", "\"`tick\""),
        ("yes", "\"yes\""),
        ("No", "\"No\""),
        ("on", "\"on\""),
        ("null", "\"null\""),
        ("~", "\"~\""),
        ("true", "\"true\""),
        ("12", "\"12\""),
        ("3.14", "\"3.14\""),
        ("2024-05-01", "\"2024-05-01\""),
        ("1e3", "\"1e3\""),
        (".5", "\".5\""),
        ("+1", "\"+1\""),
        ("0x1F", "\"0x1F\""),
        ("line\nbreak", "\"line\\nbreak\""),
        ("tab\there", "\"tab\\there\""),
        (" padded ", "\" padded \""),
        ("ends with colon:", "\"ends with colon:\""),
        ("", "\"\""),
        ("Ünïcödé — 日本語 🎉", "Ünïcödé — 日本語 🎉"),
        ("back\\slash", "back\\slash"),
        ("a\u{2028}b", "\"a\\u2028b\""),
        ("bell\u{07}", "\"bell\\u0007\""),
        ("http://example.com/a?b=c#d", "http://example.com/a?b=c#d"),
        ("<<", "\"<<\""),
        ("?question", "\"?question\""),
        ("it's fine", "it's fine"),
    ]

    @Test("YAML scalars are quoted where a parser would read something else", arguments: yamlEdgeCases)
    func yamlQuoting(_ value: String, expected: String) {
        #expect(FrontMatter.yamlScalar(value) == expected)
    }

    @Test("every quoted value reads back as the same string with PyYAML (skipped without python3-yaml)")
    func yamlParserAgrees() throws {
        let values = Self.yamlEdgeCases.map(\.0)
        let document = FrontMatter.yaml(values.enumerated().map { .init(key: "k\($0.offset)", value: .string($0.element)) }).text
            + FrontMatter.yaml([.init(key: "tags", value: .list(["yes", "a: b", "#c"]))]).text
        let script = """
            import json, sys, yaml
            data = yaml.safe_load(sys.stdin.read())
            print(json.dumps(data))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        do { try process.run() } catch { return }
        input.fileHandleForWriting.write(Data(document.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("YAML parser check skipped: python3 with the yaml module is not available")
            return
        }
        let parsed = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        for (index, value) in values.enumerated() {
            #expect(parsed["k\(index)"] as? String == value, "k\(index): \(String(reflecting: value)) came back as \(String(describing: parsed["k\(index)"]))")
        }
        #expect(parsed["tags"] as? [String] == ["yes", "a: b", "#c"])
    }

    @Test("front matter from a tree is written in a form that reads back whole", arguments: [
        // (format, text, the text written, or nil when nothing can be written)
        (FrontMatter.Format.toml, "", ""),
        (.yaml, "", ""),
        (.yaml, "title: x", "title: x\n"),  // the last line ended
        (.toml, "title = \"Hugo\"\ndraft = true  ++", "title = \"Hugo\"\ndraft = true  ++\n"),
        (.yaml, "a: one\n---\nb: two\n", "a: one\nb: two\n"),  // a closing line inside: written from the fields
        (.toml, "t = \"x\"\n+++\n", "t = \"x\"\n"),
        (.yaml, "\nkey: v\n", "key: v\n"),  // a blank first line
        (.yaml, "Some text\n", nil),  // no key a reader could take
    ] as [(FrontMatter.Format, String, String?)])
    func writable(_ format: FrontMatter.Format, text: String, written: String?) {
        let frontMatter = FrontMatter(format: format, text: text)
        let result = frontMatter.writable
        #expect(result?.text == written)
        #expect(frontMatter.readsBack == (result == frontMatter))
        if let result {
            #expect(result.readsBack)
            #expect(result.format == format)
        }
    }

    @Test("setting a key replaces its entry (with its indented lines) or adds one")
    func setting() {
        let yaml = FrontMatter(format: .yaml, text: "title: Old\ntags:\n  - a\n  - b\ndraft: true\n")
        let changed = yaml.setting("tags", to: .list(["x"])).setting("title", to: .string("New: one")).setting("author", to: .string("Ann"))
        #expect(changed.text == "title: \"New: one\"\ntags:\n  - x\ndraft: true\nauthor: Ann\n")
        #expect(changed["title"] == .string("New: one"))
        #expect(FrontMatter(format: .yaml, text: changed.text).fields == changed.fields)

        let toml = FrontMatter(format: .toml, text: "title = \"Old\"\n[params]\nx = 1\n")
        let edited = toml.setting("title", to: .string("New")).setting("draft", to: .string("yes"))
        #expect(edited.text == "title = \"New\"\ndraft = \"yes\"\n[params]\nx = 1\n")
    }

    @Test("setMetadata updates the metadata and the front matter block")
    func documentMetadata() {
        var document = Document(frontMatter: FrontMatter(format: .yaml, text: "title: A\n"))
        document.setMetadata("title", to: "B")
        document.setMetadata("tags", to: "x, y")
        #expect(document.metadata == ["title": "B", "tags": "x, y"])
        #expect(document.frontMatter?.text == "title: B\ntags:\n  - x\n  - \"y\"\n")
    }
}
