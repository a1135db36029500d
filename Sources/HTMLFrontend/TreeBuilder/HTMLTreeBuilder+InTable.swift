import MarkupAST

/// The table insertion modes (HTML Standard §13.2.6.4.9–§13.2.6.4.15).
extension HTMLTreeBuilder {
    /// Start tags that close a caption or a cell and are reprocessed (§13.2.6.4.11, §13.2.6.4.15).
    private static let tablePartStartTags: HTMLTagSet = [.caption, .col, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr]
    /// End tags "in caption" ignores.
    private static let captionIgnoredEndTags: HTMLTagSet = [.body, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr]
    /// Start tags that close a table body and are reprocessed (§13.2.6.4.13).
    private static let tableBodyClosingStartTags: HTMLTagSet = [.caption, .col, .colgroup, .tbody, .tfoot, .thead]
    /// End tags "in table body" ignores.
    private static let tableBodyIgnoredEndTags: HTMLTagSet = [.body, .caption, .col, .colgroup, .html, .td, .th, .tr]
    /// Start tags that close a row and are reprocessed (§13.2.6.4.14).
    private static let rowClosingStartTags: HTMLTagSet = [.caption, .col, .colgroup, .tbody, .tfoot, .thead, .tr]
    /// End tags "in row" ignores.
    private static let rowIgnoredEndTags: HTMLTagSet = [.body, .caption, .col, .colgroup, .html, .td, .th]
    /// End tags "in cell" ignores.
    private static let cellIgnoredEndTags: HTMLTagSet = [.body, .caption, .col, .colgroup, .html]
    /// End tags that close a cell and are reprocessed (§13.2.6.4.15).
    private static let cellClosingEndTags: HTMLTagSet = [.table, .tbody, .tfoot, .thead, .tr]

