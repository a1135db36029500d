import MarkupAST
import MarkupJSON

/// The state of one ANSI rendering: the layout, the theme, the list nesting, the footnotes
/// and the link references collected for the end. Blocks are written here; inline content
/// is turned into ``TerminalText`` by `ANSIDocumentWriter+Inlines.swift` and tables by
/// `ANSIDocumentWriter+Tables.swift`.
struct ANSIDocumentWriter {
    let options: ANSIRenderOptions
    let theme: ANSITheme
    let footnotes: FootnoteIndex
    var layout: TerminalLayout
    /// Link URLs numbered for `--link-style reference`, listed at the end.
    var references: [String] = []
    /// How many lists enclose the block being written (bullets change by level).
    var listLevel = 0
    /// How many `<q>` spans enclose the inline content being written.
    var quoteDepth = 0
    /// How many links' text encloses the inline content being written (without hyperlinks).
    var linkTextDepth = 0
    /// A style every inline of the block being written starts from (a `dt` is bold).
    var baseStyle = TerminalStyle.plain
    /// Text storage reused from paragraph to paragraph.
    private var scratch = TerminalText()

    /// `document` as terminal bytes.
    static func render(_ document: Document, options: ANSIRenderOptions) -> [UInt8] {
        var writer = ANSIDocumentWriter(options: options, document: document)
        writer.write(document)
        return writer.layout.output.bytes
    }

    init(options: ANSIRenderOptions, document: Document) {
        self.options = options
        theme = ANSITheme.named(options.theme)
        footnotes = FootnoteIndex(document)
        layout = TerminalLayout(options: options)
    }

    /// Writes the document, then its footnotes and link references.
    mutating func write(_ document: Document) {
        write(document.blocks, tight: false)
        writeNotes()
    }

    // MARK: - Blocks

    mutating func write(_ blocks: [Block], tight: Bool) {
        var first = true
        for block in blocks {
            if case .footnoteDefinition = block { continue }  // written at the end
            if !first && !tight { layout.requestBlankLine() }
            first = false
            write(block, tight: tight)
        }
    }

