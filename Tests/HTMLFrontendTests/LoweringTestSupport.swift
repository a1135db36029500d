import HTMLFrontend
import MarkupAST

/// Shorthands for the lowering tests: parse HTML with ``HTMLParser`` and look at the blocks.
enum Lowered {
    /// The top-level blocks of `html`.
    static func blocks(_ html: String, options: HTMLParseOptions = HTMLParseOptions()) -> [Block] {
        HTMLParser(options: options).parse(html).document.blocks
    }

    /// The inlines of `html` when it lowers to exactly one paragraph, else `nil`.
    static func inlines(_ html: String, options: HTMLParseOptions = HTMLParseOptions()) -> [Inline]? {
        let result = blocks(html, options: options)
        guard result.count == 1, case .paragraph(let inlines, _) = result[0] else { return nil }
        return inlines
    }

    /// A paragraph of one text.
    static func paragraph(_ text: String) -> Block {
        .paragraph([.text(text)])
    }

    /// A list item holding one paragraph of text.
    static func item(_ text: String) -> ListItem {
        ListItem(blocks: [paragraph(text)])
    }

    /// A table cell holding one paragraph of text.
    static func cell(_ text: String, columnSpan: Int = 1, rowSpan: Int = 1) -> TableCell {
        TableCell(blocks: [paragraph(text)], columnSpan: columnSpan, rowSpan: rowSpan)
    }
}
