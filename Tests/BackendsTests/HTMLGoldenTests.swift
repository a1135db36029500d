import Backends
import MarkupAST
import Testing

/// `Golden/html/<case>.md` → parse (GFM) → ``HTMLRenderer`` → `<case>.expected.html`.
///
/// Cases named `trusted-*` render with ``HTMLRenderOptions/isTrusted``. The expected files
/// of cases without raw HTML are the output of Debian's `cmark-gfm` CLI (same extensions),
/// an independent reference; `safe-*` expectations are written by hand.
@Suite("HTML golden files")
struct HTMLGoldenTests {
    @Test("renders as expected", arguments: GoldenFile.cases("html"))
    func golden(_ name: String) throws {
        let source = try GoldenFile.input("html", name)
        let options = HTMLRenderOptions(isTrusted: name.hasPrefix("trusted-"), tagFilter: true)
        let rendered = HTMLRenderer(options: options).render(TestParser.parse(source))
        try GoldenFile.check(rendered, backend: "html", input: name, fileExtension: "html")
    }

    @Test("there are enough cases")
    func count() {
        #expect(GoldenFile.cases("html").count >= 10)
    }
}
