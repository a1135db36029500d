import Backends
import MarkupAST
import Testing

@Suite("HTML backend: style attribute from parsed inline CSS")
struct HTMLStyleAttributeTests {
    private let style = InlineStyle([
        StyleDeclaration(.color(.rgba(RGBAColor(rgb: 0x336699))), isImportant: true),
        StyleDeclaration(.fontFamily([.named("A \"B\""), .generic(.serif)])),
        StyleDeclaration(.textAlign(.center)),
        StyleDeclaration(.display(.none)),
    ])

    private func html(_ trusted: Bool, policy: SanitizerPolicy = .relaxed) -> String {
        let document = Document(blocks: [
            .div(Attributes(classes: ["box"], style: style), [.paragraph([.span(Attributes(style: style), [.text("x")])])])
        ])
        return HTMLRenderer(options: HTMLRenderOptions(sanitizer: trusted ? nil : policy)).render(document)
    }

    @Test("trusted output writes the whole canonical CSS, escaped")
    func trusted() {
        let css = "color: #336699 !important; font-family: &quot;A \\&quot;B\\&quot;&quot;, serif; text-align: center; display: none"
        #expect(html(true) == "<div class=\"box\" style=\"\(css)\">\n<p><span style=\"\(css)\">x</span></p>\n</div>\n")
    }

    @Test("the relaxed policy keeps only its style properties, without !important")
    func safe() {
        let css = "color: #336699; text-align: center"
        #expect(html(false) == "<div class=\"box\" style=\"\(css)\">\n<p><span style=\"\(css)\">x</span></p>\n</div>\n")
    }

    @Test("the default policy keeps no style and no class: the div and span stay bare")
    func defaultPolicy() {
        #expect(html(false, policy: .default) == "<div>\n<p><span>x</span></p>\n</div>\n")
    }
}
