import Backends
import MarkupAST
import Testing

/// `Golden/markdown/<case>.md` → parse → ``MarkdownRenderer`` → `<case>.expected.md`.
///
/// Cases named `commonmark-*` render with ``MarkdownRenderOptions/Flavor/commonMark``; every
/// other case must also round-trip (its output parses back to the input's tree).
@Suite("Markdown golden files")
struct MarkdownGoldenTests {
    @Test("renders as expected", arguments: GoldenFile.cases("markdown"))
    func golden(_ name: String) throws {
        let source = try GoldenFile.input("markdown", name)
        let document = TestParser.parse(source)
        let isCommonMark = name.hasPrefix("commonmark-")
        let renderer = MarkdownRenderer(options: MarkdownRenderOptions(flavor: isCommonMark ? .commonMark : .gfm))
        let rendered = renderer.render(document)
        try GoldenFile.check(rendered, backend: "markdown", input: name, fileExtension: "md")
        if !isCommonMark {
            let reparsed = TestParser.parse(rendered)
            #expect(reparsed == document, "\(name) does not round-trip:\n\(reparsed.dump)")
        }
    }

    @Test("there are enough cases")
    func count() {
        #expect(GoldenFile.cases("markdown").count >= 25)
    }
}
