/// §13.2.6.4.18 "in template": template contents are parsed by the mode their first element
/// calls for, kept on the stack of template insertion modes.
extension HTMLTreeBuilder {
    mutating func processInTemplate(_ token: HTMLToken) -> Step {
        switch token {
        case .characters, .comment, .doctype:
            return processInBody(token)
        case .startTag(let tag):
            switch tag.tag {
            case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
                return processInHead(token)
            case .caption, .colgroup, .tbody, .tfoot, .thead:
                return switchTemplateMode(to: .inTable)
            case .col:
                return switchTemplateMode(to: .inColumnGroup)
            case .tr:
                return switchTemplateMode(to: .inTableBody)
            case .td, .th:
                return switchTemplateMode(to: .inRow)
            default:
                return switchTemplateMode(to: .inBody)
            }
        case .endTag(let tag):
            if tag.tag == .template { return processInHead(token) }
            parseError(.unexpectedEndTag, tag)
            return .done
        case .endOfFile:
            guard openElements.contains(.template) else {
                stopParsing()
                return .done
            }
            parseError(.unclosedElements, nil)
            popUntil(.template)
            formatting.clearToLastMarker()
            templateModes.removeLast(min(1, templateModes.count))
            resetInsertionMode()
            return .reprocess
        }
    }

    /// Replaces the current template insertion mode and reprocesses in it.
    private mutating func switchTemplateMode(to newMode: InsertionMode) -> Step {
        templateModes.removeLast(min(1, templateModes.count))
        templateModes.append(newMode)
        mode = newMode
        return .reprocess
    }
}
