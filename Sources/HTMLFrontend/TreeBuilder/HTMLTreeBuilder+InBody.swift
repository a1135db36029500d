import MarkupAST

/// §13.2.6.4.7 "in body": the mode that handles almost all content. End tags are in
/// `HTMLTreeBuilder+InBodyEndTags.swift`.
extension HTMLTreeBuilder {
    mutating func processInBody(_ token: HTMLToken) -> Step {
        switch token {
        case .characters(let text, let span):
            insertBodyCharacters(Substring(text), span)
            return .done
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag):
            return processInBodyStartTag(tag)
        case .endTag(let tag):
            return processInBodyEndTag(tag)
        case .endOfFile:
            if !templateModes.isEmpty {
                return processInTemplate(token)
            }
            if reportsParseErrors && openElements.entries.contains(where: { !($0.namespace == .html && $0.tag.mayBeLeftOpen) }) {
                parseError(.unclosedElements, nil)
            }
            stopParsing()
            return .done
        }
    }

    /// Body text: U+0000 is dropped; the rest reopens formatting and is inserted. Text that
    /// is not all whitespace makes a later `<frameset>` impossible.
    mutating func insertBodyCharacters(_ text: Substring, _ span: SourceSpan) {
        let summary = CharacterRunSummary(text)
        if summary.hasNull { parseError(.unexpectedNull, span) }
        guard summary.hasNonNull else { return }
        reconstructActiveFormattingElements(span)
        if summary.hasNull {
            for segment in text.utf8.split(separator: 0) {
                insertCharacters(Substring(String(decoding: segment, as: UTF8.self)), span)
            }
        } else {
            insertCharacters(text, span)
        }
        if summary.hasNonWhitespace { framesetOK = false }
    }

    // MARK: Start tags

    mutating func processInBodyStartTag(_ tag: HTMLTagToken) -> Step {
        switch tag.tag {
        case .html:
            parseError(.unexpectedStartTag, tag)
            if !openElements.contains(.template), let root = openElements.entries.first {
                addMissingAttributes(tag.attributes, to: root.node)
            }
        case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
            return processInHead(.startTag(tag))
        case .body:
            parseError(.unexpectedStartTag, tag)
            guard openElements.count > 1, openElements[1].isHTML(.body), !openElements.contains(.template) else { break }
            framesetOK = false
            addMissingAttributes(tag.attributes, to: openElements[1].node)
        case .frameset:
            parseError(.unexpectedStartTag, tag)
            guard openElements.count > 1, openElements[1].isHTML(.body), framesetOK else { break }
            tree.detach(openElements[1].node)
            while openElements.count > 1 { popCurrentNode() }
            insertHTMLElement(tag)
            mode = .inFrameset
        case .address, .article, .aside, .blockquote, .center, .details, .dialog, .dir, .div, .dl,
             .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .main, .menu, .nav, .ol,
             .p, .search, .section, .summary, .ul:
            closePElementInButtonScope(tag.span)
            insertHTMLElement(tag)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            closePElementInButtonScope(tag.span)
            if let current = openElements.current, current.namespace == .html, current.tag.isHeading {
                parseError(.unexpectedStartTag, tag)
                popCurrentNode()
            }
            insertHTMLElement(tag)
        case .pre, .listing:
            closePElementInButtonScope(tag.span)
            insertHTMLElement(tag)
            ignoresNextLineFeed = true
            framesetOK = false
        case .form:
            let hasTemplate = openElements.contains(.template)
            if formElement != DOMTree.none && !hasTemplate {
                parseError(.unexpectedStartTag, tag)
                break
            }
            closePElementInButtonScope(tag.span)
            let form = insertHTMLElement(tag)
            if !hasTemplate { formElement = form }
        case .li:
            startListItem(tag) { $0 == .li }
        case .dd, .dt:
            startListItem(tag) { $0 == .dd || $0 == .dt }
        case .plaintext:
            closePElementInButtonScope(tag.span)
            insertHTMLElement(tag)
            tokenizerSwitch = .plaintext
        case .button:
            if openElements.hasInScope(.button) {
                parseError(.unexpectedStartTag, tag)
                generateImpliedEndTags()
                popUntil(.button)
            }
            reconstructActiveFormattingElements(tag.span)
            insertHTMLElement(tag)
            framesetOK = false
        case .a:
            if let index = formatting.lastIndexAfterMarker(of: .a), let open = formatting[index].node {
                parseError(.misnestedFormatting, tag)
                _ = runAdoptionAgency(tag, isEndTag: false)
                if let index = formatting.indexAfterLastMarker(of: open) { formatting.remove(at: index) }
                if let index = openElements.index(of: open) { openElements.remove(at: index) }
            }
            insertFormattingElement(tag)
        case .b, .big, .code, .em, .font, .i, .s, .small, .strike, .strong, .tt, .u:
            insertFormattingElement(tag)
        case .nobr:
            reconstructActiveFormattingElements(tag.span)
            if openElements.hasInScope(.nobr) {
                parseError(.misnestedFormatting, tag)
                _ = runAdoptionAgency(tag, isEndTag: false)
            }
            insertFormattingElement(tag)
        case .applet, .marquee, .object:
            reconstructActiveFormattingElements(tag.span)
            insertHTMLElement(tag)
            formatting.insertMarker()
            framesetOK = false
        case .table:
            if documentMode != .quirks { closePElementInButtonScope(tag.span) }
            insertHTMLElement(tag)
            framesetOK = false
            mode = .inTable
        case .area, .br, .embed, .img, .keygen, .wbr:
            reconstructActiveFormattingElements(tag.span)
            insertVoidElement(tag)
            framesetOK = false
        case .input:
            if context?.isHTML(.select) == true {
                parseError(.unexpectedStartTag, tag)
                break
            }
            if openElements.hasInScope(.select) {
                parseError(.unexpectedStartTag, tag)
                popUntil(.select)
            }
            reconstructActiveFormattingElements(tag.span)
            insertVoidElement(tag)
            if !Self.isHiddenInput(tag) { framesetOK = false }
        case .param, .source, .track:
            insertVoidElement(tag)
        case .hr:
            closePElementInButtonScope(tag.span)
            if openElements.hasInScope(.select) {
                generateImpliedEndTags()
                if openElements.hasInScope(.option) || openElements.hasInScope(.optgroup) {
                    parseError(.unexpectedStartTag, tag)
                }
            }
            insertVoidElement(tag)
            framesetOK = false
        case .image:
            parseError(.unexpectedStartTag, tag)
            var img = tag
            img.name = "img"
            img.tag = .img
            return processInBodyStartTag(img)
        case .textarea:
            insertHTMLElement(tag)
            ignoresNextLineFeed = true
            tokenizerSwitch = .rcdata
            originalMode = mode
            framesetOK = false
            mode = .text
        case .xmp:
            closePElementInButtonScope(tag.span)
            reconstructActiveFormattingElements(tag.span)
            framesetOK = false
            insertRawTextElement(tag, .rawtext)
        case .iframe:
            framesetOK = false
            insertRawTextElement(tag, .rawtext)
        case .noembed:
            insertRawTextElement(tag, .rawtext)
        case .noscript where scriptingEnabled:
            insertRawTextElement(tag, .rawtext)
        case .select:
            if context?.isHTML(.select) == true {
                parseError(.unexpectedStartTag, tag)
                break
            }
            if openElements.hasInScope(.select) {
                parseError(.unexpectedStartTag, tag)
                popUntil(.select)
                break
            }
            reconstructActiveFormattingElements(tag.span)
            insertHTMLElement(tag)
            framesetOK = false
        case .optgroup:
            if openElements.hasInScope(.select) {
                generateImpliedEndTags()
                if openElements.hasInScope(.option) || openElements.hasInScope(.optgroup) {
                    parseError(.unexpectedStartTag, tag)
                }
            } else if currentNodeIs(.option) {
                popCurrentNode()
            }
            reconstructActiveFormattingElements(tag.span)
            insertHTMLElement(tag)
        case .option:
            if openElements.hasInScope(.select) {
                generateImpliedEndTags(except: .optgroup)
                if openElements.hasInScope(.option) { parseError(.unexpectedStartTag, tag) }
            } else if currentNodeIs(.option) {
                popCurrentNode()
            }
            reconstructActiveFormattingElements(tag.span)
            let option = insertHTMLElement(tag)
            optionInserted(option, tag)
        case .rb, .rtc:
            if openElements.hasInScope(.ruby) {
                generateImpliedEndTags()
                if !currentNodeIs(.ruby) { parseError(.unexpectedStartTag, tag) }
            }
            insertHTMLElement(tag)
        case .rp, .rt:
            if openElements.hasInScope(.ruby) {
                generateImpliedEndTags(except: .rtc)
                if !currentNodeIs(.ruby) && !currentNodeIs(.rtc) { parseError(.unexpectedStartTag, tag) }
            }
            insertHTMLElement(tag)
        case .math, .svg:
            reconstructActiveFormattingElements(tag.span)
            var foreign = tag
            if tag.tag == .math {
                ForeignNames.adjustMathMLAttributes(&foreign.attributes)
            } else {
                ForeignNames.adjustSVGAttributes(&foreign.attributes)
            }
            ForeignNames.adjustForeignAttributes(&foreign.attributes)
            insertForeignElement(foreign, namespace: tag.tag == .math ? .mathml : .svg)
        case .caption, .col, .colgroup, .frame, .head, .tbody, .td, .tfoot, .th, .thead, .tr:
            parseError(.unexpectedStartTag, tag)
        default:
            reconstructActiveFormattingElements(tag.span)
            let element = insertHTMLElement(tag)
            if tag.tag == .unknown && tag.name == "selectedcontent" {
                selectedContentInserted(element)
            }
        }
        return .done
    }

    /// `<b>`, `<i>`, `<a>`…: reopen formatting, insert, and push onto the list of active
    /// formatting elements.
    private mutating func insertFormattingElement(_ tag: HTMLTagToken) {
        reconstructActiveFormattingElements(tag.span)
        let element = insertHTMLElement(tag)
        formatting.push(element, tag.tag, in: tree)
    }

    /// The `li` and `dd`/`dt` start tags: close an open item of the same kind unless a
    /// special element other than `address`, `div` or `p` comes first.
    private mutating func startListItem(_ tag: HTMLTagToken, closes: (HTMLTagName) -> Bool) {
        framesetOK = false
        if openElements.contains(.li) || openElements.contains(.dd) || openElements.contains(.dt) {
            var index = openElements.count - 1
            while index >= 0 {
                let node = openElements[index]
                if node.namespace == .html && closes(node.tag) {
                    generateImpliedEndTags(except: node.tag)
                    if !currentNodeIs(node.tag) { parseError(.unexpectedStartTag, tag) }
                    popUntil(node.tag)
                    break
                }
                if node.isSpecial && !(node.namespace == .html && (node.tag == .address || node.tag == .div || node.tag == .p)) {
                    break
                }
                index -= 1
            }
        }
        closePElementInButtonScope(tag.span)
        insertHTMLElement(tag)
    }

    /// Adds to `node` each attribute it does not have yet (`<html>` and `<body>` start tags
    /// seen late).
    private mutating func addMissingAttributes(_ attributes: [HTMLAttribute], to node: DOMTree.NodeID) {
        guard node >= 0, tree.nodes[Int(node)].kind == .element, !attributes.isEmpty else { return }
        var present = Set(tree.nodes[Int(node)].attributes.map(\.name))
        for attribute in attributes where present.insert(attribute.name).inserted {
            tree.nodes[Int(node)].attributes.append(attribute)
        }
    }

    /// An `<input type=hidden>` (ASCII case-insensitive), which neither sets frameset-ok nor
    /// is foster-parented out of a table.
    static func isHiddenInput(_ tag: HTMLTagToken) -> Bool {
        tag.attributes.contains { $0.name == "type" && ASCIIFolding.equal($0.value, "hidden") }
    }
}
