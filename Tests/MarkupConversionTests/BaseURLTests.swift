import MarkupConversion
import Testing

/// ``ConversionOptions/baseURL`` (`mconv --base-url`) and the input's `<base href>` resolve
/// relative links and images for every output, not only sanitized HTML.
@Suite("Base URL resolution of links and images")
struct BaseURLTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let html: String
        let baseURL: String?
        let markdown: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "path-relative, ../, /root, //host, ?query against the document URL",
            html: #"<p><a href="b.html">b</a> <a href="../up.html">u</a> <a href="/root">r</a> <a href="//cdn.example.net/x">h</a> <a href="?page=2">q</a></p>"#,
            baseURL: "https://example.com/docs/guide/page.html",
            markdown: "[b](https://example.com/docs/guide/b.html) [u](https://example.com/docs/up.html) [r](https://example.com/root) [h](https://cdn.example.net/x) [q](https://example.com/docs/guide/page.html?page=2)\n"
        ),
        Case(
            name: "a #fragment stays a fragment; schemes are kept",
            html: ##"<p><a href="#intro">i</a> <a href="mailto:a@example.com">m</a> <a href="tel:+1">t</a> <a href="https://other.org/a/../b">o</a></p>"##,
            baseURL: "https://example.com/docs/",
            markdown: "[i](#intro) [m](mailto:a@example.com) [t](tel:+1) [o](https://other.org/a/../b)\n"
        ),
        Case(
            name: "images resolve too, spaces percent-encoded",
            html: #"<p><img src="img/a b.png" alt="A"></p>"#,
            baseURL: "https://example.com/docs/",
            markdown: "![A](https://example.com/docs/img/a%20b.png)\n"
        ),
        Case(
            name: "a relative <base href> resolves against the base URL",
            html: #"<head><base href="../assets/"></head><p><a href="x.html">x</a> <img src="i.png" alt="i"></p>"#,
            baseURL: "https://example.com/docs/guide/",
            markdown: "[x](https://example.com/docs/assets/x.html) ![i](https://example.com/docs/assets/i.png)\n"
        ),
        Case(
            name: "an absolute <base href> wins over the base URL, and works without one",
            html: #"<head><base href="https://mirror.example.org/v2/"></head><p><a href="x.html">x</a></p>"#,
            baseURL: nil,
            markdown: "[x](https://mirror.example.org/v2/x.html)\n"
        ),
        Case(
            name: "the first <base> with an href counts",
            html: #"<head><base target="_blank"><base href="https://a.example/"><base href="https://b.example/"></head><p><a href="x">x</a></p>"#,
            baseURL: "https://example.com/",
            markdown: "[x](https://a.example/x)\n"
        ),
        Case(
            name: "a relative <base href> without a base URL leaves links as they are",
            html: #"<head><base href="../"></head><p><a href="x.html">x</a></p>"#,
            baseURL: nil,
            markdown: "[x](x.html)\n"
        ),
        Case(
            name: "no base at all leaves links as they are",
            html: #"<p><a href="x.html">x</a> <img src="../i.png" alt="i"></p>"#,
            baseURL: nil,
            markdown: "[x](x.html) ![i](../i.png)\n"
        ),
    ]

    @Test("HTML to Markdown", arguments: cases)
    func markdown(_ example: Case) {
        var options = ConversionOptions()
        options.baseURL = example.baseURL
        let result = MarkupConverter(options: options).convert(example.html, from: .html, to: .gfm)
        #expect(result.output == example.markdown)
    }

    @Test("Markdown input to plain text link targets")
    func markdownToText() {
        var options = ConversionOptions()
        options.baseURL = "https://example.com/a/b.md"
        options.textOutput.showLinkURLs = true
        let result = MarkupConverter(options: options).convert("[x](../c.md#s) and [y](#top)", from: .gfm, to: .plainText)
        #expect(result.output == "x (https://example.com/c.md#s) and y (#top)\n")
    }
}
