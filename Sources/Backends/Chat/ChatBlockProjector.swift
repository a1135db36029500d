import MarkupAST

/// The block half of ``ChatProjection``: keeps the blocks a flavour holds and degrades the
/// others into lines of inline content.
struct ChatBlockProjector {
    /// A line of content, or `nil` for a blank line between blocks.
    typealias Line = [Inline]?

    let flavor: ChatFlavor
    private let inlines: ChatInlineProjector
    /// Footnote definitions met so far, written at the end.
    private(set) var footnotes: [(label: String, blocks: [Block])] = []

    init(flavor: ChatFlavor) {
        self.flavor = flavor
        inlines = ChatInlineProjector(flavor: flavor)
    }

    /// The projected form of `blocks`; inside a quote only paragraphs are kept.
    mutating func blocks(_ blocks: [Block], inQuote: Bool) -> [Block] {
        var result: [Block] = []
        for block in blocks {
            switch block {
            case .paragraph(let content, _):
                result += Self.paragraphs(inlines.lines(content))
            case .heading(_, let content, _):
                result += Self.paragraphs(inlines.lines([.strong(content)]))
            case .blockQuote(let children, _) where flavor.hasQuotes && !inQuote:
                let inner = self.blocks(children, inQuote: true)
                if !inner.isEmpty { result.append(.blockQuote(inner)) }
            case .list(let style, let items, _) where flavor.hasLists && !inQuote:
                if let list = list(style, items) { result.append(list) }
            case .codeBlock(let info, let text, _) where flavor.hasCodeBlocks && !inQuote:
                result.append(.codeBlock(info: language(info), text: codeText(text)))
            case .div(_, let children):
                result += self.blocks(children, inQuote: inQuote)
            case .footnoteDefinition(let label, let children):
                footnotes.append((label, children))
            case .raw:
                continue
            case .blockQuote, .list, .codeBlock, .thematicBreak, .table:
                result += Self.paragraphs(lines(of: [block]))
            }
        }
        return result
    }

    /// Groups lines into paragraphs: a blank line (or a line of only whitespace) separates
    /// them.
    static func paragraphs(_ lines: [Line]) -> [Block] {
        var paragraphs: [Block] = []
        var builder = InlineBuilder()
        for line in lines {
            guard let line, !isBlank(line) else {
                if !builder.isEmpty { paragraphs.append(.paragraph(builder.build())) }
                builder = InlineBuilder()
                continue
            }
            if !builder.isEmpty { builder.append(.hardBreak) }
            builder.append(contentsOf: line)
        }
        if !builder.isEmpty { paragraphs.append(.paragraph(builder.build())) }
        return paragraphs
    }

    /// Whether a line reads as blank: only whitespace text.
    private static func isBlank(_ line: [Inline]) -> Bool {
        line.allSatisfy { inline in
            guard case .text(let text) = inline else { return false }
            return text.unicodeScalars.allSatisfy { ChatCharacterClass.of($0) == .whitespace }
        }
    }

    // MARK: - Degrading blocks into lines

    /// `blocks` as lines of text, blocks separated by blank lines.
    mutating func lines(of blocks: [Block]) -> [Line] {
        var result: [Line] = []
        for block in blocks {
            let lines = lines(of: block)
            if lines.isEmpty { continue }
            if !result.isEmpty { result.append(nil) }
            result += lines
        }
        return result
    }

