import MarkupAST

/// Operations on the stack of open elements and the list of active formatting elements
/// (HTML Standard §13.2.4.2, §13.2.4.3, §13.2.6.3).
extension HTMLTreeBuilder {
    /// Whether the current node is the HTML element `tag`.
    func currentNodeIs(_ tag: HTMLTagName) -> Bool {
        openElements.current?.isHTML(tag) ?? false
    }

    /// Pops the current node. Every pop goes through here so that a selected `<option>`
    /// reaches its `<selectedcontent>` when it closes.
    @discardableResult
    mutating func popCurrentNode() -> OpenElement? {
        guard let popped = openElements.pop() else { return nil }
        if popped.isHTML(.option) {
            optionClosed(popped.node)
        }
        return popped
    }

    /// Pops elements until the HTML element `tag` has been popped; returns it.
    @discardableResult
    mutating func popUntil(_ tag: HTMLTagName) -> DOMTree.NodeID? {
        guard openElements.contains(tag) else { return nil }
        while let popped = popCurrentNode() {
            if popped.isHTML(tag) { return popped.node }
        }
        return nil
    }

    /// Pops elements until an HTML element whose tag passes `matches` has been popped (none
    /// when there is no such element open).
    @discardableResult
    mutating func popUntil(where matches: (HTMLTagName) -> Bool) -> DOMTree.NodeID? {
        guard openElements.entries.contains(where: { $0.namespace == .html && matches($0.tag) }) else { return nil }
        while let popped = popCurrentNode() {
            if popped.namespace == .html && matches(popped.tag) { return popped.node }
        }
        return nil
    }

    /// Pops elements until `node` has been popped.
    mutating func popUntil(node: DOMTree.NodeID) {
        guard openElements.contains(node: node) else { return }
        while let popped = popCurrentNode(), popped.node != node {}
    }

    /// Records that an end tag in the input closed `node` (``DOMTree/Node/hasExplicitEndTag``).
    mutating func markClosedByEndTag(_ node: DOMTree.NodeID?) {
        guard let node, node >= 0 else { return }
        tree.nodes[Int(node)].hasExplicitEndTag = true
    }

    /// "Generate implied end tags" (§13.2.6.3), optionally sparing `exception`.
    mutating func generateImpliedEndTags(except exception: HTMLTagName? = nil) {
        while let current = openElements.current, current.namespace == .html,
              current.tag.hasImpliedEndTag, current.tag != exception {
            popCurrentNode()
        }
    }

    /// "Generate all implied end tags thoroughly" (§13.2.6.3).
    mutating func generateAllImpliedEndTagsThoroughly() {
        while let current = openElements.current, current.namespace == .html, current.tag.hasImpliedEndTagThoroughly {
            popCurrentNode()
        }
    }

    /// "Close a p element" (§13.2.6.4.7); returns the `p` that was closed.
    @discardableResult
    mutating func closePElement(_ span: SourceSpan) -> DOMTree.NodeID? {
        generateImpliedEndTags(except: .p)
        if !currentNodeIs(.p) { parseError(.unexpectedEndTag, span, tag: "p") }
        return popUntil(.p)
    }

    /// Closes an open `p` in button scope, as most block start tags do.
    mutating func closePElementInButtonScope(_ span: SourceSpan) {
        if openElements.hasInScope(.p, .button) {
            closePElement(span)
        }
    }

    /// "Clear the stack back to a table context" (§13.2.6.4.9).
    mutating func clearStackBackToTableContext() {
        clearStackBack { $0 == .table || $0 == .template || $0 == .html }
    }

    /// "Clear the stack back to a table body context" (§13.2.6.4.13).
    mutating func clearStackBackToTableBodyContext() {
        clearStackBack { $0 == .tbody || $0 == .tfoot || $0 == .thead || $0 == .template || $0 == .html }
    }

    /// "Clear the stack back to a table row context" (§13.2.6.4.14).
    mutating func clearStackBackToTableRowContext() {
        clearStackBack { $0 == .tr || $0 == .template || $0 == .html }
    }

    private mutating func clearStackBack(to stops: (HTMLTagName) -> Bool) {
        while let current = openElements.current, !(current.namespace == .html && stops(current.tag)) {
            popCurrentNode()
        }
    }

    /// "Reset the insertion mode appropriately" (§13.2.4.1). The relaxed `<select>` parser
    /// removed its `select` step.
    mutating func resetInsertionMode() {
        var index = openElements.count - 1
        while index >= 0 {
            let last = index == 0
            var node = openElements[index]
            if last, let context { node = context }
            if node.namespace == .html {
                switch node.tag {
                case .td where !last, .th where !last:
                    mode = .inCell
                    return
                case .tr:
                    mode = .inRow
                    return
                case .tbody, .thead, .tfoot:
                    mode = .inTableBody
                    return
                case .caption:
                    mode = .inCaption
                    return
                case .colgroup:
                    mode = .inColumnGroup
                    return
                case .table:
                    mode = .inTable
                    return
                case .template:
                    mode = templateModes.last ?? .inBody
                    return
                case .head where !last:
                    mode = .inHead
                    return
                case .body:
                    mode = .inBody
                    return
                case .frameset:
                    mode = .inFrameset
                    return
                case .html:
                    mode = headElement == DOMTree.none ? .beforeHead : .afterHead
                    return
                default:
                    break
                }
            }
            if last {
                mode = .inBody
                return
            }
            index -= 1
        }
        mode = .inBody
    }

    /// "Reconstruct the active formatting elements" (§13.2.4.3): reopens, inside the current
    /// node, the formatting elements that an earlier block boundary closed implicitly.
    mutating func reconstructActiveFormattingElements(_ span: SourceSpan) {
        guard let lastEntry = formatting.entries.last, let lastNode = lastEntry.node,
              !openElements.contains(node: lastNode) else { return }
        var index = formatting.count - 1
        while index > 0 {
            guard let previous = formatting[index - 1].node, !openElements.contains(node: previous) else { break }
            index -= 1
        }
        while index < formatting.count {
            guard case .element(let original, let tag) = formatting[index], cloneBudget > 0 else { return }
            cloneBudget -= 1
            makeRoomForOpenElement(span)
            let clone = cloneElement(original)
            insert(clone, at: appropriatePlace())
            openElements.push(OpenElement(node: clone, tag: tag, namespace: .html, isHTMLIntegrationPoint: false))
            formatting.replace(at: index, with: clone, tag)
            index += 1
        }
    }
}
