/// The tree as html5lib-tests print it (the `#document` section of a tree-construction test):
/// one node per line, `| ` plus two spaces per level.
///
/// ```text
/// | <!DOCTYPE html>
/// | <html>
/// |   <head>
/// |   <body>
/// |     <svg svg>
/// |       viewBox="0 0 1 1"
/// |     <template>
/// |       content
/// |         "text"
/// ```
///
/// Elements are `<name>` (`<svg name>`, `<math name>` in the foreign namespaces), attributes
/// come right after their element, one level deeper and sorted by name (`xlink href` for a
/// prefixed one), text is `"text"` and comments `<!-- text -->`, nothing escaped. A
/// template's contents hang under a `content` line. The children of the root are at the
/// first level, so a fragment prints its nodes without a wrapper.
extension DOMTree {
    /// The html5lib tree dump, each line ending in a newline. Iterative: any depth.
    public func html5libDump() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(nodes.count * 16)
        // Work items: a node to print at a depth, or the `content` line of a template.
        var work: [(node: NodeID, depth: Int, isContentLabel: Bool)] = []
        pushChildren(of: root, depth: 0, onto: &work)
        while let item = work.popLast() {
            if item.isContentLabel {
                line(&out, item.depth) { $0.append(contentsOf: "content".utf8) }
                pushChildren(of: item.node, depth: item.depth + 1, onto: &work)
                continue
            }
            let node = nodes[Int(item.node)]
            switch node.kind {
            case .element:
                line(&out, item.depth) { out in
                    out.append(UInt8(ascii: "<"))
                    switch node.namespace {
                    case .html: break
                    case .svg: out.append(contentsOf: "svg ".utf8)
                    case .mathml: out.append(contentsOf: "math ".utf8)
                    }
                    out.append(contentsOf: node.name.utf8)
                    out.append(UInt8(ascii: ">"))
                }
                let attributes = node.attributes.map { attribute in
                    (name: attribute.prefix.map { "\($0) \(attribute.name)" } ?? attribute.name, value: attribute.value)
                }.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
                for attribute in attributes {
                    line(&out, item.depth + 1) { out in
                        out.append(contentsOf: attribute.name.utf8)
                        out.append(contentsOf: "=\"".utf8)
                        out.append(contentsOf: attribute.value.utf8)
                        out.append(UInt8(ascii: "\""))
                    }
                }
                pushChildren(of: item.node, depth: item.depth + 1, onto: &work)
                if node.templateContents != DOMTree.none {
                    work.append((node.templateContents, item.depth + 1, true))
                }
            case .text:
                line(&out, item.depth) { out in
                    out.append(UInt8(ascii: "\""))
                    out.append(contentsOf: node.text.utf8)
                    out.append(UInt8(ascii: "\""))
                }
            case .comment:
                line(&out, item.depth) { out in
                    out.append(contentsOf: "<!-- ".utf8)
                    out.append(contentsOf: node.text.utf8)
                    out.append(contentsOf: " -->".utf8)
                }
            case .documentType:
                line(&out, item.depth) { out in
                    out.append(contentsOf: "<!DOCTYPE ".utf8)
                    out.append(contentsOf: node.name.utf8)
                    let identifiers = documentType?.node == item.node ? documentType : nil
                    let publicIdentifier = identifiers?.publicIdentifier ?? ""
                    let systemIdentifier = identifiers?.systemIdentifier ?? ""
                    if !publicIdentifier.isEmpty || !systemIdentifier.isEmpty {
                        out.append(contentsOf: " \"".utf8)
                        out.append(contentsOf: publicIdentifier.utf8)
                        out.append(contentsOf: "\" \"".utf8)
                        out.append(contentsOf: systemIdentifier.utf8)
                        out.append(UInt8(ascii: "\""))
                    }
                    out.append(UInt8(ascii: ">"))
                }
            case .document, .fragment, .templateContents:
                pushChildren(of: item.node, depth: item.depth, onto: &work)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Pushes the children of `node` so that the first one is popped first.
    private func pushChildren(of node: NodeID, depth: Int, onto work: inout [(node: NodeID, depth: Int, isContentLabel: Bool)]) {
        var child = nodes[Int(node)].lastChild
        while child != DOMTree.none {
            work.append((child, depth, false))
            child = nodes[Int(child)].previousSibling
        }
    }

    /// Writes `| `, the indentation for `depth`, the body and a newline.
    private func line(_ out: inout [UInt8], _ depth: Int, _ body: (inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "|"))
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        body(&out)
        out.append(UInt8(ascii: "\n"))
    }
}
