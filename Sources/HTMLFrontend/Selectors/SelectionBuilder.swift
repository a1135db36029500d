/// Builds the tree a selection keeps: a fragment holding a copy of each outermost match, in
/// document order, so the lowering turns each into what it would have been in place.
///
/// The copies are placed so that each lowers with its own element's meaning:
/// - a match that needs a parent to mean anything gets a copy of that parent without its
///   content (a *shell*): `li` its list (`ol`/`ul`/`menu`/`dir`, with `type`, `start` and
///   `reversed`, so selected items are numbered from the list's start), `tr` its row
///   group and table, `td`/`th` their row, row group and table, `thead`/`tbody`/`tfoot`/
///   `caption` their table. Consecutive matches with the same original parents share the
///   shells, so three selected `li`s of one list stay one list of three items, and the
///   first cell of each row (`td:first-child`) makes a one-column table;
/// - every other match sits in a `div` of its own (which makes no node), so consecutive
///   inline matches (`span`s, links) become separate paragraphs instead of running together.
///
/// The document's `<title>` (in its `<head>`) comes first, so the title metadata survives.
/// Each node is copied once: linear in the size of the kept parts.
struct SelectionBuilder {
    let source: DOMTree
    var output = DOMTree(rootKind: .fragment)
    /// The shells open for the last match: each original parent and its copy, outermost first.
    private var shells: [(original: DOMTree.NodeID, copy: DOMTree.NodeID)] = []

    init(source: DOMTree) {
        self.source = source
    }

    /// Adds the document's title (if any) and then a copy of every match in `matches`
    /// (outermost matches, in document order).
    mutating func build(_ matches: [DOMTree.NodeID]) -> DOMTree {
        if let title = documentTitle() { copySubtree(title, under: output.root) }
        for match in matches { add(match) }
        return output
    }

    /// Copies one match into its shells (or its own `div`).
    private mutating func add(_ match: DOMTree.NodeID) {
        let chain = shellChain(of: match)
        var shared = 0
        while shared < shells.count && shared < chain.count && shells[shared].original == chain[shared] { shared += 1 }
        shells.removeLast(shells.count - shared)
        if chain.isEmpty {
            var wrapper = DOMTree.Node(kind: .element)
            wrapper.tag = .div
            wrapper.span = source.nodes[Int(match)].span
            wrapper.hasExplicitEndTag = true
            let id = output.create(wrapper)
            output.append(id, to: output.root)
            copySubtree(match, under: id)
            return
        }
        for original in chain[shared...] {
            let parent = shells.last?.copy ?? output.root
            let copy = output.create(shell(of: original))
            output.append(copy, to: parent)
            shells.append((original, copy))
        }
        copySubtree(match, under: shells.last?.copy ?? output.root)
    }

    /// The structural parents `match` needs, outermost first (see the type's documentation).
    private func shellChain(of match: DOMTree.NodeID) -> [DOMTree.NodeID] {
        let parent = source.nodes[Int(match)].parent
        switch htmlTag(of: match) {
        case .li:
            switch htmlTag(of: parent) {
            case .ol, .ul, .menu, .dir: return [parent]
            default: return []
            }
        case .tr:
            switch htmlTag(of: parent) {
            case .table:
                return [parent]
            case .thead, .tbody, .tfoot:
                let table = source.nodes[Int(parent)].parent
                return htmlTag(of: table) == .table ? [table, parent] : []
            default:
                return []
            }
        case .td, .th:
            guard htmlTag(of: parent) == .tr else { return [] }
            let rowChain = shellChain(of: parent)
            return rowChain.isEmpty ? [] : rowChain + [parent]
        case .thead, .tbody, .tfoot, .caption:
            return htmlTag(of: parent) == .table ? [parent] : []
        default:
            return []
        }
    }

    /// The tag of `id` if it is an HTML element, else `nil`.
    private func htmlTag(of id: DOMTree.NodeID) -> HTMLTagName? {
        guard id != DOMTree.none, Int(id) < source.nodes.count else { return nil }
        let index = Int(id)
        guard source.nodes[index].kind == .element, source.nodes[index].namespace == .html else { return nil }
        return source.nodes[index].tag
    }

    /// An empty copy of `original`: its tag, and for a list the attributes that number it.
    private func shell(of original: DOMTree.NodeID) -> DOMTree.Node {
        var node = DOMTree.Node(kind: .element)
        node.tag = source.nodes[Int(original)].tag
        node.span = source.nodes[Int(original)].span
        node.hasExplicitEndTag = true
        if node.tag == .ol || node.tag == .ul || node.tag == .menu || node.tag == .dir {
            node.attributes = source.nodes[Int(original)].attributes.filter {
                $0.prefix == nil && ($0.name == "type" || $0.name == "start" || $0.name == "reversed")
            }
        }
        return node
    }

    /// The first `<title>` child of the document's `<head>`.
    private func documentTitle() -> DOMTree.NodeID? {
        guard source.nodes[Int(source.root)].kind == .document else { return nil }
        let html = source.children(of: source.root).first { htmlTag(of: $0) == .html }
        guard let html, let head = source.children(of: html).first(where: { htmlTag(of: $0) == .head }) else { return nil }
        return source.children(of: head).first { htmlTag(of: $0) == .title }
    }

    /// Copies `id` and everything under it (not `<template>` contents, which the lowering
    /// drops) as the last child of `parent`; a loop over the links, at any depth.
    private mutating func copySubtree(_ id: DOMTree.NodeID, under parent: DOMTree.NodeID) {
        var node = id
        var target = parent
        while true {
            let copy = output.create(source.nodes[Int(node)].unlinkedCopy)
            output.append(copy, to: target)
            let child = source.nodes[Int(node)].firstChild
            if child != DOMTree.none {
                node = child
                target = copy
                continue
            }
            while true {
                if node == id { return }
                let sibling = source.nodes[Int(node)].nextSibling
                if sibling != DOMTree.none {
                    node = sibling
                    break
                }
                node = source.nodes[Int(node)].parent
                target = output.nodes[Int(target)].parent
                if node == DOMTree.none || target == DOMTree.none { return }
            }
        }
    }
}
