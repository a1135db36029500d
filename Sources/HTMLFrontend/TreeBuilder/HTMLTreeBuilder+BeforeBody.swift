import MarkupAST

/// The insertion modes before the body (HTML Standard §13.2.6.4.1–§13.2.6.4.6) and the
/// "text" mode (§13.2.6.4.8). Character tokens go through `HTMLTreeBuilder+Characters.swift`;
/// here they take the "anything else" branch like any other unexpected token.
extension HTMLTreeBuilder {
    /// End tags that "before html" and "before head" treat like any other token.
    private static let endTagsActingAsAnythingElse: HTMLTagSet = [.head, .body, .html, .br]
    /// Start tags "in head noscript" hands to "in head".
    private static let headNoscriptInHeadTags: HTMLTagSet = [.basefont, .bgsound, .link, .meta, .noframes, .style]

    /// §13.2.6.4.1 "initial".
    mutating func processInitial(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span, at: InsertionPoint(parent: tree.root))
            return .done
        case .doctype(let doctype):
            if doctype.name != "html" || doctype.publicIdentifier != nil
                || (doctype.systemIdentifier != nil && doctype.systemIdentifier != "about:legacy-compat") {
                parseError(.unexpectedDoctype, doctype.span)
            }
            var node = DOMTree.Node(kind: .documentType)
            node.name = doctype.name ?? ""
            node.span = doctype.span
            let id = tree.create(node)
            tree.append(id, to: tree.root)
            tree.documentType = DOMTree.DocumentTypeIdentifiers(
                node: id, publicIdentifier: doctype.publicIdentifier, systemIdentifier: doctype.systemIdentifier
            )
            documentMode = DocumentMode(doctype: doctype)
            mode = .beforeHTML
            return .done
        default:
            parseError(.missingDoctype, token.span)
            documentMode = .quirks
            mode = .beforeHTML
            return .reprocess
        }
    }

    /// §13.2.6.4.2 "before html".
    mutating func processBeforeHTML(_ token: HTMLToken) -> Step {
        switch token {
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .comment(let text, let span):
            insertComment(text, span, at: InsertionPoint(parent: tree.root))
            return .done
        case .startTag(let tag) where tag.tag == .html:
            insertRootElement(tag)
            return .done
        case .endTag(let tag) where !Self.endTagsActingAsAnythingElse.contains(tag.tag):
            parseError(.unexpectedEndTag, tag)
            return .done
        default:
            insertRootElement(impliedTag(.html, "html", at: token.span ?? SourceSpan(start: 0, end: 0)))
            return .reprocess
        }
    }

    /// Creates the `html` element as the document's last child and switches to "before head".
    private mutating func insertRootElement(_ tag: HTMLTagToken) {
        let node = createElement(tag, namespace: .html)
        tree.append(node, to: tree.root)
        openElements.push(openElement(node, tag, namespace: .html))
        mode = .beforeHead
    }

    /// §13.2.6.4.3 "before head".
    mutating func processBeforeHead(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .startTag(let tag) where tag.tag == .head:
            headElement = insertHTMLElement(tag)
            mode = .inHead
            return .done
        case .endTag(let tag) where !Self.endTagsActingAsAnythingElse.contains(tag.tag):
            parseError(.unexpectedEndTag, tag)
            return .done
        default:
            headElement = insertHTMLElement(impliedTag(.head, "head", at: token.span ?? SourceSpan(start: 0, end: 0)))
            mode = .inHead
            return .reprocess
        }
    }

    /// §13.2.6.4.4 "in head".
    mutating func processInHead(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                return processInBody(token)
            case .base, .basefont, .bgsound, .link, .meta:
                insertVoidElement(tag)
            case .title:
                insertRawTextElement(tag, .rcdata)
            case .noscript where scriptingEnabled:
                insertRawTextElement(tag, .rawtext)
            case .noframes, .style:
                insertRawTextElement(tag, .rawtext)
            case .noscript:
                insertHTMLElement(tag)
                mode = .inHeadNoscript
            case .script:
                insertRawTextElement(tag, .scriptData)
            case .template:
                insertHTMLElement(tag)
                formatting.insertMarker()
                framesetOK = false
                mode = .inTemplate
                templateModes.append(.inTemplate)
            case .head:
                parseError(.unexpectedStartTag, tag)
            default:
                return leaveHead()
            }
            return .done
        case .endTag(let tag):
            switch tag.tag {
            case .head:
                markClosedByEndTag(popCurrentNode()?.node)
                mode = .afterHead
            case .body, .html, .br:
                return leaveHead()
            case .template:
                closeTemplate(tag)
            default:
                parseError(.unexpectedEndTag, tag)
            }
            return .done
        default:
            return leaveHead()
        }
    }

    /// "In head", anything else: pop the `head` and reprocess "after head".
    private mutating func leaveHead() -> Step {
        popCurrentNode()
        mode = .afterHead
        return .reprocess
    }

    /// An end tag `template` in "in head" (§13.2.6.4.4).
    mutating func closeTemplate(_ tag: HTMLTagToken) {
        guard openElements.contains(.template) else {
            parseError(.unexpectedEndTag, tag)
            return
        }
        generateAllImpliedEndTagsThoroughly()
        if !currentNodeIs(.template) { parseError(.unexpectedEndTag, tag) }
        markClosedByEndTag(popUntil(.template))
        formatting.clearToLastMarker()
        templateModes.removeLast(min(1, templateModes.count))
        resetInsertionMode()
    }

    /// The generic raw text and RCDATA element parsing algorithms (§13.2.6.2), and the
    /// `<script>` start tag: insert, switch the tokenizer, and collect text in "text" mode.
    mutating func insertRawTextElement(_ tag: HTMLTagToken, _ state: TokenizerSwitch) {
        insertHTMLElement(tag)
        tokenizerSwitch = state
        originalMode = mode
        mode = .text
    }

    /// §13.2.6.4.5 "in head noscript".
    mutating func processInHeadNoscript(_ token: HTMLToken) -> Step {
        switch token {
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .endTag(let tag) where tag.tag == .noscript:
            markClosedByEndTag(popCurrentNode()?.node)
            mode = .inHead
            return .done
        case .comment:
            return processInHead(token)
        case .startTag(let tag) where Self.headNoscriptInHeadTags.contains(tag.tag):
            return processInHead(token)
        case .startTag(let tag) where tag.tag == .head || tag.tag == .noscript:
            parseError(.unexpectedStartTag, tag)
            return .done
        case .endTag(let tag) where tag.tag != .br:
            parseError(.unexpectedEndTag, tag)
            return .done
        default:
            parseError(.unexpectedStartTag, token.span)
            popCurrentNode()
            mode = .inHead
            return .reprocess
        }
    }

    /// §13.2.6.4.6 "after head".
    mutating func processAfterHead(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                return processInBody(token)
            case .body:
                insertHTMLElement(tag)
                framesetOK = false
                mode = .inBody
                return .done
            case .frameset:
                insertHTMLElement(tag)
                mode = .inFrameset
                return .done
            case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
                parseError(.unexpectedStartTag, tag)
                guard headElement != DOMTree.none else { return processInHead(token) }
                openElements.push(OpenElement(node: headElement, tag: .head, namespace: .html, isHTMLIntegrationPoint: false))
                let step = processInHead(token)
                if let index = openElements.index(of: headElement) {
                    openElements.remove(at: index)
                }
                return step
            case .head:
                parseError(.unexpectedStartTag, tag)
                return .done
            default:
                break
            }
        case .endTag(let tag):
            switch tag.tag {
            case .template:
                return processInHead(token)
            case .body, .html, .br:
                break
            default:
                parseError(.unexpectedEndTag, tag)
                return .done
            }
        default:
            break
        }
        insertHTMLElement(impliedTag(.body, "body", at: token.span ?? SourceSpan(start: 0, end: 0)))
        mode = .inBody
        return .reprocess
    }

    /// §13.2.6.4.8 "text": the content of a raw text or RCDATA element.
    mutating func processText(_ token: HTMLToken) -> Step {
        switch token {
        case .endTag:
            markClosedByEndTag(popCurrentNode()?.node)
            mode = originalMode
            return .done
        case .characters(let text, let span):
            insertCharacters(Substring(text), span)
            return .done
        default:
            // The end of the input; also any other token, which the tokenizer never sends in
            // a raw text state: the element ends where the text ended.
            if case .endOfFile = token { parseError(.unclosedElements, nil) }
            popCurrentNode()
            mode = originalMode
            return .reprocess
        }
    }
}
