import HTMLFrontend
import MarkupAST
import Testing
import TestSupport

/// Inputs built to break the lowering: extreme nesting, huge text and attributes, random
/// bytes, invalid UTF-8. Each must lower without crashing, stay under the depth cap (plus
/// the few levels it does not apply to: paragraph, list item, table row and cell, leaf),
/// report the cap at most once, and keep its text. Nothing here measures time; a quadratic
/// regression shows as a run that takes minutes.
@Suite("Pathological HTML inputs through the AST")
struct PathologicalLoweringTests {
    static let depthSlack = 4

    @discardableResult
    func parseChecked(
        _ bytes: [UInt8], expectCapped: Bool?, options: HTMLParseOptions = HTMLParseOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (result: ParseResult, shape: TreeStatistics) {
        let result = HTMLParser(options: options).parse(utf8: bytes)
        let shape = TreeStatistics(result.document)
        #expect(shape.maxDepth <= options.maxNestingDepth + Self.depthSlack, "depth \(shape.maxDepth)", sourceLocation: sourceLocation)
        #expect(shape.nodeCount <= 4 * bytes.count + 8, "\(shape.nodeCount) nodes for \(bytes.count) bytes", sourceLocation: sourceLocation)
        let capped = result.diagnostics.filter { $0.code == NestingLimit.diagnosticCode }
        if let expectCapped {
            #expect(capped.count == (expectCapped ? 1 : 0), "nesting diagnostics: \(capped)", sourceLocation: sourceLocation)
        } else {
            #expect(capped.count <= 1, sourceLocation: sourceLocation)
        }
        return (result, shape)
    }

    @Test("100,000 nested divs with attributes")
    func deepDivs() {
        let html = String(repeating: "<div class=d>", count: 100_000) + "deep text" + String(repeating: "</div>", count: 100_000)
        let (_, shape) = parseChecked(Array(html.utf8), expectCapped: true)
        #expect(shape.text == "deep text")
    }

    @Test("100,000 unclosed <b>")
    func unclosedBold() {
        let html = String(repeating: "<b>x", count: 100_000)
        let (_, shape) = parseChecked(Array(html.utf8), expectCapped: true)
        #expect(shape.text == String(repeating: "x", count: 100_000))
    }

    @Test("100,000 nested list items, blockquotes, tables and links")
    func deepMixed() {
        // Nested links are closed by the next `<a>` (adoption agency): those never reach the
        // cap. Each `<q>` is a span named `q`.
        for (open, close, capped) in [
            ("<ul><li>", "</li></ul>", true), ("<blockquote>", "</blockquote>", true), ("<table><tr><td>", "</td></tr></table>", true),
            ("<span class=s><div>", "</div></span>", true), ("<a href=u><div>", "</div></a>", false), ("<q>", "</q>", true),
        ] {
            let html = String(repeating: open, count: 20_000) + "deep" + String(repeating: close, count: 20_000)
            let (_, shape) = parseChecked(Array(html.utf8), expectCapped: capped)
            #expect(shape.text.contains("deep"), "\(open)")
        }
    }

    @Test("a 100,000-deep DOM built by hand (deeper than the tree builder makes)")
    func handBuiltDeepDOM() {
        var tree = DOMTree(rootKind: .fragment)
        var parent = tree.root
        for index in 0..<100_000 {
            var node = DOMTree.Node(kind: .element)
            node.name = index % 2 == 0 ? "section" : "em"
            node.tag = HTMLTagName(lowercasedName: node.name)
            node.hasExplicitEndTag = true
            let id = tree.create(node)
            tree.append(id, to: parent)
            parent = id
        }
        var text = DOMTree.Node(kind: .text)
        text.text = "bottom"
        tree.append(tree.create(text), to: parent)
        let result = DOMLowering().lower(tree, source: [])
        let shape = TreeStatistics(result.document)
        #expect(shape.text == "bottom")
        #expect(shape.maxDepth <= NestingLimit.defaultMaxDepth + Self.depthSlack)
        #expect(result.diagnostics.count == 1)
    }

    @Test("10 MB of text without tags")
    func hugeText() {
        var bytes = [UInt8]()
        bytes.reserveCapacity(10_000_000)
        let line = Array("lorem ipsum  dolor\tsit amet & co\n".utf8)
        while bytes.count < 10_000_000 { bytes += line }
        let (result, _) = parseChecked(bytes, expectCapped: false)
        #expect(result.document.blocks.count == 1)
    }

    @Test("a 1 MB attribute value")
    func hugeAttribute() {
        let value = String(repeating: "a", count: 1_000_000)
        let html = "<p><span title=\"\(value)\" style=\"color:\(value)\">x</span><img src=\"\(value)\" alt=y></p>"
        let (result, shape) = parseChecked(Array(html.utf8), expectCapped: false)
        #expect(shape.text == "xy")
        #expect(result.diagnostics.count <= InlineStyleParser.maxDiagnosticsPerAttribute + 1)
    }

    @Test("random bytes", arguments: 0..<8)
    func randomBytes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("<>/=\"' &;#abpilutrdhv!-\n\t".utf8) + [0x00, 0xFF, 0xC3, 0xE2, 0x80]
        var bytes = [UInt8]()
        for _ in 0..<200_000 {
            bytes.append(generator.next() % 4 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
        parseChecked(bytes, expectCapped: nil)
    }

    @Test("random tag soup", arguments: 0..<8)
    func randomTagSoup(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "<b>", "</b>", "<i>", "</i>", "<p>", "</p>", "<div class=x>", "</div>", "<ul>", "<li>", "</ul>", "<ol start=3>",
            "<table>", "<tr>", "<td>", "<th>", "</table>", "<caption>", "<a href=u>", "</a>", "<Hot>", "<x-y>", "</x-y>",
            "<pre>", "</pre>", "<code>", "</code>", "<br>", "<q>", "</q>", "<span style='display:block'>", "</span>",
            "<select><option>o</select>", "<img src=i alt=a>", "<input type=checkbox>", "<h2>", "</h2>", "<blockquote>",
            "text ", " ", "&amp;", "<!--c-->", "<script>s</script>", "<svg><p>", "</svg>", "<math><mi>m</mi>",
            "<dl><dt>t<dd>d", "<textarea>t</textarea>", "<font color=red>", "<center>", "<wbr>", "<hr>",
        ]
        var html = ""
        for _ in 0..<20_000 { html += pieces[Int(generator.next() % UInt64(pieces.count))] }
        for maxDepth in [3, 256] {
            parseChecked(Array(html.utf8), expectCapped: nil, options: HTMLParseOptions(maxNestingDepth: maxDepth))
        }
    }

    @Test("invalid UTF-8 everywhere")
    func invalidUTF8() {
        var bytes = [UInt8]()
        for index in 0..<100_000 { bytes += index % 3 == 0 ? [0xFF] : (index % 3 == 1 ? Array("<b>".utf8) : [0xC3]) }
        let (result, _) = parseChecked(bytes, expectCapped: true)
        #expect(result.diagnostics.first?.code == "invalid-utf8")
    }
}
