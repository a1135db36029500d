import HTMLFrontend
import MarkupAST
import Testing

/// What a browser does not render is dropped: scripts, styles, templates, the head,
/// comments, hidden elements, SVG; the title becomes metadata.
@Suite("Lowering: content that is not rendered")
struct HiddenContentLoweringTests {
    @Test("script, style, template, comments and head content are dropped", arguments: [
        "a<script>x</script>b", "a<style>x</style>b", "a<template>x</template>b", "a<!-- x -->b",
        "a<noembed>x</noembed>b", "a<iframe>x</iframe>b", "a<svg><text>x</text></svg>b", "a<datalist><option>x</datalist>b",
        "a<object><param name=x></object>b",
    ])
    func dropped(html: String) {
        #expect(Lowered.inlines(html) == [.text("ab")])
    }

    @Test("a whole document: DOCTYPE and head dropped, the title is metadata")
    func document() {
        let result = HTMLParser().parse("<!DOCTYPE html><html><head><title> A \n Title </title><meta charset=utf-8><link rel=x></head><body><p>x</p></body></html>")
        #expect(result.document.blocks == [Lowered.paragraph("x")])
        #expect(result.document.metadata == ["title": "A Title"])
    }

    @Test("hidden and display: none are dropped unless hidden content is kept")
    func hidden() {
        let html = "<p hidden>a</p><div style=\"display:none\">b</div><span style=\"display: none\">c</span><dialog>d</dialog>e"
        #expect(Lowered.blocks(html) == [Lowered.paragraph("e")])
        let kept = Lowered.blocks(html, options: HTMLParseOptions(keepsHiddenContent: true))
        #expect(kept.count == 5)
        #expect(Lowered.blocks("<p hidden=until-found>a</p>") == [.paragraph([.text("a")], attributes: Attributes(other: [.init(name: "hidden", value: "until-found")]))])
    }

    @Test("noscript: content with scripting off, nothing with scripting on")
    func noscript() {
        #expect(Lowered.inlines("<noscript>on</noscript>") == [.text("on")])
        #expect(Lowered.blocks("<noscript>on</noscript>", options: HTMLParseOptions(scriptingEnabled: true)) == [])
    }

    @Test("MathML is a formula, an annotation in another encoding than TeX aside")
    func math() {
        #expect(Lowered.inlines("<math><mi>a</mi><mo>+</mo><mi>b</mi><annotation>a-b</annotation></math>") == [
            MathFormula(tex: "a+b", isDisplay: false).inline,
        ])
    }
}
