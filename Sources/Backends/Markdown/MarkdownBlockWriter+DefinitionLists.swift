import MarkupAST

/// Definition lists (`<dl>`, which neither CommonMark nor GFM has): each term a paragraph
/// in strong emphasis (unless it is a link alone: a table of contents, as DocBook writes
/// one, reads as links), each definition's first paragraph opened by `: ` (the definition
/// marker of PHP Markdown Extra, pandoc and markdownify, which CommonMark reads as plain
/// text) and all of the definition indented by two spaces, so its further paragraphs,
/// lists and code stay grouped under the term. Two spaces never make an indented code
/// block (that takes four), so the output re-parses to the same paragraphs, lists and
/// fences in every flavour; a blank line keeps each term apart from its definition. The
/// indentation is not a container, so a definition list inside a definition adds none of
/// its own (two more spaces would make four).
extension MarkdownBlockWriter {
    /// Writes the `dt` and `dd` children of a `dl` (anything else as it is).
    mutating func writeDefinitionList(_ children: [Block]) {
        var isFirst = true
        for child in children {
            if !isFirst { layout.requestBlankLine() }
            isFirst = false
            guard case .div(let attributes, let content) = child else {
                write([child], tight: false)
                continue
            }
            switch attributes.elementName {
            case "dt"?:
                write([.div(attributes, content.map(MarkdownDefinitionList.term))], tight: false)
            case "dd"?:
                // Only the outermost definition indents: the two spaces are not a
                // container, so a nested one's would add up to four, an indented code block.
                let indent = definitionDepth == 0 ? "  " : ""
                if MarkdownDefinitionList.opensWithMarker(content) {
                    layout.pushPrefix(first: MarkdownDefinitionList.definitionMarker, rest: indent)
                } else {
                    layout.pushPrefix(indent)
                }
                definitionDepth += 1
                write([.div(attributes, content)], tight: false)
                definitionDepth -= 1
                layout.popPrefix()
            default:
                write([child], tight: false)
            }
        }
    }
}
