import Testing
@testable import HTMLFrontend

/// `DOMTree.html5libDump()`: the tree format of html5lib-tests (`FORMAT.md` of the shared
/// conformance folder).
@Suite("html5lib tree dump")
struct HTML5LibDumpTests {
    @Test("DOCTYPE: name only, or name with both identifiers when either is non-empty")
    func doctypes() {
        #expect(HTMLDOMParser().parse("<!DOCTYPE html>").tree.html5libDump().hasPrefix("| <!DOCTYPE html>\n| <html>\n"))
        let legacy = HTMLDOMParser().parse(#"<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">"#)
        #expect(legacy.tree.html5libDump().hasPrefix(#"| <!DOCTYPE html "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">"# + "\n"))
        let system = HTMLDOMParser().parse(#"<!DOCTYPE html SYSTEM "about:legacy-compat">"#)
        #expect(system.tree.html5libDump().hasPrefix(#"| <!DOCTYPE html "" "about:legacy-compat">"# + "\n"))
        #expect(HTMLDOMParser().parse("<!DOCTYPE>").tree.html5libDump().hasPrefix("| <!DOCTYPE >\n"))
    }

    @Test("attributes sorted by name in code-unit order, namespaced ones as `prefix name`")
    func attributes() {
        let parsed = ParsedTree.fragment(##"<div b="2" a-b="3" a="1" B2></div><svg viewbox="0 0 1 1" xlink:href="#x" xml:lang="en"></svg>"##)
        #expect(parsed.dump == dump(
            "<div>",
            "  a=\"1\"",
            "  a-b=\"3\"",
            "  b=\"2\"",
            "  b2=\"\"",
            "<svg svg>",
            "  viewBox=\"0 0 1 1\"",
            "  xlink href=\"#x\"",
            "  xml lang=\"en\""
        ))
    }

    @Test("namespaces, comments, raw text, and template content")
    func nodes() {
        let parsed = ParsedTree.fragment("<math><mi>x</mi></math><!-- c --><template><b>\"q\"</b></template>")
        #expect(parsed.dump == dump(
            "<math math>",
            "  <math mi>",
            "    \"x\"",
            "<!--  c  -->",
            "<template>",
            "  content",
            "    <b>",
            "      \"\"q\"\""
        ))
    }

    @Test("text with newlines continues on the next physical line")
    func multilineText() {
        #expect(ParsedTree.fragment("<pre>\n\na\nb</pre>").dump == "| <pre>\n|   \"\na\nb\"\n")
    }

    @Test("deep trees dump and measure without recursion")
    func deepTree() {
        func chain(_ depth: Int) -> DOMTree {
            var tree = DOMTree(rootKind: .fragment)
            var parent = tree.root
            for _ in 0..<depth {
                var node = DOMTree.Node(kind: .element)
                node.name = "i"
                let child = tree.create(node)
                tree.append(child, to: parent)
                parent = child
            }
            return tree
        }
        #expect(chain(100_000).maximumDepth() == 100_000)
        // The dump indents two spaces per level, so its size grows with the square of the depth.
        let text = chain(2_000).html5libDump()
        #expect(text.utf8.split(separator: UInt8(ascii: "\n")).count == 2_000)
        #expect(text.hasSuffix("|" + String(repeating: " ", count: 2 * 1_999 + 1) + "<i>\n"))
    }
}
