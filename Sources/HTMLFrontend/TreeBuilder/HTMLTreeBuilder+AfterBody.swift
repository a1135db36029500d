/// The modes after the body and the frameset modes (HTML Standard §13.2.6.4.19–§13.2.6.4.23).
extension HTMLTreeBuilder {
    /// §13.2.6.4.19 "after body".
    mutating func processAfterBody(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span, at: InsertionPoint(parent: openElements.isEmpty ? tree.root : openElements[0].node))
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .endTag(let tag) where tag.tag == .html:
            if context != nil {
                parseError(.unexpectedEndTag, tag)
            } else {
                if let html = openElements.lastIndex(of: .html) { markClosedByEndTag(openElements[html].node) }
                mode = .afterAfterBody
            }
            return .done
        case .endOfFile:
            stopParsing()
            return .done
        default:
            parseError(.unexpectedStartTag, token.span)
            mode = .inBody
            return .reprocess
        }
    }

    /// §13.2.6.4.20 "in frameset".
    mutating func processInFrameset(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .startTag(let tag) where tag.tag == .frameset:
            insertHTMLElement(tag)
        case .endTag(let tag) where tag.tag == .frameset:
            guard openElements.count > 1 else {
                parseError(.unexpectedEndTag, tag)
                break
            }
            markClosedByEndTag(popCurrentNode()?.node)
            if context == nil && !currentNodeIs(.frameset) {
                mode = .afterFrameset
            }
        case .startTag(let tag) where tag.tag == .frame:
            insertVoidElement(tag)
        case .startTag(let tag) where tag.tag == .noframes:
            return processInHead(token)
        case .endOfFile:
            if openElements.count > 1 { parseError(.unclosedElements, nil) }
            stopParsing()
        default:
            parseError(.unexpectedStartTag, token.span)
        }
        return .done
    }

    /// §13.2.6.4.21 "after frameset".
    mutating func processAfterFrameset(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .endTag(let tag) where tag.tag == .html:
            mode = .afterAfterFrameset
        case .startTag(let tag) where tag.tag == .noframes:
            return processInHead(token)
        case .endOfFile:
            stopParsing()
        default:
            parseError(.unexpectedStartTag, token.span)
        }
        return .done
    }

    /// §13.2.6.4.22 "after after body".
    mutating func processAfterAfterBody(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span, at: InsertionPoint(parent: tree.root))
            return .done
        case .doctype:
            return processInBody(token)
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .endOfFile:
            stopParsing()
            return .done
        default:
            parseError(.unexpectedStartTag, token.span)
            mode = .inBody
            return .reprocess
        }
    }

    /// §13.2.6.4.23 "after after frameset".
    mutating func processAfterAfterFrameset(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span, at: InsertionPoint(parent: tree.root))
        case .doctype:
            return processInBody(token)
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .startTag(let tag) where tag.tag == .noframes:
            return processInHead(token)
        case .endOfFile:
            stopParsing()
        default:
            parseError(.unexpectedStartTag, token.span)
        }
        return .done
    }
}
