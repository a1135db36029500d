import Testing
@testable import HTMLFrontend

/// `HTMLParseOptions.Mode`: `.automatic` parses a whole document when the input starts, after
/// whitespace, a byte-order mark and comments, with `<!doctype` or `<html`; else a fragment.
@Suite("Document or fragment")
struct ParserModeTests {
    private func isFragment(_ html: String) -> Bool {
        HTMLDOMParser().parse(html).isFragment
    }

    @Test("a DOCTYPE or <html> start makes a document", arguments: [
        "<!DOCTYPE html><p>x",
        "<!doctype html>",
        "  \n\t<HTML lang=en>",
        "<html>",
        "<html",
        "<html/>",
        "<!-- a comment -->\n<html>",
        "<!-- one --><!-- two --><!DocType html>",
        "<!--><html>",
        "<!---><html>",
        "<!-- x --!><html>",
        "\u{FEFF}<!doctype html>",
    ])
    func documents(html: String) {
        #expect(!isFragment(html))
    }

    @Test("anything else makes a fragment", arguments: [
        "",
        "   ",
        "<p>x",
        "text <html>",
        "<htmlx>",
        "<head>",
        "<!-- unterminated <html>",
        "<!doctyp html>",
    ])
    func fragments(html: String) {
        #expect(isFragment(html))
    }

    @Test("automatic fragments use the fragment context, body by default")
    func fragmentContext() {
        #expect(HTMLDOMParser().parse("a<td>b").tree.html5libDump() == dump("\"ab\""))
        let cell = HTMLDOMParser(options: HTMLParseOptions(fragmentContext: "tr")).parse("<td>b")
        #expect(cell.tree.html5libDump() == dump("<td>", "  \"b\""))
    }

    @Test("document mode always builds html, head and body; fragment mode ignores a DOCTYPE")
    func forcedModes() {
        let document = HTMLDOMParser(options: HTMLParseOptions(mode: .document)).parse("<p>x")
        #expect(!document.isFragment)
        #expect(document.tree.html5libDump() == dump("<html>", "  <head>", "  <body>", "    <p>", "      \"x\""))
        let fragment = HTMLDOMParser(options: HTMLParseOptions(mode: .fragment)).parse("<!DOCTYPE html><p>x")
        #expect(fragment.isFragment)
        #expect(fragment.tree.html5libDump() == dump("<p>", "  \"x\""))
    }

    @Test("quirks mode (no DOCTYPE) keeps a <table> inside an open <p>")
    func quirks() {
        let quirks = HTMLDOMParser(options: HTMLParseOptions(mode: .document)).parse("<p><table>")
        #expect(quirks.tree.html5libDump() == dump("<html>", "  <head>", "  <body>", "    <p>", "      <table>"))
        let standard = HTMLDOMParser().parse("<!DOCTYPE html><p><table>")
        #expect(standard.tree.html5libDump() == dump(
            "<!DOCTYPE html>", "<html>", "  <head>", "  <body>", "    <p>", "    <table>"
        ))
    }

    @Test("the scripting flag makes <noscript> content raw text")
    func scripting() {
        let off = HTMLDOMParser().parse("<noscript><p>x</p></noscript>")
        #expect(off.tree.html5libDump() == dump("<noscript>", "  <p>", "    \"x\""))
        let on = HTMLDOMParser(options: HTMLParseOptions(scriptingEnabled: true)).parse("<noscript><p>x</p></noscript>")
        #expect(on.tree.html5libDump() == dump("<noscript>", "  \"<p>x</p>\""))
    }

    @Test("parse errors become diagnostics only when asked for, in input order")
    func parseErrors() {
        let html = "<b><p>x</b></i>"
        #expect(HTMLDOMParser().parse(html).diagnostics.isEmpty)
        let reported = HTMLDOMParser(options: HTMLParseOptions(reportsParseErrors: true)).parse(html).diagnostics
        #expect(reported.map(\.code).contains("html-misnested-formatting"))
        #expect(reported.map(\.code).contains("html-unexpected-end-tag"))
        let starts = reported.compactMap { $0.span?.start }
        #expect(starts == starts.sorted())
    }
}
