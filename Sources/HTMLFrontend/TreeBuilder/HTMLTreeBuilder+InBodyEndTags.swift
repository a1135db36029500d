import MarkupAST

/// §13.2.6.4.7 "in body", end tags.
extension HTMLTreeBuilder {
    mutating func processInBodyEndTag(_ tag: HTMLTagToken) -> Step {
        switch tag.tag {
        case .template:
            return processInHead(.endTag(tag))
        case .body, .html:
            guard openElements.hasInScope(.body) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            if reportsParseErrors && openElements.entries.contains(where: { !($0.namespace == .html && $0.tag.mayBeLeftOpen) }) {
                parseError(.unclosedElements, tag.span)
            }
            if tag.tag == .body, let body = openElements.lastIndex(of: .body) {
                markClosedByEndTag(openElements[body].node)
            }
            mode = .afterBody
            return tag.tag == .html ? .reprocess : .done
        case .address, .article, .aside, .blockquote, .button, .center, .details, .dialog, .dir,
             .div, .dl, .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .listing, .main,
             .menu, .nav, .ol, .pre, .search, .section, .summary, .ul:
            closeElementInScope(tag)
        case .form:
            if openElements.contains(.template) {
                closeElementInScope(tag)
            } else {
                let form = formElement
                formElement = DOMTree.none
                guard form >= 0, openElements.hasInScope(node: form) else {
                    parseError(.unexpectedEndTag, tag)
                    break
                }
                generateImpliedEndTags()
                if openElements.current?.node != form { parseError(.unexpectedEndTag, tag) }
                if let index = openElements.index(of: form) { openElements.remove(at: index) }
                markClosedByEndTag(form)
            }
        case .p:
            if !openElements.hasInScope(.p, .button) {
                parseError(.unexpectedEndTag, tag)
                insertHTMLElement(impliedTag(.p, "p", at: tag.span))
            }
            markClosedByEndTag(closePElement(tag.span))
        case .li:
            closeElementInScope(tag, scope: .listItem, sparing: .li)
        case .dd, .dt:
            closeElementInScope(tag, sparing: tag.tag)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            guard openElements.hasInScope(where: { $0.isHeading }) else {
                parseError(.unexpectedEndTag, tag)
                break
            }
            generateImpliedEndTags()
            if !currentNodeIs(tag.tag) { parseError(.unexpectedEndTag, tag) }
            markClosedByEndTag(popUntil { $0.isHeading })
        case .a, .b, .big, .code, .em, .font, .i, .nobr, .s, .small, .strike, .strong, .tt, .u:
            if !runAdoptionAgency(tag, isEndTag: true) {
                closeAnyOtherElement(tag)
            }
        case .applet, .marquee, .object:
            if closeElementInScope(tag) {
                formatting.clearToLastMarker()
            }
        case .br:
            parseError(.unexpectedEndTag, tag)
            reconstructActiveFormattingElements(tag.span)
            insertVoidElement(HTMLTagToken(name: "br", tag: .br, attributes: [], selfClosing: false, span: tag.span))
            framesetOK = false
        case .select:
            guard openElements.hasInScope(.select) else {
                parseError(.unexpectedEndTag, tag)
                break
            }
            markClosedByEndTag(popUntil(.select))
        default:
            closeAnyOtherElement(tag)
        }
        return .done
    }

    /// The common end-tag rule for block elements: ignored unless the element is in
    /// `scope`; else generate implied end tags (sparing `sparing`) and pop up to it.
    @discardableResult
    private mutating func closeElementInScope(
        _ tag: HTMLTagToken, scope: ElementScope = .default, sparing: HTMLTagName? = nil
    ) -> Bool {
        guard openElements.hasInScope(tag.tag, scope) else {
            parseError(.unexpectedEndTag, tag)
            return false
        }
        generateImpliedEndTags(except: sparing)
        if !currentNodeIs(tag.tag) { parseError(.unexpectedEndTag, tag) }
        markClosedByEndTag(popUntil(tag.tag))
        return true
    }

    /// "Any other end tag" (§13.2.6.4.7): close the nearest open element of that name unless
    /// a special element comes first.
    mutating func closeAnyOtherElement(_ tag: HTMLTagToken) {
        if tag.tag != .unknown && !openElements.contains(tag.tag) {
            parseError(.unexpectedEndTag, tag)
            return
        }
        var index = openElements.count - 1
        while index >= 0 {
            let node = openElements[index]
            let matches = node.namespace == .html && (tag.tag == .unknown
                ? node.tag == .unknown && node.node >= 0 && tree.nodes[Int(node.node)].name == tag.name
                : node.tag == tag.tag)
            if matches {
                generateImpliedEndTags(except: tag.tag == .unknown ? nil : tag.tag)
                if openElements.current?.node != node.node { parseError(.unexpectedEndTag, tag) }
                popUntil(node: node.node)
                markClosedByEndTag(node.node)
                return
            }
            if node.isSpecial {
                parseError(.unexpectedEndTag, tag)
                return
            }
            index -= 1
        }
    }
}
