import Backends
import MarkupConversion
import Testing

/// The README's "Markdown for migrations" Swift example, kept compiling and checked.
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
}
