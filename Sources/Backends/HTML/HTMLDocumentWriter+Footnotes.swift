import MarkupAST

/// Footnotes as GitHub writes them: numbered references, and a section of notes with
/// back-links at the end. Under a policy with an id prefix every id and link carries it
/// (`user-content-fn-1`), as on GitHub.
extension HTMLDocumentWriter {
    /// The prefix of the ids the writer makes itself.
    private var generatedIDPrefix: String { policy?.idPrefix ?? "" }

    mutating func writeFootnoteReference(_ label: String) {
        guard let number = footnotes.numbers[label] else {
            output.appendEscaped("[^\(label)]")
            return
        }
        let occurrence = referencesWritten[label, default: 0] + 1
        referencesWritten[label] = occurrence
        output.append("<sup class=\"footnote-ref\"><a href=\"#")
        output.appendURL(generatedIDPrefix + "fn-" + label)
        output.append("\" id=\"")
        output.appendURL(generatedIDPrefix + "fnref-" + label)
        if occurrence > 1 {
            output.append("-")
            output.append(occurrence)
        }
        output.append("\" data-footnote-ref>")
        output.append(number)
        output.append("</a></sup>")
    }

    mutating func writeFootnoteSection() {
        guard !footnotes.isEmpty else { return }
        newlineIfNeeded()
        output.append("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        // Every reference of the body has been written (and counted); add those inside notes.
        var referenceCounts = referencesWritten
        referenceCounts.merge(footnotes.referenceCountsInDefinitions(), uniquingKeysWith: +)
        for definition in footnotes.definitions {
            output.append("<li id=\"")
            output.appendURL(generatedIDPrefix + "fn-" + definition.label)
            output.append("\">\n")
            let references = referenceCounts[definition.label] ?? 0
            if case .paragraph(let inlines, let attributes)? = definition.blocks.last, attributes.isEmpty {
                write(Array(definition.blocks.dropLast()), tight: false)
                newlineIfNeeded()
                output.append("<p>")
                write(inlines)
                writeBackReferences(label: definition.label, count: references, afterText: true)
                output.append("</p>\n")
            } else {
                write(definition.blocks, tight: false)
                writeBackReferences(label: definition.label, count: references, afterText: false)
            }
            newlineIfNeeded()
            output.append("</li>\n")
        }
        output.append("</ol>\n</section>\n")
    }

    /// The back-links of a footnote; the first is separated by a space only after text
    /// (after a closing block tag cmark-gfm writes it at the start of the line).
    private mutating func writeBackReferences(label: String, count: Int, afterText: Bool) {
        guard count > 0 else { return }
        for index in 1...count {
            if index > 1 || afterText { output.append(" ") }
            output.append("<a href=\"#")
            output.appendURL(generatedIDPrefix + "fnref-" + label)
            if index > 1 {
                output.append("-")
                output.append(index)
            }
            output.append("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩")
            if index > 1 {
                output.append("<sup class=\"footnote-ref\">")
                output.append(index)
                output.append("</sup>")
            }
            output.append("</a>")
        }
    }
}
