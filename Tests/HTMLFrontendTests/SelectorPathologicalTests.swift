import HTMLFrontend
import MarkupAST
import Testing
import TestSupport

/// Selectors on trees built to make matching slow or deep: 100,000 nested elements (built
/// directly, past the tree builder's 512 open elements) and 10,000 siblings. Right-to-left
/// matching with an ancestor walk per element would be quadratic here; nothing measures time,
/// a regression shows as a run that takes minutes. No recursion may follow the depth.
@Suite("Selectors: pathological trees")
struct SelectorPathologicalTests {
    static let depth = 100_000

    /// `depth` nested `div`s under a fragment root, a `<p>deep</p>` in the innermost.
    static func deepTree() -> (tree: DOMTree, paragraph: DOMTree.NodeID) {
        var tree = DOMTree(rootKind: .fragment)
        var parent = tree.root
        for _ in 0..<depth {
            var div = DOMTree.Node(kind: .element)
            div.tag = .div
            let id = tree.create(div)
            tree.append(id, to: parent)
            parent = id
        }
        var p = DOMTree.Node(kind: .element)
        p.tag = .p
        let paragraph = tree.create(p)
        tree.append(paragraph, to: parent)
        var text = DOMTree.Node(kind: .text)
        text.text = "deep"
        tree.append(tree.create(text), to: paragraph)
        return (tree, paragraph)
    }

    @Test("100,000 nested divs: descendant and child chains match in one walk")
    func deepMatching() throws {
        let (tree, paragraph) = Self.deepTree()
        #expect(try CSSSelectorList("div div div p").matches(in: tree) == [paragraph])
        #expect(try CSSSelectorList("div > div > p").matches(in: tree) == [paragraph])
        #expect(try CSSSelectorList("p div").matches(in: tree).isEmpty)
        #expect(try CSSSelectorList("p").matches(in: tree) == [paragraph])
        #expect(try CSSSelectorList("div div").matches(in: tree).count == Self.depth - 1)
        #expect(try CSSSelectorList("div:only-child").matches(in: tree).count == Self.depth)
        #expect(try CSSSelectorList("div").outermostMatches(in: tree) == [1])
        #expect(try CSSSelectorList(":not(div) div, div:empty").matches(in: tree).isEmpty)
    }

    @Test("100,000 nested divs: selection copies and lowers, removal detaches")
    func deepSelection() throws {
        let (tree, _) = Self.deepTree()
        let selected = tree.selectingElements(matching: try CSSSelectorList("div div div p"))
        #expect(selected.matchCount == 1)
        #expect(DOMLowering().lower(selected.tree, source: []).document.dump == "document\n  paragraph\n    text \"deep\"\n")
        // The whole chain below the second div, copied and lowered under the nesting cap.
        let deep = tree.selectingElements(matching: try CSSSelectorList("div > div"))
        #expect(deep.matchCount == 1)
        let lowered = DOMLowering().lower(deep.tree, source: [])
        #expect(lowered.document.dump == "document\n  paragraph\n    text \"deep\"\n")
        var removed = tree
        #expect(removed.removeElements(matching: try CSSSelectorList("div div div div")) == 1)
        #expect(try CSSSelectorList("p").matches(in: removed).isEmpty)
        #expect(try CSSSelectorList("div").matches(in: removed).count == 3)
    }

    @Test("10,000 siblings: sibling combinators keep one running set per level")
    func manySiblings() throws {
        let count = 10_000
        let html = "<div>" + String(repeating: "<p>x</p>", count: count) + "</div>"
        let tree = HTMLDOMParser().parse(html).tree
        #expect(try CSSSelectorList("p ~ p").matches(in: tree).count == count - 1)
        #expect(try CSSSelectorList("p + p").matches(in: tree).count == count - 1)
        #expect(try CSSSelectorList("p:first-child ~ p:last-child").matches(in: tree).count == 1)
        #expect(try CSSSelectorList("p:last-child ~ p").matches(in: tree).isEmpty)
        #expect(try CSSSelectorList("div > p ~ p ~ p ~ p").matches(in: tree).count == count - 3)
        #expect(try CSSSelectorList("p:nth-child(1000n)").matches(in: tree).count == 10)
        #expect(try CSSSelectorList("p:nth-last-child(-n+5)").matches(in: tree).count == 5)
        #expect(try CSSSelectorList("p:nth-child(odd):not(:nth-last-child(odd))").matches(in: tree).count == count / 2)
        let options = HTMLParseOptions(selection: try CSSSelectorList("p ~ p"))
        #expect(HTMLParser(options: options).parse(html).document.blocks.count == count - 1)
    }

    @Test("random selector text never crashes: it parses and matches, or throws with a position inside it")
    func fuzz() {
        let pieces = [
            "a", "div", "p", "*", ".", "#", "x", "-", "_", "1", "é", "\\", "\\31 ", "[", "]", "=", "~", "|", "^",
            "$", "*=", "'", "\"", " ", "\t", "\n", ">", "+", ",", ":", "::", "(", ")", "not", "nth-child", "first-child",
            "n", "2n+1", "odd", "i", "/*", "*/", "\u{0}", "\u{FFFD}", "😀",
        ]
        let tree = HTMLDOMParser().parse("<div class='a x' id=x><p lang=en>1</p><p>2</p><a href=u>3</a></div>").tree
        var generator = SeededGenerator(seed: 42)
        var parsed = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...12, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            do {
                let list = try CSSSelectorList(text)
                parsed += 1
                let all = list.matches(in: tree)
                let outermost = list.outermostMatches(in: tree)
                #expect(outermost.allSatisfy(all.contains), "\(text)")
                #expect(all == all.sorted(), "\(text)")
            } catch {
                #expect(error.position >= 0 && error.position <= text.utf8.count, "\(text): \(error)")
            }
        }
        #expect(parsed > 1_000)
    }

    @Test("through the parser: 100,000 nested tags and many selectors")
    func throughParser() throws {
        let html = String(repeating: "<div><span>", count: 50_000) + "<p>deep</p>"
        let options = HTMLParseOptions(
            selection: try CSSSelectorList("div span div p, div > span > p"),
            removal: try CSSSelectorList("p:empty")
        )
        let result = HTMLParser(options: options).parse(html)
        #expect(result.document.dump.contains("text \"deep\""))
        let list = try CSSSelectorList(Array(repeating: "div span > div:not(.x) ~ p", count: 100).joined(separator: ", "))
        #expect(list.selectors.count == 100)
        _ = HTMLParser(options: HTMLParseOptions(selection: list)).parse(html)
    }
}