    private mutating func lines(of block: Block) -> [Line] {
        switch block {
        case .paragraph(let content, _):
            return inlines.lines(content)
        case .heading(_, let content, _):
            return inlines.lines([.strong(content)])
        case .blockQuote(let children, _):
            return lines(of: children).map { line in
                guard let line else { return [.text(">")] }
                return Inline.normalized([.text("> ")] + line)
            }
        case .list(let style, let items, _):
            return listLines(style, items)
        case .codeBlock(_, let text, _):
            var text = codeText(text)
            text.removeTrailingLineFeed()
            if text.isEmpty { return [] }
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                if flavor.hasInlineCode {
                    let content = inlines.codeContent(String(line))
                    return content.isEmpty ? nil : [.code(content)]
                }
                return line.isEmpty ? nil : inlines.lines([.text(String(line))]).first ?? []
            }
        case .thematicBreak:
            return [[.text("———")]]
        case .table(let table):
            return tableLines(table)
        case .div(_, let children):
            return lines(of: children)
        case .raw:
            return []
        case .footnoteDefinition(let label, let children):
            footnotes.append((label, children))
            return []
        }
    }

    /// A list as lines: `• ` or `1. ` before each item's first line, its other lines and
    /// nested lists indented by the marker's width; blank lines inside items dropped.
    private mutating func listLines(_ style: ListStyle, _ items: [ListItem]) -> [Line] {
        var result: [Line] = []
        for (offset, item) in items.enumerated() {
            var marker = style.orderedMarker(ofItemAt: offset).map { $0 + " " } ?? "• "
            let indent = String(repeating: " ", count: marker.count)
            if let task = item.task { marker += task == .checked ? "[x] " : "[ ] " }
            let content = lines(of: item.blocks).compactMap { $0 }
            if content.isEmpty {
                result.append([.text(marker)])
                continue
            }
            for (index, line) in content.enumerated() {
                result.append(Inline.normalized([.text(index == 0 ? marker : indent)] + line))
            }
        }
        return result
    }

    private mutating func tableLines(_ table: Table) -> [Line] {
        var result: [Line] = []
        if !table.caption.isEmpty { result += inlines.lines(table.caption).map { $0 } }
        for (rowIndex, row) in (table.header + table.body).enumerated() {
            var line: [Inline] = []
            for (cellIndex, cell) in row.cells.enumerated() {
                if cellIndex > 0 { line.append(.text(" | ")) }
                let content = cellInlines(cell)
                line += rowIndex < table.header.count ? [.strong(content)] : content
            }
            result += inlines.lines(line).map { $0 }
        }
        return result
    }

    /// A cell's content on one line: its inlines, or its blocks' lines joined by spaces.
    private mutating func cellInlines(_ cell: TableCell) -> [Inline] {
        if let content = cell.inlineContent { return content.map { $0 == .softBreak || $0 == .hardBreak ? .text(" ") : $0 } }
        var joined: [Inline] = []
        for line in lines(of: cell.blocks).compactMap({ $0 }) {
            if !joined.isEmpty { joined.append(.text(" ")) }
            joined += line
        }
        return joined
    }

    // MARK: - Lists

    /// A WhatsApp list: one item per line, nested lists' items after their parent.
    private mutating func list(_ style: ListStyle, _ items: [ListItem]) -> Block? {
        var flat: [ListItem] = []
        appendItems(items, to: &flat)
        guard !flat.isEmpty else { return nil }
        var kind = ListStyle.Kind.bullet
        if let start = style.start { kind = .ordered(start: min(max(start, 0), 999_999_999 - flat.count), delimiter: .period) }
        return .list(ListStyle(kind: kind, isTight: true), flat)
    }

    private mutating func appendItems(_ items: [ListItem], to flat: inout [ListItem]) {
        for item in items {
            var line: [Inline] = []
            if let task = item.task { line.append(.text(task == .checked ? "[x] " : "[ ] ")) }
            var nested: [[ListItem]] = []
            var hasContent = false
            for block in item.blocks {
                if case .list(_, let children, _) = block {
                    nested.append(children)
                    continue
                }
                for blockLine in lines(of: [block]).compactMap({ $0 }) {
                    if hasContent { line.append(.text(" ")) }
                    line += blockLine
                    hasContent = true
                }
            }
            let content = Inline.normalized(line)
            flat.append(ListItem(blocks: content.isEmpty ? [] : [.paragraph(content)]))
            for children in nested { appendItems(children, to: &flat) }
        }
    }

    // MARK: - Code

    /// Code block text as read back: `\r\n`/`\r` as `\n`, ending in one newline unless
    /// empty, the flavour's escape characters dropped.
    private func codeText(_ text: String) -> String {
        var text = inlines.codeContent(text, keepingNewlines: true)
        text.terminateLine()
        return text
    }

    /// The language Telegram keeps: the info string's first word when it is letters,
    /// digits or `+#._-`; other flavours keep none.
    private func language(_ info: String) -> String {
        guard flavor.hasCodeLanguage, let word = Block.language(fromInfo: info) else { return "" }
        let allowed = word.utf8.allSatisfy { byte in
            Ascii.isAlphanumeric(byte) || byte == Ascii.plus || byte == Ascii.hash || byte == Ascii.period
                || byte == Ascii.underscore || byte == Ascii.hyphen
        }
        return allowed ? word : ""
    }
}
