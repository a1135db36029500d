import MarkupAST

/// Confluence storage format: what each ``StorageFormatRole`` makes.
extension LoweringWalker {
    /// Handles storage-format element `id`; returns `true` when it pushed a frame whose
    /// children are walked.
    mutating func enterStorageFormat(_ id: DOMTree.NodeID, role: StorageFormatRole) -> Bool {
        switch role {
        case .taskList:
            guard prepareForElement(id, role: .list(ordered: false)) != nil else { return false }
            pushBlockContainer(.list(ListStyle(kind: .bullet), hasExplicitStart: false), node: id, depth: frames[top].blockDepth)
            return true
        case .task:
            guard prepareForElement(id, role: .listItem) != nil else { return false }
            if frames[top].isList {
                pushBlockContainer(.listItem, node: id, depth: frames[top].depth + 1, flattenable: false)
            } else {
                pushTransparent(node: id, isBlockLevel: true, isFlattened: true)
            }
            return true
        default:
            break
        }
        guard prepareForElement(id, role: .storageFormat(role)) != nil else { return false }
        switch role {
        case .callout(let label):
            pushBlockContainer(.blockQuote, node: id, depth: frames[top].blockDepth)
            if let title = macroParameter("title", of: id) ?? label { appendBlock(.paragraph([.strong([.text(title)])])) }
        case .macro:
            pushTransparent(node: id, isBlockLevel: true)
            if let title = macroParameter("title", of: id) { appendBlock(.paragraph([.strong([.text(title)])])) }
        case .status:
            if let title = macroParameter("title", of: id) { appendLiteralText(title) }
            return false
        case .parameter:
            return false
        case .plainTextBody:
            // Without CDATA, the body is its text when an end tag closed it; otherwise the
            // parser nested the rest of the page in it, which stays flow content.
            let characterData = characterData(of: id)
            guard characterData != nil || tree.nodes[Int(id)].hasExplicitEndTag else {
                pushTransparent(node: id, isBlockLevel: true)
                return true
            }
            let text = characterData ?? textContent(of: id, preservingWhitespace: true)
            let parent = tree.nodes[Int(id)].parent
            let language = parent == DOMTree.none ? nil : macroParameter("language", of: parent)
            flushParagraph()
            if !text.isEmpty { appendBlock(.codeBlock(info: language ?? "", text: text.endsWithLineFeed ? text : text + "\n")) }
            guard characterData != nil else { return false }
            // The nodes the parser made of the sections are skipped; any it nested after
            // them (for want of an end tag) are walked.
            pushTransparent(node: id, isBlockLevel: true)
        case .plainTextLinkBody:
            pushTransparent(node: id, isBlockLevel: false)
            if let text = characterData(of: id) { handleText(text) }
        case .link:
            pushTransparent(node: id, isBlockLevel: false)
            if !hasLinkBody(id), let title = linkedResourceTitle(of: id) {
                handleText(title)
            }
        case .image:
            appendStorageImage(id)
            return false
        case .taskStatus:
            if case .listItem = frames[frames[top].inlineTarget].kind, frames[frames[top].inlineTarget].task == nil {
                let isComplete = ASCIIFolding.equal(textContent(of: id, preservingWhitespace: false), "complete")
                frames[frames[top].inlineTarget].extras().task = isComplete ? .checked : .unchecked
            }
            return false
        case .body:
            pushTransparent(node: id, isBlockLevel: true)
        case .inlineBody:
            pushTransparent(node: id, isBlockLevel: false)
        case .taskList, .task:
            return false
        }
        return true
    }

    /// The text of the CDATA sections that start element `id`'s content, read from the
    /// input (see ``CharacterDataSections``); the nodes the parser made of them are skipped
    /// from here on. Nil when the content does not start with a section.
    private mutating func characterData(of id: DOMTree.NodeID) -> String? {
        let contentStart = Int(tree.nodes[Int(id)].span.end)
        guard contentStart > Int(characterDataEnd), contentStart <= source.count,
            let (text, end) = CharacterDataSections.read(source, from: contentStart, noTerminatorFrom: &unterminatedCharacterDataFrom)
        else { return nil }
        characterDataStart = UInt32(clamping: contentStart)
        characterDataEnd = UInt32(clamping: end)
        return text
    }

    /// The value of the macro parameter `name` (`<ac:parameter ac:name="title">`) among
    /// `macro`'s leading children, white space collapsed; nil when absent or empty, or when
    /// `macro` is not a macro. Parameters come before the body, so the search stops at the
    /// first other element: a body element's lookup never scans the page around it.
    private func macroParameter(_ name: String, of macro: DOMTree.NodeID) -> String? {
        let macroName = tree.nodes[Int(macro)].name
        guard tree.nodes[Int(macro)].kind == .element, macroName == "ac:structured-macro" || macroName == "ac:macro" else { return nil }
        for child in tree.children(of: macro) where tree.nodes[Int(child)].kind == .element {
            guard tree.nodes[Int(child)].name == "ac:parameter" else { return nil }
            guard let parameter = attributeValue("ac:name", of: child), ASCIIFolding.equal(parameter, name) else { continue }
            let value = textContent(of: child, preservingWhitespace: false)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Whether `link` has a body element (`ac:link-body`, `ac:plain-text-link-body`) among
    /// its descendants: the parser nests what follows a self-closed `<ri:page/>` inside
    /// it. The search does not enter another `ac:link`, so nested links are each searched
    /// once.
    private func hasLinkBody(_ link: DOMTree.NodeID) -> Bool {
        var node = tree.nodes[Int(link)].firstChild
        while node != DOMTree.none {
            var descends = false
            if tree.nodes[Int(node)].kind == .element {
                let name = tree.nodes[Int(node)].name
                if name == "ac:link-body" || name == "ac:plain-text-link-body" { return true }
                descends = name != "ac:link"
            }
            let child = tree.nodes[Int(node)].firstChild
            node = descends && child != DOMTree.none ? child : FlowAnalysis.next(after: node, in: tree, root: link)
        }
        return false
    }

    /// What Confluence shows for a link without a body: the title of the page, blog post
    /// or attachment, or the key of the space it points to (a user cannot be resolved
    /// offline, so shows nothing).
    private func linkedResourceTitle(of link: DOMTree.NodeID) -> String? {
        for child in tree.children(of: link) where tree.nodes[Int(child)].kind == .element {
            for attribute in ["ri:content-title", "ri:filename", "ri:space-key", "ri:value"] {
                if let value = attributeValue(attribute, of: child), !value.isEmpty { return value }
            }
        }
        return nil
    }

    /// `ac:image`: an image of its attachment's file name or its URL, with `ac:alt` (or
    /// `ac:title`) as its description.
    private mutating func appendStorageImage(_ id: DOMTree.NodeID) {
        var destination: String?
        for child in tree.children(of: id) where tree.nodes[Int(child)].kind == .element {
            destination = attributeValue("ri:filename", of: child) ?? attributeValue("ri:value", of: child)
            if destination != nil { break }
        }
        guard let destination else { return }
        let description = attributeValue("ac:alt", of: id) ?? attributeValue("ac:title", of: id) ?? ""
        var target = LinkTarget(destination: destination)
        for dimension in ["width", "height"] {
            if let value = attributeValue("ac:" + dimension, of: id) { target.attributes.other.append(Attributes.Attribute(name: dimension, value: value)) }
        }
        appendInline(.image(target, description.isEmpty ? [] : [.text(description)]))
    }
}
