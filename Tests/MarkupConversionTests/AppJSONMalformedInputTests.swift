import MarkupAST
import MarkupConversion
import Testing

/// Input that is not the app format it was given as throws a ``MalformedInputError`` naming
/// the JSON path of the first value that does not fit (the CLI exits 65 on it, with no
/// output); deep input is flattened at the nesting limit, never a crash.
@Suite("app JSON formats: malformed and pathological input")
struct AppJSONMalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var json: String
        var message: String
        var testDescription: String { "\(format): \(message)" }
    }

    static let cases: [Case] = [
        Case(format: "prosemirror", json: "nope", message: "not a valid ProseMirror document: not JSON: 1:1: invalid literal (expected true, false or null)"),
        Case(format: "prosemirror", json: "[]", message: "not a valid ProseMirror document: top level: expected an object"),
        Case(format: "prosemirror", json: #"{"type":"paragraph"}"#, message: #"not a valid ProseMirror document: type: expected "doc", found "paragraph""#),
        Case(format: "prosemirror", json: #"{"type":"doc","content":{}}"#, message: "not a valid ProseMirror document: content: expected an array"),
        Case(format: "prosemirror", json: #"{"type":"doc","content":[{}]}"#, message: #"not a valid ProseMirror document: content[0]: "type" is missing"#),
        Case(
            format: "prosemirror",
            json: #"{"type":"doc","content":[{"type":"paragraph"},{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":"bold"},{"type":7}]}]}]}"#,
            message: "not a valid ProseMirror document: content[1].content[0].marks[1].type: expected a string"
        ),
        Case(format: "prosemirror", json: #"{"type":"doc","content":[{"type":"heading","attrs":{"level":"2"}}]}"#, message: "not a valid ProseMirror document: content[0].attrs.level: expected an integer"),
        Case(
            format: "prosemirror", json: #"{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":"link","attrs":{"href":null,"target":1}}]}]}]}"#,
            message: "not a valid ProseMirror document: content[0].content[0].marks[0].attrs.target: expected a string"
        ),
        Case(format: "prosemirror", json: #"{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text"}]}]}"#, message: #"not a valid ProseMirror document: content[0].content[0]: "text" is missing"#),
        Case(
            format: "prosemirror",
            json: #"{"type":"doc","content":[{"type":"taskList","content":[{"type":"taskItem","attrs":{"checked":"yes"}}]}]}"#,
            message: "not a valid ProseMirror document: content[0].content[0].attrs.checked: expected true or false"
        ),
        Case(format: "portable-text", json: "{}", message: "not a valid Portable Text document: top level: expected an array of blocks"),
        Case(format: "portable-text", json: #"[{"style":"normal"}]"#, message: #"not a valid Portable Text document: [0]: "_type" is missing"#),
        Case(format: "portable-text", json: #"[{"_type":"block","children":[{"_type":"span","text":3}]}]"#, message: "not a valid Portable Text document: [0].children[0].text: expected a string"),
        Case(format: "portable-text", json: #"[{"_type":"block","children":[{"_type":"span","text":"a","marks":[1]}]}]"#, message: "not a valid Portable Text document: [0].children[0].marks[0]: expected a string"),
        Case(format: "portable-text", json: #"[{"_type":"block","markDefs":[{"_type":"link"}],"children":[]}]"#, message: #"not a valid Portable Text document: [0].markDefs[0]: "_key" is missing"#),
        Case(format: "portable-text", json: #"[{"_type":"table","rows":[{"cells":["a",{"b":1}]}]}]"#, message: "not a valid Portable Text document: [0].rows[0].cells[1]: expected a string"),
        Case(format: "contentful", json: #"{"nodeType":"doc"}"#, message: #"not a valid Contentful Rich Text document: nodeType: expected "document", found "doc""#),
        Case(
            format: "contentful", json: #"{"nodeType":"document","content":[{"nodeType":"paragraph","content":[{"nodeType":"text","value":1}]}]}"#,
            message: "not a valid Contentful Rich Text document: content[0].content[0].value: expected a string"
        ),
        Case(
            format: "contentful", json: #"{"nodeType":"document","content":[{"nodeType":"paragraph","content":[{"nodeType":"text","value":"a","marks":["bold"]}]}]}"#,
            message: "not a valid Contentful Rich Text document: content[0].content[0].marks[0]: expected an object"
        ),
        Case(
            format: "contentful", json: #"{"nodeType":"document","content":[{"nodeType":"paragraph","content":[{"nodeType":"hyperlink","data":{"uri":5}}]}]}"#,
            message: "not a valid Contentful Rich Text document: content[0].content[0].data.uri: expected a string"
        ),
    ]

    static func parser(_ name: String) throws -> any DocumentParser {
        let format = try #require(AppJSONGoldenTests.format(named: name))
        let makeParser = try #require(format.makeParser)
        return makeParser(FormatContext(options: ConversionOptions()))
    }

    @Test("malformed input throws with the JSON path", arguments: cases)
    func malformed(_ testCase: Case) throws {
        let parser = try Self.parser(testCase.format)
        #expect(throws: MalformedInputError(testCase.message)) {
            try parser.parseOrThrow(validatedUTF8: Array(testCase.json.utf8))
        }
        // The lenient entry point gives an empty document and the same message as a warning.
        let lenient = parser.parse(validatedUTF8: Array(testCase.json.utf8))
        #expect(lenient.document == Document())
        #expect(lenient.diagnostics.map(\.message) == [testCase.message])
    }

    /// `depth` nested quotes in each format's own shape.
    static func nestedQuotes(_ format: String, depth: Int) -> String {
        switch format {
        case "prosemirror":
            return #"{"type":"doc","content":["# + String(repeating: #"{"type":"blockquote","content":["#, count: depth)
                + #"{"type":"paragraph","content":[{"type":"text","text":"deep"}]}"# + String(repeating: "]}", count: depth) + "]}"
        case "contentful":
            return #"{"nodeType":"document","content":["# + String(repeating: #"{"nodeType":"blockquote","content":["#, count: depth)
                + #"{"nodeType":"paragraph","content":[{"nodeType":"text","value":"deep","marks":[]}]}"# + String(repeating: "]}", count: depth) + "]}"
        default:
            return #"[{"_type":"block","listItem":"bullet","level":"# + String(depth) + #","children":[{"_type":"span","text":"deep"}]}]"#
        }
    }

    @Test("nesting beyond the limit is flattened with a warning; JSON deeper than the reader allows is an error", arguments: AppJSONGoldenTests.formats.map(\.name))
    func deepNesting(_ format: String) throws {
        let parser = try Self.parser(format)
        let result = try parser.parseOrThrow(validatedUTF8: Array(Self.nestedQuotes(format, depth: 400).utf8))
        #expect(result.diagnostics.contains { $0.code == NestingLimit.diagnosticCode })
        var depth = 0
        var blocks = result.document.blocks
        while let first = blocks.first, !first.childBlocks.isEmpty || { if case .list = first { return true } else { return false } }() {
            depth += 1
            if case .list(_, let items, _) = first { blocks = items.first?.blocks ?? [] } else { blocks = first.childBlocks }
        }
        #expect(depth <= NestingLimit.defaultMaxDepth)
        #expect(Inline.plainText(of: blocks.first?.childInlines ?? []) == "deep")
        if format != "portable-text" {
            #expect(throws: MalformedInputError.self) { try parser.parseOrThrow(validatedUTF8: Array(Self.nestedQuotes(format, depth: 100_000).utf8)) }
        }
    }
}
