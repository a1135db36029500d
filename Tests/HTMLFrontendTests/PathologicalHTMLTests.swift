import MarkupAST
import Testing
@testable import HTMLFrontend
import TestSupport

/// Inputs built to break tree builders: extreme nesting, endless unclosed formatting,
/// megabytes of tables, random bytes and invalid UTF-8, and seeded random tag soup with a
/// tiny depth cap. Each must parse without crashing into a well-formed tree that respects
/// the depth cap and stays proportional to the input. Nothing here measures time (see the
/// report of the tree-builder work for n-versus-4n timings); a quadratic regression shows as
/// a test run that takes minutes.
@Suite("Pathological HTML inputs")
struct PathologicalHTMLTests {
    static let capCode = "html-open-elements-capped"

    /// Parses and checks the invariants every input must keep: links consistent, every node
    /// reachable exactly once, depth within the cap, size linear in the input. Returns the
    /// result and the text of the tree.
    @discardableResult
    func parseChecked(
        _ bytes: [UInt8], options: HTMLParseOptions = HTMLParseOptions(), expectCapped: Bool?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (result: HTMLDOMParseResult, text: String) {
        let result = HTMLDOMParser(options: options).parse(utf8: bytes)
        let tree = result.tree
        var visited = [Bool](repeating: false, count: tree.nodes.count)
        var text: [UInt8] = []
        var reachable = 0
        var work: [(DOMTree.NodeID, Int)] = [(tree.root, 0)]
        var deepest = 0
        var linksHold = true
        while let (node, depth) = work.popLast() {
            guard !visited[Int(node)] else {
                linksHold = false
                continue
            }
            visited[Int(node)] = true
            reachable += 1
            deepest = max(deepest, depth)
            if tree.nodes[Int(node)].kind == .text { text += tree.nodes[Int(node)].text.utf8 }
            var children: [DOMTree.NodeID] = []
            var child = tree.nodes[Int(node)].firstChild
            while child != DOMTree.none && children.count <= tree.nodes.count {
                if tree.nodes[Int(child)].parent != node || tree.nodes[Int(child)].previousSibling != (children.last ?? DOMTree.none) {
                    linksHold = false
                }
                children.append(child)
                child = tree.nodes[Int(child)].nextSibling
            }
            if tree.nodes[Int(node)].lastChild != (children.last ?? DOMTree.none) { linksHold = false }
            let contents = tree.nodes[Int(node)].templateContents
            if contents != DOMTree.none { work.append((contents, depth + 1)) }
            // Children last, in reverse, so they are visited first and in order (text order).
            work += children.reversed().map { ($0, depth + 1) }
        }
        #expect(linksHold, "sibling, parent or child links are inconsistent", sourceLocation: sourceLocation)
        // Document root, html, then at most maxOpenElements - 1 more open elements, a text
        // leaf, and a template contents level for each template on the way.
        #expect(deepest <= 2 * max(options.maxOpenElements, 4) + 2, "depth \(deepest)", sourceLocation: sourceLocation)
        // Every node comes from input bytes except the few the algorithm implies per token
        // and the clones, which are budgeted to one per input byte.
        #expect(tree.nodes.count <= 4 * bytes.count + 16, "\(tree.nodes.count) nodes for \(bytes.count) bytes", sourceLocation: sourceLocation)
        #expect(text.count <= 3 * bytes.count + 8, sourceLocation: sourceLocation)
        if let expectCapped {
            let capped = result.diagnostics.filter { $0.code == Self.capCode }
            #expect(capped.count == (expectCapped ? 1 : 0), "\(capped)", sourceLocation: sourceLocation)
        }
        return (result, String(decoding: text, as: UTF8.self))
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("100,000 nested <div>: capped at 512 open elements, one warning, text kept")
    func nestedDivs() {
        let (result, text) = parseChecked(bytes(String(repeating: "<div>", count: 100_000) + "deep"), expectCapped: true)
        #expect(text == "deep")
        // The fragment root stands in for html, the first of the 512 open elements: 511 divs
        // at depths 1-511, the text at 512.
        #expect(result.tree.maximumDepth() == 512)
        #expect(result.diagnostics.count == 1)
    }

    @Test("100,000 unclosed <b>: capped, one warning, the Noah's Ark clause keeps the list short")
    func unclosedBold() {
        let (result, text) = parseChecked(bytes(String(repeating: "<b>", count: 100_000) + "x<p>y"), expectCapped: true)
        #expect(text == "xy")
        #expect(result.diagnostics.count == 1)
    }

    @Test("100,000 distinct unclosed <b id=…> reopened in every paragraph: bounded")
    func distinctFormatting() {
        var html = ""
        for index in 0..<20_000 { html += "<b id=\(index)>" }
        html += String(repeating: "<p>x</p>", count: 20_000)
        parseChecked(bytes(html), expectCapped: true)
    }

    @Test("1 MB of <table>: each closes the one before, nothing is capped")
    func tables() {
        let (result, _) = parseChecked(bytes(String(repeating: "<table>", count: 150_000)), expectCapped: false)
        #expect(result.tree.nodes.filter { $0.name == "table" }.count == 150_000)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("100,000 of <a>, <p>, <li>, <option>, nested cells, templates, SVG and misnested blocks", arguments: [
        "<a>x", "<p>x", "<li>x", "<option>x", "<table><tr><td>", "<template>", "<svg>", "<b><div>x</b>",
        "<nobr>x", "</p>", "<select><option>", "<math><mi>", "<button>", "<frameset>", "<table>x<b>",
    ])
    func repeated(unit: String) {
        parseChecked(bytes(String(repeating: unit, count: 100_000)), expectCapped: nil)
    }

    @Test("a small depth cap: deeper elements become siblings at the cap, one warning")
    func smallCap() {
        let options = HTMLParseOptions(maxOpenElements: 8)
        let (result, text) = parseChecked(
            bytes(String(repeating: "<div>", count: 20) + "x"), options: options, expectCapped: true
        )
        #expect(text == "x")
        // The fragment root counts as the html element: 7 divs open at most.
        #expect(result.tree.maximumDepth() == 8)
        #expect(result.tree.nodes.filter { $0.name == "div" }.count == 20)
    }

    @Test("random bytes and invalid UTF-8 parse; invalid UTF-8 is one warning")
    func randomBytes() {
        var generator = SeededGenerator(seed: 7)
        let random = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        parseChecked(random, expectCapped: nil)
        let (result, text) = parseChecked([0xFF, 0x3C, 0x62, 0x3E, 0xC3, 0x28, 0xE2, 0x82], expectCapped: false)
        #expect(result.diagnostics.map(\.code) == [UTF8Input.diagnosticCode])
        #expect(text.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test("seeded random tag soup with tiny depth caps keeps every invariant")
    func tagSoup() {
        let vocabulary = [
            "<table>", "</table>", "<tr>", "</tr>", "<td>", "</td>", "<th>", "<tbody>", "<caption>",
            "<colgroup>", "<col>", "<template>", "</template>", "<svg>", "</svg>", "<math>", "<mi>",
            "<foreignObject>", "<annotation-xml encoding=text/html>", "<select>", "</select>",
            "<option>", "<optgroup>", "<hr>", "<input>", "<b>", "</b>", "<i>", "</i>", "<a>", "</a>",
            "<nobr>", "<p>", "</p>", "<div>", "</div>", "<li>", "<dd>", "<ul>", "<form>", "</form>",
            "<frameset>", "<frame>", "<body>", "<html>", "<head>", "</head>", "<title>", "</title>",
            "<textarea>", "</textarea>", "<script>", "</script>", "<style>", "</style>", "<noscript>",
            "</noscript>", "<ruby>", "<rt>", "<xmp>", "</xmp>", "<iframe>", "</iframe>",
            "<button>", "<object>", "</object>", "<applet>", "<marquee>", "<h1>", "</h2>", "<pre>",
            "<selectedcontent>", "<image>", "<br/>", "</br>", "<!DOCTYPE html>", "<!-- c -->", "x", " ",
            "\0", "</x>", "<x>",
        ]
        var generator = SeededGenerator(seed: 42)
        for round in 0..<400 {
            var html = ""
            for _ in 0..<300 { html += vocabulary.randomElement(using: &generator) ?? "" }
            var options = HTMLParseOptions(maxOpenElements: 4 + round % 12)
            options.mode = round % 3 == 0 ? .document : .fragment
            options.fragmentContext = ["body", "td", "table", "select", "svg g", "math mi", "template", "tr"][round % 8]
            options.scriptingEnabled = round % 2 == 0
            options.reportsParseErrors = round % 5 == 0
            parseChecked(bytes(html), options: options, expectCapped: nil)
        }
    }
}
