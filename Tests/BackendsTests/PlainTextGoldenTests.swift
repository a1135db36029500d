import Backends
import Testing

/// `Golden/text/<case>.md` → parse → ``PlainTextRenderer`` → `<case>.expected.txt`.
///
/// Cases named `urls-*` render with ``PlainTextRenderOptions/showLinkURLs`` on.
@Suite("Plain text golden files")
struct PlainTextGoldenTests {
    @Test("renders as expected", arguments: GoldenFile.cases("text"))
    func golden(_ name: String) throws {
        let source = try GoldenFile.input("text", name)
        let document = TestParser.parse(source)
        let renderer = PlainTextRenderer(options: PlainTextRenderOptions(showLinkURLs: name.hasPrefix("urls-")))
        try GoldenFile.check(renderer.render(document), backend: "text", input: name, fileExtension: "txt")
    }

    @Test("there are enough cases")
    func count() {
        #expect(GoldenFile.cases("text").count >= 12)
    }
}
