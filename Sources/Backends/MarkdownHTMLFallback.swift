import MarkupAST

/// The raw HTML the Markdown writer falls back to where Markdown has no syntax: tables with
/// block content or spans, and tables in CommonMark.
///
/// The result never holds a blank line (which would end the HTML block): newlines inside
/// code blocks are written as `&#10;`. Text is escaped minimally (`&`, `<`, `>`, and `"` in
/// attributes).
struct MarkdownHTMLFallback {
    private var output = ""

    /// `text` with `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A table as one HTML block.
    static func table(_ table: Table) -> String {
        var writer = MarkdownHTMLFallback()
        writer.write(table)
        return writer.output
    }

    private mutating func write(_ table: Table) {
        output += "<table>\n"
        if !table.caption.isEmpty {
            output += "<caption>"
            write(table.caption)
            output += "</caption>\n"
        }
        for (section, rows, cellTag) in [("thead", table.header, "th"), ("tbody", table.body, "td")] where !rows.isEmpty {
            output += "<\(section)>\n"
            for row in rows {
                output += "<tr>\n"
                for (column, cell) in row.cells.enumerated() {
                    output += "<\(cellTag)"
                    if cell.columnSpan > 1 { output += " colspan=\"\(cell.columnSpan)\"" }
                    if cell.rowSpan > 1 { output += " rowspan=\"\(cell.rowSpan)\"" }
                    let alignment = table.alignment(ofColumn: column)
                    if alignment != .none { output += " align=\"\(alignment.rawValue)\"" }
                    output += ">"
                    if let inlines = cell.inlineContent {
                        write(inlines)
                    } else {
                        write(cell.blocks)
                    }
                    output += "</\(cellTag)>\n"
                }
                output += "</tr>\n"
            }
            output += "</\(section)>\n"
        }
        output += "</table>"
    }

    private mutating func write(_ blocks: [Block]) {
        for block in blocks { write(block) }
    }

    private mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines):
            output += "<p>"
            write(inlines)
            output += "</p>"
        case .heading(let level, let inlines):
            let tag = "h\(min(max(level, 1), 6))"
            output += "<\(tag)>"
            write(inlines)
            output += "</\(tag)>"
        case .blockQuote(let blocks):
            output += "<blockquote>"
            write(blocks)
            output += "</blockquote>"
        case .list(let style, let items):
            let tag: String
            if let start = style.start {
                tag = "ol"
                output += start == 1 ? "<ol>" : "<ol start=\"\(start)\">"
            } else {
                tag = "ul"
                output += "<ul>"
            }
            for item in items {
                output += "<li>"
                if let task = item.task {
                    output += task == .checked ? "<input type=\"checkbox\" disabled=\"\" checked=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> "
                }
                write(item.blocks)
                output += "</li>"
            }
            output += "</\(tag)>"
        case .codeBlock(let info, let text):
            output += "<pre><code"
            if let language = Block.language(fromInfo: info) {
                output += " class=\"language-\(Self.escape(language))\""
            }
            output += ">" + Self.escape(text).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "&#10;") + "</code></pre>"
        case .thematicBreak:
            output += "<hr />"
        case .table(let table):
            write(table)
        case .div(_, let blocks), .footnoteDefinition(_, let blocks):
            output += "<div>"
            write(blocks)
            output += "</div>"
        case .raw(_, let text):
            output += Self.withoutBlankLines(text)
        }
    }

    private mutating func write(_ inlines: [Inline]) {
        for inline in inlines { write(inline) }
    }

    private mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let text): output += Self.escape(text)
        case .code(let text): output += "<code>" + Self.escape(text) + "</code>"
        case .softBreak: output += "\n"
        case .hardBreak: output += "<br />\n"
        case .emphasis(let children): wrap("em", children)
        case .strong(let children): wrap("strong", children)
        case .strikethrough(let children): wrap("del", children)
        case .span(_, let children): wrap("span", children)
        case .link(let target, let children):
            output += "<a href=\"" + Self.escape(target.destination) + "\""
            if !target.title.isEmpty { output += " title=\"" + Self.escape(target.title) + "\"" }
            output += ">"
            write(children)
            output += "</a>"
        case .image(let target, let children):
            output += "<img src=\"" + Self.escape(target.destination) + "\" alt=\""
            output += Self.escape(Inline.plainText(of: children, softBreak: " ", hardBreak: " ")) + "\""
            if !target.title.isEmpty { output += " title=\"" + Self.escape(target.title) + "\"" }
            output += " />"
        case .raw(_, let text): output += Self.withoutBlankLines(text)
        case .footnoteReference(let label):
            let escaped = Self.escape(label)
            output += "<sup><a href=\"#fn-\(escaped)\">\(escaped)</a></sup>"
        }
    }

    private mutating func wrap(_ tag: String, _ children: [Inline]) {
        output += "<\(tag)>"
        write(children)
        output += "</\(tag)>"
    }

    /// Raw markup with its empty lines removed, so it cannot end the enclosing HTML block.
    private static func withoutBlankLines(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
    }
}
