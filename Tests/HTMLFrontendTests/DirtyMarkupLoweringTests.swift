import HTMLFrontend
import MarkupAST
import Testing

/// The lowering of the markup real-world generators leave behind (issue 14): elements the
/// parser does not know as void never eat what follows them, inline CSS decides the
/// formatting a reader sees, and code around more than text keeps its code formatting.
@Suite("Lowering: dirty real-world markup")
struct DirtyMarkupLoweringTests {
    // MARK: - Void-like elements

    @Test("a legacy void element shows nothing and keeps what the parser nested in it", arguments: [
        "<div>a <spacer type=\"block\">b c</div>",
        "<div>a <spacer type=\"horizontal\" size=\"10\"></spacer>b c</div>",
        "<div>a <nextid n=\"z1\">b c</div>",
        "<div>a <isindex prompt=\"q\">b c</div>",
        "<div>a <spacer style=\"display:none\">b c</div>",
        "<div>a <spacer hidden>b c</div>",
    ])
    func legacyVoid(html: String) {
        #expect(Lowered.inlines(html) == [.text("a b c")])
    }

    @Test("a spacer keeps the words on either side apart")
    func spacerSeparates() {
        #expect(Lowered.inlines("<p>2003<spacer type=horizontal size=20>Dear members</p>") == [.text("2003 Dear members")])
        #expect(Lowered.inlines("<p>end. <spacer type=block height=8></p>") == [.text("end.")])
    }

    @Test("blocks after an unclosed spacer stay blocks")
    func spacerBeforeBlocks() {
        let blocks = Lowered.blocks("<div><spacer type=block height=8><h4>News</h4><ul><li>One</ul></div>")
        #expect(blocks.count == 2)
        #expect(blocks.first == .heading(level: 4, [.text("News")]))
        guard case .list(_, let items, _)? = blocks.last else {
            Issue.record("no list: \(blocks)")
            return
        }
        #expect(items == [Lowered.item("One")])
    }

    @Test("an unknown element written self-closed is empty; the content after it is the parent's", arguments: [
        ("Icons: <x-icon name=\"check\"/>starred, <fa-icon icon=\"bell\"/>notified.", "Icons: starred, notified."),
        ("First Word line<o:p/> continues", "First Word line continues"),
        ("See <ri:page ri:content-title=\"Runbook\"/>the runbook", "See the runbook"),
        ("a <svg:icon name=\"star\"/>b", "a b"),
    ])
    func selfClosedUnknown(html: String, text: String) {
        #expect(Lowered.inlines(html) == [.text(text)])
    }

