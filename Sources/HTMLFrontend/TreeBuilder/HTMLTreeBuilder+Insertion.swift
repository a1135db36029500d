import MarkupAST

/// Creating and inserting nodes (HTML Standard §13.2.6.1).
extension HTMLTreeBuilder {
    /// Where a new node goes: appended to `parent`, or before `before` when it is not
    /// ``DOMTree/none``.
    struct InsertionPoint {
        var parent: DOMTree.NodeID
        var before: DOMTree.NodeID = DOMTree.none
    }

    /// "The appropriate place for inserting a node" (§13.2.6.1), with foster parenting
    /// (content misplaced in a table goes before the table) and template contents.
    func appropriatePlace(overrideTarget: DOMTree.NodeID? = nil) -> InsertionPoint {
        let target: DOMTree.NodeID
        let targetIsTableStructure: Bool
        if let overrideTarget {
            target = overrideTarget
            targetIsTableStructure = tree.nodes[Int(target)].kind == .element
                && tree.nodes[Int(target)].namespace == .html && tree.nodes[Int(target)].tag.isTableStructure
        } else if let current = openElements.current {
            target = current.node
            targetIsTableStructure = current.namespace == .html && current.tag.isTableStructure
        } else {
            return InsertionPoint(parent: tree.root)
        }
        var point = InsertionPoint(parent: target)
        if fosterParenting && targetIsTableStructure {
            let lastTemplate = openElements.lastIndex(of: .template)
            let lastTable = openElements.lastIndex(of: .table)
            if let lastTemplate, lastTable.map({ lastTemplate > $0 }) ?? true {
                point = InsertionPoint(parent: openElements[lastTemplate].node)
            } else if let lastTable {
                let table = openElements[lastTable].node
                let parent = tree.nodes[Int(table)].parent
                if parent != DOMTree.none {
                    point = InsertionPoint(parent: parent, before: table)
                } else {
                    point = InsertionPoint(parent: openElements[max(lastTable - 1, 0)].node)
                }
            } else {
                point = InsertionPoint(parent: openElements[0].node)
            }
        }
        let contents = tree.nodes[Int(point.parent)].templateContents
        if contents != DOMTree.none && point.before == DOMTree.none {
            point.parent = contents
        }
        return point
    }

    /// Inserts a detached node at `point`.
    mutating func insert(_ node: DOMTree.NodeID, at point: InsertionPoint) {
        if point.before == DOMTree.none {
            tree.append(node, to: point.parent)
        } else {
            tree.insert(node, before: point.before)
        }
    }

    /// "Create an element for a token" (§13.2.6.1): a detached element (and, for a
    /// `template`, its contents node) with the token's name and attributes.
    mutating func createElement(
        _ token: HTMLTagToken, namespace: HTMLNamespace, name: String? = nil, attributes: [HTMLAttribute]? = nil
    ) -> DOMTree.NodeID {
        // Filled in place in the arena: a node built in a local and then appended is copied,
        // retaining and releasing its name and attributes once more per element.
        let id = tree.create(DOMTree.Node(kind: .element))
        let index = Int(id)
        let tag = namespace == .html ? token.tag : .unknown
        tree.nodes[index].tag = tag
        if tag == .unknown { tree.nodes[index].name = name ?? token.name }
        tree.nodes[index].namespace = namespace
        tree.nodes[index].attributes = attributes ?? token.attributes
        tree.nodes[index].span = token.span
        if token.selfClosing { tree.nodes[index].isSelfClosing = true }
        if namespace == .html && token.tag == .template {
            tree.nodes[Int(id)].templateContents = tree.create(DOMTree.Node(kind: .templateContents))
        }
        return id
    }

    /// A new element like `original` (same name, namespace, attributes and start-tag span),
    /// for "reconstruct the active formatting elements" and the adoption agency algorithm.
    mutating func cloneElement(_ original: DOMTree.NodeID) -> DOMTree.NodeID {
        let source = tree.nodes[Int(original)]
        var node = source
        node.parent = DOMTree.none
        node.firstChild = DOMTree.none
        node.lastChild = DOMTree.none
        node.previousSibling = DOMTree.none
        node.nextSibling = DOMTree.none
        node.templateContents = DOMTree.none
        node.hasExplicitEndTag = false
        node.isSelfClosing = false
        return tree.create(node)
    }

    /// The stack entry for a new element.
    func openElement(_ node: DOMTree.NodeID, _ token: HTMLTagToken, namespace: HTMLNamespace) -> OpenElement {
        var isIntegrationPoint = false
        if namespace == .svg {
            isIntegrationPoint = token.tag == .foreignobject || token.tag == .desc || token.tag == .title
        } else if namespace == .mathml && token.tag == .annotation_xml {
            isIntegrationPoint = token.attributes.contains { attribute in
                attribute.name == "encoding" && attribute.prefix == nil
                    && (ASCIIFolding.equal(attribute.value, "text/html") || ASCIIFolding.equal(attribute.value, "application/xhtml+xml"))
            }
        }
        return OpenElement(node: node, tag: token.tag, namespace: namespace, isHTMLIntegrationPoint: isIntegrationPoint)
    }

