import Backends
import ChatFrontend
import MarkupAST
import Testing

/// Inputs that would make a backtracking reader quadratic or deep: each is 1 MB on one line
/// or in many short lines and must parse (and an eighth of it render and read back); a
/// quadratic algorithm would not finish. No wall-clock assertion: the run itself is the
/// check.
@Suite("chat pathological inputs")
struct ChatPathologicalTests {
    static let size = 1 << 20

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var flavor: ChatFlavor
        var unit: String
        var testDescription: String { "\(flavor.rawValue): \(name)" }

        /// `unit` repeated to `size` bytes.
        func input(size: Int) -> String {
            String(repeating: unit, count: size / max(1, unit.utf8.count))
        }
    }

    static let cases: [Case] = ChatFlavor.allCases.flatMap { flavor in
        [
            Case(name: "a line of *", flavor: flavor, unit: "*"),
            Case(name: "a line of *_~", flavor: flavor, unit: "*_~"),
            Case(name: "openers that never close", flavor: flavor, unit: " *a _b ~c"),
            Case(name: "closers that never opened", flavor: flavor, unit: "a* b_ c~ "),
            Case(name: "crossed pairs", flavor: flavor, unit: "*a _b* c_ "),
            Case(name: "backticks", flavor: flavor, unit: "` "),
            Case(name: "angle brackets", flavor: flavor, unit: "<a "),
            Case(name: "link openers", flavor: flavor, unit: "[a](b "),
            Case(name: "escapes", flavor: flavor, unit: "\u{2060}*\\*"),
            Case(name: "fence lines", flavor: flavor, unit: "```\n"),
            Case(name: "quote lines", flavor: flavor, unit: "> *a\n"),
            Case(name: "list lines", flavor: flavor, unit: "- *a\n1. b\n"),
            Case(name: "unclosed fences", flavor: flavor, unit: "```a\nb\n"),
        ]
    }

    @Test("1 MB inputs parse; 128 KB of them render and read back", arguments: cases)
    func pathological(_ testCase: Case) {
        let parser = ChatParser(options: ChatParseOptions(flavor: testCase.flavor))
        #expect(!parser.parse(text: testCase.input(size: Self.size)).document.blocks.isEmpty)
        // The writer's round trip on a smaller slice keeps the debug-build suite quick.
        let document = parser.parse(text: testCase.input(size: Self.size / 8)).document
        let rendered = ChatRenderer(options: ChatRenderOptions(flavor: testCase.flavor)).render(document)
        #expect(parser.parse(text: rendered).document == ChatProjection.project(document, flavor: testCase.flavor))
    }

    @Test("a line of stars loses no star: pairs around one star are strong, the rest text")
    func lineOfStars() {
        let input = String(repeating: "*", count: Self.size)
        let document = ChatParser().parse(text: input).document
        guard case .paragraph(let inlines, _)? = document.blocks.first else {
            Issue.record("no paragraph")
            return
        }
        let strongCount = inlines.filter { if case .strong = $0 { return true } else { return false } }.count
        let text = Inline.plainText(of: inlines)
        #expect(document.blocks.count == 1)
        #expect(text.utf8.allSatisfy { $0 == UInt8(ascii: "*") })
        #expect(text.utf8.count + 2 * strongCount == Self.size)
    }

    @Test("a line of alternating delimiters nests at most three deep")
    func alternatingDelimiters() {
        let input = String(repeating: "*_~", count: 1000)
        let document = ChatParser().parse(text: input).document
        var maxDepth = 0
        func depth(_ inlines: [Inline], _ level: Int) {
            maxDepth = max(maxDepth, level)
            for inline in inlines { depth(inline.children, level + 1) }
        }
        if case .paragraph(let inlines, _)? = document.blocks.first { depth(inlines, 0) }
        #expect(maxDepth <= 3)
    }
}
