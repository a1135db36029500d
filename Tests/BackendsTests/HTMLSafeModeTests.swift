import Backends
import MarkdownFrontend
import MarkupAST
import Foundation
import Testing

/// The safe default of the HTML backend: no executable content from any Markdown input.
@Suite("HTML backend: safe default")
struct HTMLSafeModeTests {
    private func html(_ markdown: String, trusted: Bool = false) -> String {
        let document = MarkdownParser().parse(markdown).document
        return HTMLRenderer(options: HTMLRenderOptions(isTrusted: trusted, tagFilter: true)).render(document)
    }

    /// Checks the markup structurally: every tag is one the backend writes on its own, no
    /// attribute is an event handler, and no `href`/`src` holds a script URL. (Text such as
    /// an escaped "&lt;img onerror=…&gt;" is inert and allowed.)
    private func expectInert(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let allowedTags: Set<String> = ["p", "a", "img", "em", "strong", "del", "code", "pre", "br", "h1", "h2", "h3", "h4", "h5", "h6",
                                        "ul", "ol", "li", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td", "input", "sup", "section"]
        let bytes = Array(output.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                Issue.record("unterminated tag in \(output)", sourceLocation: sourceLocation)
                return
            }
            let tag = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            let parts = tag.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            let name = parts.first.map { String($0).trimmingCharacters(in: ["/"]).lowercased() } ?? ""
            #expect(allowedTags.contains(name), "tag <\(tag)> in \(output)", sourceLocation: sourceLocation)
            for attribute in parts.dropFirst() {
                let lower = attribute.lowercased()
                #expect(!lower.hasPrefix("on"), "event handler in <\(tag)>", sourceLocation: sourceLocation)
                if lower.hasPrefix("href=") || lower.hasPrefix("src=") {
                    let value = lower.drop { $0 != "\"" }.dropFirst()
                    for scheme in ["javascript:", "vbscript:", "file:", "data:text"] {
                        #expect(!value.hasPrefix(scheme), "script URL in <\(tag)>", sourceLocation: sourceLocation)
                    }
                }
            }
            index = close
        }
    }

    @Test("a <script> block is shown as text, not run")
    func scriptBlock() {
        let output = html("<script>alert(1)</script>\n")
        expectInert(output)
        #expect(output == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
    }

    @Test("inline raw HTML is escaped")
    func inlineScript() {
        let output = html("a <script>alert(1)</script> b")
        expectInert(output)
        #expect(output == "<p>a &lt;script&gt;alert(1)&lt;/script&gt; b</p>\n")
    }

    @Test("a javascript: link keeps its text and loses its target", arguments: [
        "[x](javascript:alert(1))",
        "[x](JavaScript:alert(1))",
        "[x](&#x6A;avascript:alert(1))",
        "[x](&#106;avascript&#58;alert(1))",
        "[x](<java\tscript:alert(1)>)",
        "[x](<\u{1}javascript:alert(1)>)",
        "[x](vbscript:msgbox)",
        "[x](file:///etc/passwd)",
        "[x](data:text/html;base64,PHNjcmlwdD4=)",
        "<javascript:alert(1)>",
        "[x]\n\n[x]: javascript:alert(1)",
    ])
    func dangerousLinks(markdown: String) {
        let output = html(markdown)
        expectInert(output)
        #expect(output.contains(">x</a>") || output.contains(">javascript:alert(1)</a>"), "\(output)")
        #expect(!output.contains("href"), "\(output)")
    }

    @Test("an image with an onerror handler stays inert")
    func imageOnError() {
        let output = html("<img src=x onerror=alert(1)>")
        expectInert(output)
        #expect(output.contains("&lt;img"))
    }

    @Test("image data: URLs are kept only for raster image types")
    func dataImages() {
        #expect(html("![a](data:image/png;base64,AAAA)").contains("src=\"data:image/png;base64,AAAA\""))
        #expect(!html("![a](data:image/svg+xml;base64,AAAA)").contains("src="))
        #expect(!html("[a](data:image/png;base64,AAAA)").contains("href="))
    }

    @Test("safe URLs are kept and percent-encoded like cmark-gfm")
    func safeURLs() {
        #expect(html("[a](<http://x.y/a b?q=1&r='2'>)") == "<p><a href=\"http://x.y/a%20b?q=1&amp;r=&#x27;2&#x27;\" rel=\"nofollow noopener noreferrer\">a</a></p>\n")
        #expect(html("[a](mailto:someone@example.com)").contains("href=\"mailto:someone@example.com\""))
        #expect(html("[a](/relative/päth)").contains("href=\"/relative/p%C3%A4th\""))
    }

    @Test("trusted mode passes raw HTML through, tagfilter still neutralizes <script>")
    func trustedMode() {
        #expect(html("<b>bold</b>", trusted: true) == "<p><b>bold</b></p>\n")
        #expect(html("<script>x</script>\n", trusted: true) == "&lt;script>x&lt;/script>\n")
        #expect(html("[x](javascript:y)", trusted: true).contains("href=\"javascript:y\""))
    }

    @Test("the inertness check itself catches live markup (trusted mode)")
    func checkerCatchesLiveMarkup() {
        withKnownIssue {
            expectInert(html("<img src=x onerror=alert(1)>", trusted: true))
        }
        withKnownIssue {
            expectInert(html("[x](javascript:alert(1))", trusted: true))
        }
    }

    @Test("footnotes defined inside a table cell are numbered like any other")
    func footnoteInTableCell() {
        let cell = TableCell(blocks: [.footnoteDefinition(label: "n", [.paragraph([.text("note")])])])
        let document = Document(blocks: [
            .paragraph([.text("x"), .footnoteReference(label: "n")]),
            .table(Table(body: [TableRow(cells: [cell])])),
        ])
        let output = HTMLRenderer().render(document)
        // The ids the writer makes carry the default policy's prefix, as GitHub's do.
        #expect(output.contains("<a href=\"#user-content-fn-n\" id=\"user-content-fnref-n\" data-footnote-ref=\"\">1</a>"))
        #expect(output.contains("<li id=\"user-content-fn-n\">"))
    }

    @Test("the renderer is total: nodes Markdown never produces still render")
    func nonMarkdownNodes() {
        let document = Document(blocks: [
            .div(Attributes(elementName: "section", id: "a\"b", classes: ["x", "y"]), [.paragraph([.span(Attributes(classes: ["k"]), [.text("t")])])]),
            .table(Table(header: [], body: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("1")]), .thematicBreak()], columnSpan: 2, rowSpan: 3)])], caption: [.text("cap")])),
            .paragraph([.footnoteReference(label: "missing")]),
        ])
        let output = HTMLRenderer(options: HTMLRenderOptions(sanitizer: .relaxed)).render(document)
        #expect(output.contains("<section id=\"user-content-a&quot;b\" class=\"x y\">"))
        #expect(output.contains("<span class=\"k\">t</span>"))
        #expect(output.contains("<caption>cap</caption>"))
        #expect(output.contains("<td colspan=\"2\" rowspan=\"3\">"))
        #expect(output.contains("[^missing]"))
    }
}
