import MarkupAST

/// Character tokens, which arrive as runs (HTML Standard §13.2.6.4, the "character token"
/// entries of every mode).
///
/// The spec processes one character at a time; a mode treats all whitespace alike and all
/// other characters alike, so each mode here consumes the part of a run it handles (often a
/// leading whitespace prefix) and returns the rest, which is processed again in the mode it
/// switched to. Runs are never copied unless a mode must drop characters from inside them.
extension HTMLTreeBuilder {
    /// Processes a run of characters.
    mutating func processCharacters(_ text: Substring, _ span: SourceSpan) {
        var rest = text
        // Each round consumes characters or changes the mode towards one that consumes
        // everything ("in body" and its kin); 32 rounds is far more than any path takes.
        for _ in 0..<32 where !rest.isEmpty {
            if usesHTMLRulesForCharacters {
                rest = processCharacters(rest, span, in: mode)
            } else {
                insertForeignCharacters(rest, span)
                return
            }
        }
    }

    /// Whether characters go to the insertion mode rather than to the foreign-content rules.
    private var usesHTMLRulesForCharacters: Bool {
        guard let node = adjustedCurrentNode, node.namespace != .html else { return true }
        return node.isMathMLTextIntegrationPoint || node.isHTMLIntegrationPoint
    }

    /// The character rules of `mode`; returns what is left to process.
    ///
    /// In the modes before the body, a character that is not whitespace takes the mode's
    /// "anything else" branch (imply `<html>`, `<head>`, close the head, imply `<body>`…);
    /// an empty character token sent to the mode's token rules runs exactly that branch, and
    /// the rest of the run is then processed in the mode it switched to.
    private mutating func processCharacters(_ text: Substring, _ span: SourceSpan, in mode: InsertionMode) -> Substring {
        switch mode {
        case .initial, .beforeHTML, .beforeHead:
            let (_, rest) = Self.splitLeadingWhitespace(text)
            if !rest.isEmpty {
                _ = process(.characters("", span), in: mode)
            }
            return rest
        case .inHead, .inHeadNoscript, .afterHead:
            let (whitespace, rest) = Self.splitLeadingWhitespace(text)
            insertCharacters(whitespace, span)
            if !rest.isEmpty {
                _ = process(.characters("", span), in: mode)
            }
            return rest
        case .inBody, .inCaption, .inCell, .inTemplate:
            insertBodyCharacters(text, span)
            return ""
        case .text:
            insertCharacters(text, span)
            return ""
        case .inTable, .inTableBody, .inRow:
            if let current = openElements.current, current.namespace == .html,
               current.tag.isTableStructure || current.tag == .template {
                pendingTableText = ""
                pendingTableTextHasNonWhitespace = false
                pendingTableTextSpan = span
                originalMode = self.mode
                self.mode = .inTableText
                return text
            }
            parseError(.unexpectedText, span)
            fosterParenting = true
            insertBodyCharacters(text, span)
            fosterParenting = false
            return ""
        case .inTableText:
            appendPendingTableText(text, span)
            return ""
        case .inColumnGroup:
            let (whitespace, rest) = Self.splitLeadingWhitespace(text)
            insertCharacters(whitespace, span)
            guard !rest.isEmpty else { return rest }
            if currentNodeIs(.colgroup) {
                popCurrentNode()
                self.mode = .inTable
                return rest
            }
            parseError(.unexpectedText, span)
            insertCharacters(Self.whitespaceOnly(rest), span)
            return ""
        case .afterBody, .afterAfterBody:
            let (whitespace, rest) = Self.splitLeadingWhitespace(text)
            if !whitespace.isEmpty { insertBodyCharacters(whitespace, span) }
            if !rest.isEmpty {
                parseError(.unexpectedText, span)
                self.mode = .inBody
            }
            return rest
        case .inFrameset, .afterFrameset:
            let whitespace = Self.whitespaceOnly(text)
            if whitespace.utf8.count != text.utf8.count { parseError(.unexpectedText, span) }
            insertCharacters(whitespace, span)
            return ""
        case .afterAfterFrameset:
            let whitespace = Self.whitespaceOnly(text)
            if whitespace.utf8.count != text.utf8.count { parseError(.unexpectedText, span) }
            if !whitespace.isEmpty { insertBodyCharacters(whitespace, span) }
            return ""
        }
    }

    /// Adds a run to the pending table text, without U+0000.
    private mutating func appendPendingTableText(_ text: Substring, _ span: SourceSpan) {
        let summary = CharacterRunSummary(text)
        if summary.hasNonWhitespace { pendingTableTextHasNonWhitespace = true }
        if summary.hasNull {
            parseError(.unexpectedNull, span)
            pendingTableText.append(String(decoding: text.utf8.filter { $0 != 0 }, as: UTF8.self))
        } else {
            pendingTableText.append(contentsOf: text)
        }
        pendingTableTextSpan = SourceSpan(start: min(pendingTableTextSpan.start, span.start), end: max(pendingTableTextSpan.end, span.end))
    }

    /// The leading ASCII whitespace of `text` and the rest.
    static func splitLeadingWhitespace(_ text: Substring) -> (Substring, Substring) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex && ASCIIFolding.isWhitespace(utf8[index]) {
            utf8.formIndex(after: &index)
        }
        return (text[..<index], text[index...])
    }

    /// Only the whitespace characters of `text` (modes that ignore everything else).
    static func whitespaceOnly(_ text: Substring) -> Substring {
        Substring(String(decoding: text.utf8.filter(ASCIIFolding.isWhitespace), as: UTF8.self))
    }
}