    /// §13.2.6.4.9 "in table".
    mutating func processInTable(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag):
            switch tag.tag {
            case .caption:
                clearStackBackToTableContext()
                formatting.insertMarker()
                insertHTMLElement(tag)
                mode = .inCaption
                return .done
            case .colgroup:
                clearStackBackToTableContext()
                insertHTMLElement(tag)
                mode = .inColumnGroup
                return .done
            case .col:
                clearStackBackToTableContext()
                insertHTMLElement(impliedTag(.colgroup, "colgroup", at: tag.span))
                mode = .inColumnGroup
                return .reprocess
            case .tbody, .tfoot, .thead:
                clearStackBackToTableContext()
                insertHTMLElement(tag)
                mode = .inTableBody
                return .done
            case .td, .th, .tr:
                clearStackBackToTableContext()
                insertHTMLElement(impliedTag(.tbody, "tbody", at: tag.span))
                mode = .inTableBody
                return .reprocess
            case .table:
                parseError(.unexpectedStartTag, tag)
                guard openElements.hasInScope(.table, .table) else { return .done }
                popUntil(.table)
                resetInsertionMode()
                return .reprocess
            case .style, .script, .template:
                return processInHead(token)
            case .input where Self.isHiddenInput(tag):
                parseError(.unexpectedStartTag, tag)
                insertVoidElement(tag)
                return .done
            case .form:
                parseError(.unexpectedStartTag, tag)
                if !openElements.contains(.template) && formElement == DOMTree.none {
                    formElement = insertVoidElement(tag)
                }
                return .done
            default:
                break
            }
        case .endTag(let tag):
            switch tag.tag {
            case .table:
                guard openElements.hasInScope(.table, .table) else {
                    parseError(.unexpectedEndTag, tag)
                    return .done
                }
                markClosedByEndTag(popUntil(.table))
                resetInsertionMode()
                return .done
            case .body, .caption, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr:
                parseError(.unexpectedEndTag, tag)
                return .done
            case .template:
                return processInHead(token)
            default:
                break
            }
        case .endOfFile:
            return processInBody(token)
        case .characters:
            break
        }
        parseError(.unexpectedStartTag, token.span)
        return processInBodyWithFosterParenting(token)
    }

    /// "In table", anything else: the "in body" rules with foster parenting on.
    private mutating func processInBodyWithFosterParenting(_ token: HTMLToken) -> Step {
        fosterParenting = true
        defer { fosterParenting = false }
        return processInBody(token)
    }

    /// §13.2.6.4.10 "in table text", any token but characters: flush the pending text
    /// (foster-parented if any of it is not whitespace) and reprocess in the original mode.
    mutating func processInTableText(_ token: HTMLToken) -> Step {
        flushPendingTableText()
        mode = originalMode
        return .reprocess
    }

    /// Inserts the text collected in "in table text".
    mutating func flushPendingTableText() {
        let text = pendingTableText
        pendingTableText = ""
        guard !text.isEmpty else { return }
        if pendingTableTextHasNonWhitespace {
            parseError(.unexpectedText, pendingTableTextSpan)
            fosterParenting = true
            insertBodyCharacters(Substring(text), pendingTableTextSpan)
            fosterParenting = false
        } else {
            insertCharacters(Substring(text), pendingTableTextSpan)
        }
        pendingTableTextHasNonWhitespace = false
    }

    /// §13.2.6.4.11 "in caption".
    mutating func processInCaption(_ token: HTMLToken) -> Step {
        switch token {
        case .endTag(let tag) where tag.tag == .caption:
            closeCaption(tag)
            return .done
        case .startTag(let tag) where Self.tablePartStartTags.contains(tag.tag):
            return closeCaption(tag) ? .reprocess : .done
        case .endTag(let tag) where tag.tag == .table:
            return closeCaption(tag) ? .reprocess : .done
        case .endTag(let tag) where Self.captionIgnoredEndTags.contains(tag.tag):
            parseError(.unexpectedEndTag, tag)
            return .done
        default:
            return processInBody(token)
        }
    }

    /// Closes the open `caption` (an explicit `</caption>` marks it closed by its end tag).
    @discardableResult
    private mutating func closeCaption(_ tag: HTMLTagToken) -> Bool {
        guard openElements.hasInScope(.caption, .table) else {
            parseError(.unexpectedEndTag, tag)
            return false
        }
        generateImpliedEndTags()
        if !currentNodeIs(.caption) { parseError(.unexpectedEndTag, tag) }
        let caption = popUntil(.caption)
        if tag.tag == .caption { markClosedByEndTag(caption) }
        formatting.clearToLastMarker()
        mode = .inTable
        return true
    }

    /// §13.2.6.4.12 "in column group".
    mutating func processInColumnGroup(_ token: HTMLToken) -> Step {
        switch token {
        case .comment(let text, let span):
            insertComment(text, span)
            return .done
        case .doctype(let doctype):
            parseError(.unexpectedDoctype, doctype.span)
            return .done
        case .startTag(let tag) where tag.tag == .html:
            return processInBody(token)
        case .startTag(let tag) where tag.tag == .col:
            insertVoidElement(tag)
            return .done
        case .endTag(let tag) where tag.tag == .colgroup:
            guard currentNodeIs(.colgroup) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            markClosedByEndTag(popCurrentNode()?.node)
            mode = .inTable
            return .done
        case .endTag(let tag) where tag.tag == .col:
            parseError(.unexpectedEndTag, tag)
            return .done
        case .startTag(let tag) where tag.tag == .template:
            return processInHead(token)
        case .endTag(let tag) where tag.tag == .template:
            return processInHead(token)
        case .endOfFile:
            return processInBody(token)
        default:
            guard currentNodeIs(.colgroup) else {
                parseError(.unexpectedStartTag, token.span)
                return .done
            }
            popCurrentNode()
            mode = .inTable
            return .reprocess
        }
    }

    /// §13.2.6.4.13 "in table body".
    mutating func processInTableBody(_ token: HTMLToken) -> Step {
        switch token {
        case .startTag(let tag) where tag.tag == .tr:
            clearStackBackToTableBodyContext()
            insertHTMLElement(tag)
            mode = .inRow
            return .done
        case .startTag(let tag) where tag.tag == .th || tag.tag == .td:
            parseError(.unexpectedStartTag, tag)
            clearStackBackToTableBodyContext()
            insertHTMLElement(impliedTag(.tr, "tr", at: tag.span))
            mode = .inRow
            return .reprocess
        case .endTag(let tag) where tag.tag == .tbody || tag.tag == .tfoot || tag.tag == .thead:
            guard openElements.hasInScope(tag.tag, .table) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            clearStackBackToTableBodyContext()
            markClosedByEndTag(popCurrentNode()?.node)
            mode = .inTable
            return .done
        case .startTag(let tag) where Self.tableBodyClosingStartTags.contains(tag.tag):
            return closeTableBody(tag)
        case .endTag(let tag) where tag.tag == .table:
            return closeTableBody(tag)
        case .endTag(let tag) where Self.tableBodyIgnoredEndTags.contains(tag.tag):
            parseError(.unexpectedEndTag, tag)
            return .done
        default:
            return processInTable(token)
        }
    }

    /// Closes the open `tbody`, `thead` or `tfoot` and reprocesses in "in table".
    private mutating func closeTableBody(_ tag: HTMLTagToken) -> Step {
        guard openElements.hasInScope(.table, where: { $0 == .tbody || $0 == .thead || $0 == .tfoot }) else {
            parseError(.unexpectedStartTag, tag)
            return .done
        }
        clearStackBackToTableBodyContext()
        popCurrentNode()
        mode = .inTable
        return .reprocess
    }

    /// §13.2.6.4.14 "in row".
    mutating func processInRow(_ token: HTMLToken) -> Step {
        switch token {
        case .startTag(let tag) where tag.tag == .th || tag.tag == .td:
            clearStackBackToTableRowContext()
            insertHTMLElement(tag)
            mode = .inCell
            formatting.insertMarker()
            return .done
        case .endTag(let tag) where tag.tag == .tr:
            guard openElements.hasInScope(.tr, .table) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            clearStackBackToTableRowContext()
            markClosedByEndTag(popCurrentNode()?.node)
            mode = .inTableBody
            return .done
        case .startTag(let tag) where Self.rowClosingStartTags.contains(tag.tag):
            return closeRow(tag)
        case .endTag(let tag) where tag.tag == .table:
            return closeRow(tag)
        case .endTag(let tag) where tag.tag == .tbody || tag.tag == .tfoot || tag.tag == .thead:
            guard openElements.hasInScope(tag.tag, .table) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            return closeRow(tag)
        case .endTag(let tag) where Self.rowIgnoredEndTags.contains(tag.tag):
            parseError(.unexpectedEndTag, tag)
            return .done
        default:
            return processInTable(token)
        }
    }

    /// Closes the open `tr` and reprocesses in "in table body".
    private mutating func closeRow(_ tag: HTMLTagToken) -> Step {
        guard openElements.hasInScope(.tr, .table) else {
            parseError(.unexpectedStartTag, tag)
            return .done
        }
        clearStackBackToTableRowContext()
        popCurrentNode()
        mode = .inTableBody
        return .reprocess
    }

    /// §13.2.6.4.15 "in cell".
    mutating func processInCell(_ token: HTMLToken) -> Step {
        switch token {
        case .endTag(let tag) where tag.tag == .td || tag.tag == .th:
            guard openElements.hasInScope(tag.tag, .table) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            generateImpliedEndTags()
            if !currentNodeIs(tag.tag) { parseError(.unexpectedEndTag, tag) }
            markClosedByEndTag(popUntil(tag.tag))
            formatting.clearToLastMarker()
            mode = .inRow
            return .done
        case .startTag(let tag) where Self.tablePartStartTags.contains(tag.tag):
            guard openElements.hasInScope(.table, where: { $0 == .td || $0 == .th }) else {
                parseError(.unexpectedStartTag, tag)
                return .done
            }
            closeCell(tag)
            return .reprocess
        case .endTag(let tag) where Self.cellIgnoredEndTags.contains(tag.tag):
            parseError(.unexpectedEndTag, tag)
            return .done
        case .endTag(let tag) where Self.cellClosingEndTags.contains(tag.tag):
            guard openElements.hasInScope(tag.tag, .table) else {
                parseError(.unexpectedEndTag, tag)
                return .done
            }
            closeCell(tag)
            return .reprocess
        default:
            return processInBody(token)
        }
    }

    /// "Close the cell" (§13.2.6.4.15).
    private mutating func closeCell(_ tag: HTMLTagToken) {
        generateImpliedEndTags()
        if !currentNodeIs(.td) && !currentNodeIs(.th) { parseError(.unexpectedEndTag, tag) }
        popUntil { $0 == .td || $0 == .th }
        formatting.clearToLastMarker()
        mode = .inRow
    }
}
