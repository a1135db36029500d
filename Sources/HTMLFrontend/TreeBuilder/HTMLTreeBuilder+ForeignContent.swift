import MarkupAST

/// §13.2.6.5 "the rules for parsing tokens in foreign content": SVG and MathML, where tag
/// names keep their case and `/>` closes any element, until an HTML element breaks out.
extension HTMLTreeBuilder {
    mutating func processForeignContent(_ token: HTMLToken) -> Step {
        switch token {
        case .characters(let text, let span):
            insertForeignCharacters(Substring(text), span)
            return .done
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag):
            if Self.breaksOutOfForeignContent(tag) {
                return breakOutOfForeignContent(token)
            }
            let namespace = adjustedCurrentNode?.namespace ?? .html
            var foreign = tag
            if namespace == .mathml {
                ForeignNames.adjustMathMLAttributes(&foreign.attributes)
            } else if namespace == .svg {
                ForeignNames.adjustSVGAttributes(&foreign.attributes)
            }
            ForeignNames.adjustForeignAttributes(&foreign.attributes)
            insertForeignElement(foreign, namespace: namespace)
            return .done
        case .endTag(let tag):
            if tag.tag == .br || tag.tag == .p {
                return breakOutOfForeignContent(token)
            }
            return closeForeignElement(tag, token)
        case .endOfFile:
            return process(token, in: mode)
        }
    }

    /// Foreign text: U+0000 becomes U+FFFD; text that is not all whitespace clears frameset-ok.
    mutating func insertForeignCharacters(_ text: Substring, _ span: SourceSpan) {
        let summary = CharacterRunSummary(text)
        if summary.hasNull {
            parseError(.unexpectedNull, span)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                if byte == 0 {
                    bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                } else {
                    bytes.append(byte)
                }
            }
            insertCharacters(Substring(String(decoding: bytes, as: UTF8.self)), span)
        } else {
            insertCharacters(text, span)
        }
        if summary.hasNonWhitespace { framesetOK = false }
    }

    /// The HTML start tags that end foreign content (§13.2.6.5): `<p>`, `<div>`, `<b>`…, and
    /// `<font>` with a `color`, `face` or `size` attribute.
    static func breaksOutOfForeignContent(_ tag: HTMLTagToken) -> Bool {
        switch tag.tag {
        case .b, .big, .blockquote, .body, .br, .center, .code, .dd, .div, .dl, .dt, .em, .embed,
             .h1, .h2, .h3, .h4, .h5, .h6, .head, .hr, .i, .img, .li, .listing, .menu, .meta, .nobr,
             .ol, .p, .pre, .ruby, .s, .small, .span, .strong, .strike, .sub, .sup, .table, .tt, .u,
             .ul, .var:
            return true
        case .font:
            return tag.attributes.contains { $0.name == "color" || $0.name == "face" || $0.name == "size" }
        default:
            return false
        }
    }

    /// Pops foreign elements up to an HTML element or integration point, then processes the
    /// token by the current insertion mode's HTML rules.
    private mutating func breakOutOfForeignContent(_ token: HTMLToken) -> Step {
        parseError(.unexpectedStartTag, token.span)
        while let current = openElements.current,
              !(current.namespace == .html || current.isMathMLTextIntegrationPoint || current.isHTMLIntegrationPoint) {
            popCurrentNode()
        }
        return process(token, in: mode)
    }

    /// "Any other end tag" in foreign content: close the nearest open element of that name
    /// (ASCII case-insensitively), stopping at the first HTML element, whose rules then apply.
    private mutating func closeForeignElement(_ tag: HTMLTagToken, _ token: HTMLToken) -> Step {
        var index = openElements.count - 1
        guard index >= 0 else { return .done }
        if !hasName(openElements[index], tag.name) { parseError(.unexpectedEndTag, tag) }
        while index > 0 {
            let node = openElements[index]
            if hasName(node, tag.name) {
                popUntil(node: node.node)
                markClosedByEndTag(node.node)
                return .done
            }
            index -= 1
            if openElements[index].namespace == .html {
                return process(token, in: mode)
            }
        }
        return .done
    }

    /// Whether the open element's name equals `name` ignoring ASCII case.
    private func hasName(_ element: OpenElement, _ name: String) -> Bool {
        element.node >= 0 && tree.nodes[Int(element.node)].kind == .element
            && ASCIIFolding.equal(tree.nodes[Int(element.node)].name, name)
    }
}
