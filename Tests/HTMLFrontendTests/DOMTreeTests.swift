import Testing
@testable import HTMLFrontend

@Suite("DOMTree links")
struct DOMTreeTests {
    private func element(_ name: String) -> DOMTree.Node {
        var node = DOMTree.Node(kind: .element)
        node.name = name
        node.tag = HTMLTagName(lowercasedName: name)
        return node
    }

    private func names(_ tree: DOMTree, _ parent: DOMTree.NodeID) -> [String] {
        tree.children(of: parent).map { tree[$0].name }
    }

    @Test("append, insert before and detach keep sibling links consistent")
    func links() {
        var tree = DOMTree(rootKind: .fragment)
        let a = tree.create(element("a"))
        let b = tree.create(element("b"))
        let c = tree.create(element("c"))
        tree.append(a, to: tree.root)
        tree.append(c, to: tree.root)
        tree.insert(b, before: c)
        #expect(names(tree, tree.root) == ["a", "b", "c"])
        tree.append(a, to: c)
        #expect(names(tree, tree.root) == ["b", "c"])
        #expect(names(tree, c) == ["a"])
        #expect(tree[a].parent == c)
        tree.detach(b)
        #expect(names(tree, tree.root) == ["c"])
        #expect(tree[tree.root].firstChild == c && tree[tree.root].lastChild == c)
        #expect(tree[c].previousSibling == DOMTree.none)
    }

    @Test("known and unknown tag names")
    func tagNames() {
        #expect(HTMLTagName(lowercasedName: "table") == .table)
        #expect(HTMLTagName(lowercasedName: "annotation-xml") == .annotation_xml)
        #expect(HTMLTagName(lowercasedName: "congratulation!") == .unknown)
        #expect(HTMLTagName(lowercasedName: "x-card") == .unknown)
    }
}
