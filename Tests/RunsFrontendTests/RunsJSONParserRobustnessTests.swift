import MarkupAST
import RunsFrontend
import Testing

/// Input that is not runs.json throws; an inconsistent runs.json is repaired with warnings and
/// never crashes the reader.
@Suite("runs.json reader: malformed input")
struct RunsJSONParserRobustnessTests {
    @Test("not runs.json at all: a thrown error naming why, or an empty document and a warning", arguments: [
        ("", "not a runs.json document: "),
        ("[1, 2]", "not a runs.json document: expected a JSON object"),
        (#"{"version":"1.1","runs":[]}"#, #"not a runs.json document: "format" is missing (expected "mconv.runs")"#),
        (#"{"format":"mconv.ast","version":"1.1","runs":[]}"#, #"not a runs.json document: "format" is "mconv.ast" (expected "mconv.runs")"#),
        (#"{"format":"mconv.runs","runs":[]}"#, #"runs.json: "version" is missing"#),
        (#"{"format":"mconv.runs","version":"3.0","runs":[]}"#, "runs.json version 3.0 is not supported (this reader reads 1.x and 2.x)"),
        (#"{"format":"mconv.runs","version":"x","runs":[]}"#, "runs.json version x is not supported (this reader reads 1.x and 2.x)"),
        (#"{"format":"mconv.runs","version":"1.1","runs":{}}"#, #"runs.json: "runs" is missing or not an array"#),
    ])
    func unreadable(_ input: String, _ message: String) {
        #expect(throws: MalformedInputError.self) { try RunsJSONParser().parseOrThrow(validatedUTF8: Array(input.utf8)) }
        do {
            _ = try RunsJSONParser().parseOrThrow(validatedUTF8: Array(input.utf8))
        } catch {
            #expect(error.description.hasPrefix(message))
        }
        let lenient = RunsJSONParser().parse(text: input)
        #expect(lenient.document == Document())
        #expect(lenient.diagnostics.map(\.code) == [RunsJSONParser.unreadableCode])
    }

    @Test("versions 1.x and 2.x read; unknown fields and x-* extensions are ignored; 2.0 styles without colour")
    func versions() {
        for version in ["1.0", "1.1", "2.0", "2.7"] {
            let json = #"""
            {"format":"mconv.runs","version":"\#(version)","x-app":{"a":1},"future":true,
            "styles":[{"marks":["emphasis"],"fontScale":1.25,"x-tint":"blue"}],
            "blocks":[{"type":"paragraph","parent":null,"x-note":1}],
            "runs":[{"text":"hi","style":0,"block":0,"x-id":7}]}
            """#
            let result = RunsJSONParser().parse(text: json)
            #expect(result.diagnostics.isEmpty, "\(version)")
            #expect(result.document.blocks == [.paragraph([.emphasis([.text("hi")])])], "\(version)")
        }
    }

    @Test("bad indices, missing tables, bad parents, unknown names and misplaced blocks: repaired, one warning per kind")
    func repairs() {
        let json = #"""
        {"format":"mconv.runs","version":"1.1","links":[{"title":"no href"}],
        "blocks":[
        {"type":"paragraph","parent":null},
        {"type":"poem","parent":null},
        {"type":"paragraph","parent":1},
        {"type":"paragraph","parent":5},
        {"type":"list","parent":null,"ordered":false},
        {"type":"paragraph","parent":4},
        {"type":"tableRow","parent":null},
        {"type":"tableCell","parent":6},
        {"type":"paragraph","parent":0},
        {"type":"listItem","parent":null},
        {"type":"paragraph","parent":9}],
        "runs":[
        {"text":"a","style":3,"block":0,"link":0},
        {"text":"b","block":99},
        {"block":0},
        {"text":"c","block":1},
        {"text":"d","block":2,"style":"x"},
        {"text":"e","block":3},
        {"text":"f","block":5},
        {"text":"g","block":7},
        {"text":"h","block":8},
        {"text":"i","block":10},
        {"text":"","block":0}]}
        """#
        let result = RunsJSONParser().parse(text: json)
        #expect(result.document.blocks == [
            .paragraph([.text("abc")]),
            .div(Attributes(), [.paragraph([.text("d")])]),
            .paragraph([.text("e")]),
            .list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("f")])])]),
            .paragraph([.text("g")]),
            .paragraph([.text("h")]),
            .paragraph([.text("i")]),
        ])
        #expect(result.diagnostics.map(\.code) == [
            "runs-json-missing-table", "runs-json-bad-entry", "runs-json-unknown-name", "runs-json-bad-parent",
            "runs-json-bad-reference", "runs-json-misplaced-block",
        ])
        #expect(result.diagnostics.first { $0.code == "runs-json-bad-reference" }?.message
            == "runs.json: runs[0].style does not point into its table; ignored (and 2 more)")
    }

    @Test("offsets are not read: runs whose u16 disagree with their text read by their text")
    func offsetsIgnored() {
        let json = RunsJSON.document(
            blocks: [#"{"type":"paragraph","parent":null,"u16":[5,1]}"#],
            runs: [#"{"text":"héllo 👍","u16":[99,1],"style":0,"block":0}"#]
        )
        #expect(RunsJSON.read(json) == ([.paragraph([.text("héllo 👍")])], []))
    }

    @Test("blocks nested deeper than the cap move up into the deepest allowed container, with one warning")
    func depthCapped() {
        let depth = 2_000
        var blocks = (0..<depth).map { #"{"type":"blockquote","parent":\#($0 == 0 ? "null" : String($0 - 1))}"# }
        blocks.append(#"{"type":"paragraph","parent":\#(depth - 1)}"#)
        let json = RunsJSON.document(blocks: blocks, runs: [#"{"text":"deep","style":0,"block":\#(depth)}"#])
        let parser = RunsJSONParser(options: RunsJSONParseOptions(maxNestingDepth: 10))
        let result = parser.parse(text: json)
        #expect(result.diagnostics.map(\.code) == [NestingLimit.diagnosticCode])
        // Each block past the cap joins the deepest allowed quote, after the ones before it.
        var level = 0
        var current = result.document.blocks
        while case .blockQuote(let children, _)? = current.last {
            level += 1
            current = children
            if level > 20 { break }
        }
        #expect(level == 9)
        #expect(current.last == .paragraph([.text("deep")]))
        #expect(current.count == depth - 9 + 1)
    }

    @Test("a large document reads in one pass (100,000 runs in one paragraph, 20,000 list items)")
    func large() {
        let runs = (0..<100_000).map { #"{"text":"w\#($0) ","style":\#($0 % 2),"block":0}"# }
        let json = RunsJSON.document(
            styles: [#"{"marks":[]}"#, #"{"marks":["strong"]}"#], blocks: [#"{"type":"paragraph","parent":null}"#], runs: runs
        )
        let result = RunsJSONParser().parse(text: json)
        guard case .paragraph(let inlines, _)? = result.document.blocks.first else {
            Issue.record("no paragraph")
            return
        }
        #expect(inlines.count == 100_000)

        var blocks = [#"{"type":"list","parent":null,"ordered":false}"#]
        var itemRuns: [String] = []
        for item in 0..<20_000 {
            blocks.append(#"{"type":"listItem","parent":0,"marker":"•"}"#)
            blocks.append(#"{"type":"paragraph","parent":\#(blocks.count - 1)}"#)
            itemRuns.append(#"{"text":"item","style":0,"block":\#(blocks.count - 1)}"#)
            _ = item
        }
        let list = RunsJSONParser().parse(text: RunsJSON.document(blocks: blocks, runs: itemRuns))
        guard case .list(_, let items, _)? = list.document.blocks.first else {
            Issue.record("no list")
            return
        }
        #expect(items.count == 20_000)
    }
}

extension RunsJSONParserRobustnessTests {
    @Test("100,000 breaks and spaces at a paragraph's edges are dropped in linear time")
    func manyEdgeBreaks() {
        let breaks = String(repeating: " ", count: 100_000)
        let json = RunsJSON.document(
            styles: [#"{"marks":[]}"#, #"{"marks":["emphasis"]}"#], blocks: [#"{"type":"paragraph","parent":null}"#],
            runs: [
                #"{"text":"\#(breaks)","style":0,"block":0,"role":"softBreak"}"#, #"{"text":" x ","style":1,"block":0}"#,
                #"{"text":"\#(breaks)","style":1,"block":0,"role":"lineBreak"}"#, #"{"text":"\#(breaks)","style":0,"block":0}"#,
            ]
        )
        #expect(RunsJSON.read(json).blocks == [.paragraph([.emphasis([.text("x")])])])

        // 50,000 blank runs that alternate between plain and emphasis before the text.
        let alternating = (0..<50_000).map { #"{"text":" ","style":\#($0 % 2),"block":0}"# } + [#"{"text":"y","style":0,"block":0}"#]
        let many = RunsJSON.document(
            styles: [#"{"marks":[]}"#, #"{"marks":["emphasis"]}"#], blocks: [#"{"type":"paragraph","parent":null}"#], runs: alternating
        )
        #expect(RunsJSON.read(many).blocks == [.paragraph([.text("y")])])
    }
}