    @Test("a self-closed element with an id stays a link target")
    func selfClosedTarget() {
        #expect(Lowered.inlines("a<x-anchor id=\"t\"/> b") == [
            .text("a"), .span(Attributes(elementName: "x-anchor", id: "t"), []), .text(" b"),
        ])
    }

    @Test("self-closed namespaced elements between blocks do not merge them")
    func selfClosedBetweenBlocks() {
        let blocks = Lowered.blocks("<ac:emoticon ac:name=\"tick\"/><p>One</p><ri:user ri:userkey=\"u1\"/><p>Two</p>")
        #expect(blocks == [Lowered.paragraph("One"), Lowered.paragraph("Two")])
    }

    @Test("a marquee scrolls inside its line: it does not split the paragraph")
    func marquee() {
        #expect(Lowered.inlines("<p>urgent, <marquee behavior=\"scroll\">news</marquee>, more</p>") == [
            .text("urgent, "),
            .span(Attributes(elementName: "marquee", other: [.init(name: "behavior", value: "scroll")]), [.text("news")]),
            .text(", more"),
        ])
    }

    // MARK: - Inline CSS

    @Test("a span whose style formats is the formatting node, keeping its attributes")
    func styledSpans() {
        #expect(dump("<span style=\"font-weight:700\">b</span>") == """
            document
              paragraph
                strong style={font-weight: 700}
                  text "b"
            """)
        #expect(dump("<span style=\"font-style:italic;text-decoration:line-through\" id=k>x</span>") == """
            document
              paragraph
                emphasis #"k" style={font-style: italic; text-decoration: line-through}
                  strikethrough
                    text "x"
            """)
        #expect(dump("H<span style=\"vertical-align:sub\">2</span>O m<font style=\"vertical-align:super\">3</font>") == """
            document
              paragraph
                text "H"
                subscript style={vertical-align: sub}
                  text "2"
                text "O m"
                superscript style={vertical-align: super}
                  text "3"
            """)
    }

    @Test("formatting elements whose own style cancels them are spans", arguments: [
        "<b style=\"font-weight:normal\">x</b>",
        "<strong style=\"font-weight:400\">x</strong>",
        "<b style=\"font-weight:lighter\">x</b>",
        "<i style=\"font-style:normal\">x</i>",
        "<em style=\"font-style:normal\">x</em>",
        "<u style=\"text-decoration:none\">x</u>",
        "<s style=\"text-decoration:none\">x</s>",
        "<sup style=\"vertical-align:baseline\">x</sup>",
    ])
    func cancelled(html: String) throws {
        let inlines = try #require(Lowered.inlines(html))
        #expect(inlines.count == 1)
        guard case .span(let attributes, let children) = inlines.first else {
            Issue.record("not a span: \(inlines)")
            return
        }
        #expect(attributes.elementName == nil)
        #expect(children == [.text("x")])
    }

    @Test("the Google Docs clipboard wrapper is not bold, and its clipboard id is no anchor; its bold spans are bold")
    func googleDocsWrapper() {
        let html = """
            <meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr">\
            <span style="font-weight:400;font-style:normal;">Plain, </span><span style="font-weight:700;">bold</span>\
            <span style="font-weight:400;">, </span><span style="font-weight:400;font-style:italic;">italic</span></p></b>
            """
        #expect(dump(html) == """
            document
              div style={font-weight: 400}
                paragraph dir="ltr"
                  span style={font-weight: 400; font-style: normal}
                    text "Plain,"
                  text " "
                  strong style={font-weight: 700}
                    text "bold"
                  span style={font-weight: 400}
                    text ","
                  text " "
                  emphasis style={font-weight: 400; font-style: italic}
                    text "italic"
            """)
    }

    @Test("formatting already applied around a styled span is not repeated; a link is underlined already")
    func noRepetition() {
        #expect(Lowered.inlines("<b><span style=\"font-weight:bold\">x</span></b>")?.first.map(strongDepth) == 1)
        #expect(dump("<a href=\"u\"><span style=\"text-decoration:underline\">l</span></a>") == """
            document
              paragraph
                link "u"
                  span style={text-decoration: underline}
                    text "l"
            """)
    }

    @Test("formatting is split around a child whose own style takes it away, as CSS computes it")
    func computedCancellation() {
        #expect(dump("<b id=n>Note: <span style=\"font-weight:normal\">plain</span> end</b>") == """
            document
              paragraph
                strong <b> #"n"
                  text "Note: "
                span style={font-weight: 400}
                  text "plain"
                strong <b>
                  text " end"
            """)
        #expect(dump("<i>a <span style=\"font-style:normal;font-weight:700\">b</span></i>") == """
            document
              paragraph
                emphasis <i>
                  text "a "
                strong style={font-style: normal; font-weight: 700}
                  text "b"
            """)
    }

    @Test("a monospace font family is code", arguments: [
        "<span style=\"font-family:'Courier New',monospace\">ls -l</span>",
        "<span style=\"font-family:Consolas\">ls -l</span>",
        "<font face=\"monospace\">ls -l</font>",
        "<span style=\"font-family:ui-monospace, Menlo\">ls -l</span>",
    ])
    func monospace(html: String) throws {
        let inlines = try #require(Lowered.inlines(html))
        guard case .code(let text, _) = inlines.first, inlines.count == 1 else {
            Issue.record("not code: \(inlines)")
            return
        }
        #expect(text == "ls -l")
    }

    @Test("a proportional font family is not code")
    func proportional() {
        #expect(Lowered.inlines("<span style=\"font-family:Arial, monospace\">x</span>")?.contains { if case .code = $0 { true } else { false } } == false)
    }

    // MARK: - Code around more than text

    @Test("code around a link, an image or a break puts the code on the text inside")
    func codeAroundNonText() {
        let link = LinkTarget(destination: "#f")
        #expect(Lowered.inlines("Call <code><a href=\"#f\">f()</a></code> now") == [
            .text("Call "), .link(link, [.code("f()")]), .text(" now"),
        ])
        #expect(Lowered.inlines("<code><a href=\"#f\">capacity</a>()</code>") == [.link(link, [.code("capacity")]), .code("()")])
        #expect(Lowered.inlines("<code>[core]<br>editor = vim</code>") == [.code("[core]"), .hardBreak, .code("editor = vim")])
        let image = LinkTarget(destination: "g.png")
        #expect(Lowered.inlines("<code>see <img src=\"g.png\" alt=\"gear\"></code>") == [
            .code("see "), .image(image, [.text("gear")]),
        ])
    }

    @Test("the code element's name goes on every piece, its id on the first only")
    func codePieceAttributes() {
        let link = LinkTarget(destination: "u")
        #expect(Lowered.inlines("<kbd id=k>Ctrl<br>C</kbd>") == [
            .code("Ctrl", attributes: Attributes(elementName: "kbd", id: "k")), .hardBreak,
            .code("C", attributes: Attributes(elementName: "kbd")),
        ])
        #expect(Lowered.inlines("<code><a href=u>a</a> <a href=u>b</a></code>") == [
            .link(link, [.code("a")]), .text(" "), .link(link, [.code("b")]),
        ])
    }

    // MARK: - Helpers

    private func dump(_ html: String) -> String {
        HTMLParser().parse(html).document.dump.trimmingTrailingNewline
    }

    /// How many `strong` nodes nest from `inline` down its first children.
    private func strongDepth(_ inline: Inline) -> Int {
        var depth = 0
        var current: Inline? = inline
        while let node = current {
            if case .strong = node { depth += 1 }
            current = node.children.first
        }
        return depth
    }
}

private extension String {
    var trimmingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }

    // MARK: - Code block languages

    @Test("a SyntaxHighlighter brush names the code block's language", arguments: [
        (#"<pre class="brush: php; gutter: false">x</pre>"#, "php"),
        (#"<pre class="syntaxhighlighter-pre" data-syntaxhighlighter-params="brush: bash; gutter: false; theme: Confluence">x</pre>"#, "bash"),
        (#"<pre class="language-go brush: php">x</pre>"#, "go"),
        (#"<pre class="brushy">x</pre>"#, ""),
        (#"<pre class="brush:">x</pre>"#, ""),
    ])
    func syntaxHighlighterBrush(html: String, language: String) {
        guard case .codeBlock(let info, _, _)? = Lowered.blocks(html).first else {
            Issue.record("no code block")
            return
        }
        #expect(info == language)
    }
}
