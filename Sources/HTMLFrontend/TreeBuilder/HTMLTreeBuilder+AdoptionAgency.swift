/// The adoption agency algorithm (HTML Standard §13.2.6.4.7, "an end tag whose tag name is
/// one of: a, b, big, …"): repairs misnested formatting such as `<b>1<i>2</b>3</i>`, which
/// becomes `<b>1<i>2</i></b><i>3</i>`.
extension HTMLTreeBuilder {
    /// Runs the algorithm for `token`: an end tag (`isEndTag`), or the start tag of an `<a>`
    /// or `<nobr>` that closes an open one (then the closed element is not marked as closed
    /// by an end tag). Returns `false` when there is no formatting element of that name, in
    /// which case the caller must act as for "any other end tag".
    ///
    /// Every walk here is bounded: the list by ``ActiveFormattingElements/maxEntriesAfterMarker``,
    /// the stack by the depth cap, the outer loop by 8; the inner loop removes each element it
    /// passes beyond the third, so over a whole parse it costs at most one step per element.
    mutating func runAdoptionAgency(_ token: HTMLTagToken, isEndTag: Bool) -> Bool {
        let subject = token.tag
        if let current = openElements.current, current.isHTML(subject),
           formatting.indexAfterLastMarker(of: current.node) == nil {
            popCurrentNode()
            if isEndTag { markClosedByEndTag(current.node) }
            return true
        }
        for _ in 0..<8 {
            guard let formattingIndex = formatting.lastIndexAfterMarker(of: subject),
                  let formattingElement = formatting[formattingIndex].node else { return false }
            guard let stackIndex = openElements.index(of: formattingElement) else {
                parseError(.misnestedFormatting, token)
                formatting.remove(at: formattingIndex)
                return true
            }
            guard openElements.hasInScope(node: formattingElement) else {
                parseError(.misnestedFormatting, token)
                return true
            }
            if openElements.current?.node != formattingElement {
                parseError(.misnestedFormatting, token)
            }
            var furthestIndex: Int?
            for index in (stackIndex + 1)..<openElements.count where openElements[index].isSpecial {
                furthestIndex = index
                break
            }
            guard let furthestIndex, stackIndex > 0, cloneBudget > 0 else {
                while let popped = popCurrentNode(), popped.node != formattingElement {}
                formatting.remove(at: formattingIndex)
                if isEndTag { markClosedByEndTag(formattingElement) }
                return true
            }
            let commonAncestor = openElements[stackIndex - 1].node
            let furthestBlock = openElements[furthestIndex].node
            let markerIndex = formatting.lastMarkerIndex
            var bookmark = formattingIndex
            var nodeIndex = furthestIndex
            var lastNode = furthestBlock
            var innerLoopCounter = 0
            while true {
                innerLoopCounter += 1
                nodeIndex -= 1
                let entry = openElements[nodeIndex]
                if entry.node == formattingElement { break }
                var listIndex = formatting.index(of: entry.node, downTo: markerIndex + 1)
                if innerLoopCounter > 3, let index = listIndex {
                    formatting.remove(at: index)
                    if index < bookmark { bookmark -= 1 }
                    listIndex = nil
                }
                guard let listIndex else {
                    openElements.remove(at: nodeIndex)
                    continue
                }
                let clone = cloneElement(entry.node)
                cloneBudget -= 1
                formatting.replace(at: listIndex, with: clone, entry.tag)
                openElements.replace(at: nodeIndex, with: OpenElement(
                    node: clone, tag: entry.tag, namespace: entry.namespace, isHTMLIntegrationPoint: entry.isHTMLIntegrationPoint
                ))
                if lastNode == furthestBlock { bookmark = listIndex + 1 }
                tree.append(lastNode, to: clone)
                lastNode = clone
            }
            insert(lastNode, at: appropriatePlace(overrideTarget: commonAncestor))
            let newElement = cloneElement(formattingElement)
            cloneBudget -= 1
            while case let child = tree.nodes[Int(furthestBlock)].firstChild, child != DOMTree.none {
                tree.append(child, to: newElement)
            }
            tree.append(newElement, to: furthestBlock)
            formatting.remove(at: formattingIndex)
            if formattingIndex < bookmark { bookmark -= 1 }
            formatting.insert(newElement, subject, at: min(bookmark, formatting.count))
            openElements.remove(at: stackIndex)
            let blockIndex = openElements.index(of: furthestBlock) ?? (openElements.count - 1)
            openElements.insert(OpenElement(node: newElement, tag: subject, namespace: .html, isHTMLIntegrationPoint: false), at: blockIndex + 1)
            if isEndTag { markClosedByEndTag(formattingElement) }
        }
        return true
    }
}