    private mutating func write(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let inlines, _):
            writeParagraph(inlines, style: baseStyle)
        case .heading(let level, let inlines, _):
            writeHeading(level: min(max(level, 1), 6), inlines)
        case .blockQuote(let blocks, _):
            layout.pushPrefix(options.unicode ? "│ " : "| ", style: subtle)
            if blocks.isEmpty { layout.writeEmptyLine() }
            write(blocks, tight: false)
            layout.popPrefix()
        case .list(let style, let items, _):
            writeList(style, items)
        case .codeBlock(let info, let text, _):
            writeCode(text, language: Block.language(fromInfo: info))
        case .thematicBreak:
            layout.writeLine([(String(repeating: options.unicode ? "─" : "-", count: layout.availableWidth.first), subtle)])
        case .table(let table):
            writeTable(table)
        case .div(let attributes, let blocks):
            writeDivision(attributes, blocks)
        case .raw, .footnoteDefinition:
            break
        }
    }

    /// A run of inline content, wrapped to the width left by the prefixes.
    mutating func writeParagraph(_ inlines: [Inline], style: TerminalStyle) {
        // The storage of the previous paragraph's text is reused: no allocation per block.
        var text = scratch
        scratch = TerminalText()
        text.removeAll()
        append(inlines, style: style, link: nil, into: &text)
        writeWrapped(&text)
        scratch = text
    }

    /// Wraps `text` and writes its lines (nothing for empty text).
    mutating func writeWrapped(_ text: inout TerminalText) {
        text.trimEnd()
        guard !text.isEmpty else { return }
        let width = layout.availableWidth
        layout.write(text, lines: TerminalLineBreaker.lines(of: text, firstWidth: width.first, width: width.rest))
    }

    /// Headings: bold in the level's colour; levels 1 and 2 underlined with a rule as wide as
    /// their text (`━` and `─`), or, with ``ANSIRenderOptions/headingPrefixes``, every level
    /// after its Markdown marks (`## `) and no rule.
    private mutating func writeHeading(level: Int, _ inlines: [Inline]) {
        var style = baseStyle
        style.bold = true
        style.foreground = theme.headings[level - 1]
        var text = TerminalText()
        if options.headingPrefixes { text.append(String(repeating: "#", count: level) + " ", style: style) }
        append(inlines, style: style, link: nil, into: &text)
        text.trimEnd()
        guard !text.isEmpty else { return }
        let width = layout.availableWidth
        let lines = TerminalLineBreaker.lines(of: text, firstWidth: width.first, width: width.rest)
        layout.write(text, lines: lines)
        guard level <= 2, !options.headingPrefixes else { return }
        let textWidth = lines.map { range in
            text.bytes.withUnsafeBufferPointer { TerminalCellWidth.width(of: UnsafeBufferPointer(rebasing: $0[range])) }
        }.max() ?? 0
        let rule = options.unicode ? (level == 1 ? "━" : "─") : (level == 1 ? "=" : "-")
        var ruleStyle = TerminalStyle.plain
        ruleStyle.foreground = theme.headings[level - 1]
        layout.writeLine([(String(repeating: rule, count: max(1, min(textWidth, width.rest))), ruleStyle)])
    }

    /// Lists: `•` `◦` `▪` by level (`*` `-` `+` in ASCII), numbers right-aligned across the
    /// list from its start (counting down when reversed), task boxes `☐`/`☒`; continuation
    /// lines hang under the item's text.
    private mutating func writeList(_ style: ListStyle, _ items: [ListItem]) {
        listLevel += 1
        defer { listLevel -= 1 }
        var markers: [String] = []
        for offset in items.indices {
            if let marker = style.orderedMarker(ofItemAt: offset) {
                markers.append(marker)
            } else {
                let bullets = options.unicode ? ["•", "◦", "▪"] : ["*", "-", "+"]
                markers.append(bullets[(listLevel - 1) % 3])
            }
        }
        let markerWidth = markers.map { TerminalCellWidth.width(of: $0) }.max() ?? 1
        var markerStyle = TerminalStyle.plain
        markerStyle.foreground = theme.listMarker
        for (index, item) in items.enumerated() {
            if index > 0 && !style.isTight { layout.requestBlankLine() }
            let marker = markers[index]
            var first: [(text: String, style: TerminalStyle)] = [
                (String(repeating: " ", count: markerWidth - TerminalCellWidth.width(of: marker)) + marker, markerStyle),
            ]
            if let task = item.task {
                let box = options.unicode ? (task == .checked ? "☒" : "☐") : (task == .checked ? "[x]" : "[ ]")
                if style.start == nil { first = [(box, markerStyle)] } else { first.append((" " + box, markerStyle)) }
            }
            first.append((" ", .plain))
            let hang = first.reduce(0) { $0 + TerminalCellWidth.width(of: $1.text) }
            layout.pushPrefix(first: first, rest: [(String(repeating: " ", count: hang), .plain)])
            if item.blocks.isEmpty {
                layout.writeEmptyLine()
            } else if case .list? = item.blocks.first {
                layout.writeEmptyLine()  // a nested list starts on the line after the marker
            }
            write(item.blocks, tight: style.isTight)
            layout.popPrefix()
        }
    }

    /// Code blocks: indented four spaces, never soft-wrapped: a line wider than the terminal
    /// is cut with `…` (or kept whole with ``ANSIRenderOptions/CodeLines/keep``); tabs go to
    /// the next multiple of four; a few common languages are highlighted.
    private mutating func writeCode(_ code: String, language: String?) {
        layout.pushPrefix("    ")
        var highlighter = ANSICodeHighlighter(language: language, theme: theme)
        code.withUTF8Bytes { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                writeCodeLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), highlighter: &highlighter)
                lineStart = lineEnd + 1
            }
        }
        layout.popPrefix()
    }

    /// One line of a code block: tabs expanded, highlighted, cut at the edge or kept.
    private mutating func writeCodeLine(_ line: UnsafeBufferPointer<UInt8>, highlighter: inout ANSICodeHighlighter) {
        let text = line.contains(0x09)
            ? Self.expandingTabs(line).withUnsafeBufferPointer { highlighter.highlight($0) }
            : highlighter.highlight(line)
        let available = layout.availableWidth.first
        if options.codeLines == .cut, let cut = Self.cutPosition(text, width: available - 1) {
            layout.writeLine(text, range: 0..<cut, suffix: [(options.unicode ? "…" : ">", subtle)])
        } else if text.isEmpty {
            layout.writeEmptyLine()
        } else {
            layout.write(text, lines: [0..<text.bytes.count])
        }
    }

    /// The byte offset where `text` passes `width` cells, or `nil` when it fits (plus one
    /// cell for the marker).
    private static func cutPosition(_ text: TerminalText, width: Int) -> Int? {
        text.bytes.withUnsafeBufferPointer { bytes in
            var used = 0
            for cluster in TerminalClusterIterator(bytes) {
                if used + cluster.width > width {
                    return TerminalCellWidth.width(of: UnsafeBufferPointer(rebasing: bytes[cluster.bytes.lowerBound...])) <= 1
                        ? nil : cluster.bytes.lowerBound
                }
                used += cluster.width
            }
            return nil
        }
    }

    /// `line` with tabs expanded to the next multiple of four columns (counted in cells).
    private static func expandingTabs(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(line.count + 16)
        var column = 0
        for cluster in TerminalClusterIterator(line) {
            if line[cluster.bytes.lowerBound] == 0x09 {
                let spaces = 4 - column % 4
                result.append(contentsOf: repeatElement(0x20, count: spaces))
                column += spaces
            } else {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: line[cluster.bytes]))
                column += cluster.width
            }
        }
        return result
    }

    /// Containers the tree does not model: a definition list (terms bold, definitions
    /// indented), `details` (its summary marked `▾`), figure captions in italics, anything
    /// else by its content.
    private mutating func writeDivision(_ attributes: Attributes, _ blocks: [Block]) {
        let savedBase = baseStyle
        defer { baseStyle = savedBase }
        switch attributes.elementName {
        case "dl"?:
            var first = true
            for block in blocks {
                if case .div(let child, let content) = block, child.elementName == "dd" {
                    layout.pushPrefix("    ")
                    write(content, tight: false)
                    layout.popPrefix()
                } else {
                    if !first { layout.requestBlankLine() }
                    write([block], tight: false)
                }
                first = false
            }
        case "dt"?:
            baseStyle.bold = true
            write(blocks, tight: false)
        case "summary"?:
            baseStyle.bold = true
            layout.pushPrefix(first: [(options.unicode ? "▾ " : "> ", subtle)], rest: [("  ", .plain)])
            write(blocks, tight: false)
            layout.popPrefix()
        case "figcaption"?, "caption"?:
            baseStyle.italic = true
            write(blocks, tight: false)
        default:
            write(blocks, tight: false)
        }
    }

    // MARK: - Notes

    /// Footnotes after a short rule, `[n]` hanging; then the numbered link references.
    private mutating func writeNotes() {
        if !footnotes.isEmpty {
            layout.requestBlankLine()
            layout.writeLine([(String(repeating: options.unicode ? "─" : "-", count: min(20, options.columns)), subtle)])
            for definition in footnotes.definitions {
                let label = "[\(footnotes.numbers[definition.label] ?? 0)] "
                var labelStyle = TerminalStyle.plain
                labelStyle.foreground = theme.footnote
                layout.pushPrefix(first: [(label, labelStyle)], rest: [(String(repeating: " ", count: label.count), .plain)])
                if definition.blocks.isEmpty { layout.writeEmptyLine() }
                write(definition.blocks, tight: false)
                layout.popPrefix()
            }
        }
        if !references.isEmpty {
            layout.requestBlankLine()
            for (index, url) in references.enumerated() {
                var text = TerminalText()
                text.append("[\(footnotes.definitions.count + index + 1)] ", style: subtle)
                text.append(url, style: .plain)
                writeWrapped(&text)
            }
        }
    }

    /// The theme's subtle style (quote bars, rules, borders, link URLs).
    var subtle: TerminalStyle {
        var style = TerminalStyle.plain
        style.foreground = theme.subtle
        return style
    }
}