    /// "Insert an HTML element" (§13.2.6.1) for `token` and push it onto the stack.
    @discardableResult
    mutating func insertHTMLElement(_ token: HTMLTagToken) -> DOMTree.NodeID {
        if token.selfClosing { parseError(.selfClosingNonVoid, token) }
        makeRoomForOpenElement(token.span)
        let node = createElement(token, namespace: .html)
        insert(node, at: appropriatePlace())
        openElements.push(openElement(node, token, namespace: .html))
        return node
    }

    /// Inserts a void element (`<br>`, `<img>`…): "insert an HTML element" immediately
    /// followed by popping it, so it never counts against the depth cap.
    @discardableResult
    mutating func insertVoidElement(_ token: HTMLTagToken) -> DOMTree.NodeID {
        let node = createElement(token, namespace: .html)
        insert(node, at: appropriatePlace())
        return node
    }

    /// "Insert a foreign element" (§13.2.6.1) in `namespace`, with `token`'s attributes already
    /// adjusted. A self-closing tag is inserted without staying open.
    mutating func insertForeignElement(_ token: HTMLTagToken, namespace: HTMLNamespace) {
        let name = namespace == .svg ? (ForeignNames.svgElementName(token.name) ?? token.name) : token.name
        if !token.selfClosing { makeRoomForOpenElement(token.span) }
        let node = createElement(token, namespace: namespace, name: name)
        insert(node, at: appropriatePlace())
        if !token.selfClosing {
            openElements.push(openElement(node, token, namespace: namespace))
        }
    }

    /// An element the algorithm implies without a tag in the input (`<html>`, `<head>`,
    /// `<body>`, `<tbody>`, `<tr>`, `<colgroup>`, `<p>`): a start tag token with no attributes,
    /// its span empty at `span`'s start.
    func impliedTag(_ tag: HTMLTagName, _ name: String, at span: SourceSpan) -> HTMLTagToken {
        HTMLTagToken(name: name, tag: tag, attributes: [], selfClosing: false, span: SourceSpan(start: span.start, end: span.start))
    }

    /// "Insert a character" (§13.2.6.1) for a run of characters: appended to a text node
    /// right before the insertion point, else a new text node. Text cannot go into the
    /// document node and is dropped there.
    mutating func insertCharacters(_ text: Substring, _ span: SourceSpan) {
        guard !text.isEmpty else { return }
        let point = appropriatePlace()
        guard tree.nodes[Int(point.parent)].kind != .document else { return }
        let previous = point.before == DOMTree.none
            ? tree.nodes[Int(point.parent)].lastChild
            : tree.nodes[Int(point.before)].previousSibling
        if previous != DOMTree.none && tree.nodes[Int(previous)].kind == .text {
            tree.nodes[Int(previous)].appendText(text)
            let old = tree.nodes[Int(previous)].span
            tree.nodes[Int(previous)].span = SourceSpan(start: min(old.start, span.start), end: max(old.end, span.end))
            return
        }
        // Filled in place in the arena (see `createElement`). A whole character token (the
        // common case) shares the token's string; only a part of one is copied.
        let id = tree.create(DOMTree.Node(kind: .text))
        tree.nodes[Int(id)].text = text.startIndex == text.base.startIndex && text.endIndex == text.base.endIndex
            ? text.base : String(text)
        tree.nodes[Int(id)].span = span
        insert(id, at: point)
    }

    /// "Insert a comment" (§13.2.6.1) at the appropriate place, or at `point`.
    mutating func insertComment(_ text: String, _ span: SourceSpan, at point: InsertionPoint? = nil) {
        var node = DOMTree.Node(kind: .comment)
        node.text = text
        node.span = span
        insert(tree.create(node), at: point ?? appropriatePlace())
    }

    /// Keeps the stack below ``maxOpenElements`` before a new element is inserted: at the cap
    /// the current node is closed first (with the bookkeeping its end tag would have done), so
    /// the new element becomes its next sibling. Reports `html-open-elements-capped` once.
    mutating func makeRoomForOpenElement(_ span: SourceSpan) {
        guard openElements.count >= maxOpenElements else { return }
        if !reportedOpenElementsCap {
            reportedOpenElementsCap = true
            diagnostics.append(Diagnostic(
                code: "html-open-elements-capped",
                message: "more than \(maxOpenElements) elements open at once; deeper elements become siblings at that depth",
                span: span
            ))
        }
        guard let closed = popCurrentNode(), closed.namespace == .html else { return }
        switch closed.tag {
        case .template:
            templateModes.removeLast(min(1, templateModes.count))
            formatting.clearToLastMarker()
            resetInsertionMode()
        case .td, .th, .caption:
            formatting.clearToLastMarker()
            resetInsertionMode()
        case .applet, .marquee, .object:
            formatting.clearToLastMarker()
        case .table, .tbody, .thead, .tfoot, .tr, .colgroup, .frameset:
            resetInsertionMode()
        default:
            break
        }
    }
}
