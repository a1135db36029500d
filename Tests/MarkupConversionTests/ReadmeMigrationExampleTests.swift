import Backends
import MarkupConversion
import Testing

/// The README's "Markdown for migrations" Swift example, kept compiling and checked, and its
/// math example.
@Suite("README migration example")
struct ReadmeMigrationExampleTests {
    @Test("reference links and front matter from the page's title, as the README prints")
    func example() {
        var options = ConversionOptions()
        options.markdownOutput.lineWidth = 72
        options.markdownOutput.linkStyle = .reference
        options.markdownOutput.writesFrontMatter = true
        let converter = MarkupConverter(options: options)
        let page = "<title>Notes: day 1</title><p>See <a href=\"https://example.com\">the site</a>.</p>"
        #expect(converter.convert(page, from: .html, to: .gfm).output == """
            ---
            title: "Notes: day 1"
            ---

            See [the site][1].

            [1]: https://example.com

            """)
    }

    @Test("the README's math example: KaTeX as code by default, $…$ with dollars, TeX in text")
    func mathExample() {
        let page = #"<p>Area: <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>π</mi><msup><mi>r</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">\pi r^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">πr2</span></span> for $5.</p>"#
        #expect(MarkupConverter().convert(page, from: .html, to: .gfm).output == "Area: `\\pi r^2` for $5.\n")
        var options = ConversionOptions()
        options.markdownOutput.math = .dollars
        #expect(MarkupConverter(options: options).convert(page, from: .html, to: .gfm).output == "Area: $\\pi r^2$ for \\$5.\n")
        #expect(MarkupConverter().convert(page, from: .html, to: .plainText).output == "Area: \\pi r^2 for $5.\n")
    }
}
