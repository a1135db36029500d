import Backends
import MarkdownFrontend
import MarkupAST
import Testing

/// The library example of README.md, kept compiling and behaving as the README says.
@Suite("README library example")
struct ReadmeExampleTests {
    @Test("parse, render three ways, rewrite the tree")
    func example() {
        let result = MarkdownParser().parse("# Hello *world*\n\n- [x] done ![logo](l.png)")
        #expect(result.diagnostics.isEmpty)

        let html = HTMLRenderer().render(result.document)
        let markdown = MarkdownRenderer(options: .init(flavor: .commonMark)).render(result.document)
        let text = PlainTextRenderer(options: .init(showLinkURLs: true)).render(result.document)
        #expect(html.hasPrefix("<h1>Hello <em>world</em></h1>\n<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done"))
        #expect(markdown.hasPrefix("# Hello *world*\n"))
        #expect(text.hasPrefix("Hello world\n\n- [x] done logo"))

        let noImages = result.document.rewritten(by: TreeRewriter(inline: { inline in
            if case .image(_, let alt) = inline { return alt }
            return [inline]
        }))
        #expect(!noImages.dump.contains("image"))
        #expect(noImages.dump.contains("text \"done logo\""))
    }
}
