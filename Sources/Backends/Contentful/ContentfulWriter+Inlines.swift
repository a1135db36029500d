import MarkupAST
import MarkupJSON

extension ContentfulWriter {
    /// The marks Contentful Rich Text holds (links become `hyperlink` nodes).
    static func isSupported(_ mark: AppMark) -> Bool {
        switch mark {
        case .link, .contentfulReference, .strong, .emphasis, .underline, .strikethrough, .code, .subscript, .superscript: return true
        case .highlight, .color: return false
        }
    }

    /// `inlines` as a `content` array of text nodes, `hyperlink`s around linked runs and
    /// entry links or inline embeds; one empty text node when there are none, as Contentful
    /// keeps one.
    mutating func writeInlines(_ inlines: [Inline]) {
        writeLeaves(AppInlineFlattener.leaves(of: inlines, supported: Self.isSupported, losses: &losses))
    }

    /// `leaves` as a `content` array (see ``writeInlines(_:)``).
    mutating func writeLeaves(_ leaves: [AppLeaf]) {
        json.raw(",\"content\":[")
        if leaves.isEmpty { writeText("", marks: []) }
        var index = 0
        var first = true
        while index < leaves.count {
            if !first { json.raw(",") }
            first = false
            guard let reference = Self.reference(in: leaves[index].marks) else {
                writeLeaf(leaves[index], insideLink: false)
                index += 1
                continue
            }
            var end = index + 1
            while end < leaves.count, Self.reference(in: leaves[end].marks) == reference { end += 1 }
            writeReference(reference, leaves[index..<end])
            index = end
        }
        json.raw("]")
    }

    /// The link or entry reference over a leaf (the first; a link inside a link is the inner text's).
    private static func reference(in marks: [AppMark]) -> AppMark? {
        for mark in marks {
            switch mark {
            case .link, .contentfulReference: return mark
            default: continue
            }
        }
        return nil
    }

    private mutating func writeReference(_ reference: AppMark, _ leaves: ArraySlice<AppLeaf>) {
        let nodeType: String
        switch reference {
        case .link(let target):
            json.raw("{\"nodeType\":\"hyperlink\",\"data\":{\"uri\":")
            json.string(target.destination)
            json.raw("}")
            nodeType = "hyperlink"
        case .contentfulReference(let attributes):
            nodeType = Self.embedType(attributes) ?? "entry-hyperlink"
            json.raw("{\"nodeType\":")
            json.string(nodeType)
            writeEmbedData(attributes)
        default:
            return
        }
        json.raw(",\"content\":[")
        if !nodeType.hasPrefix("embedded-") {
            for (offset, leaf) in leaves.enumerated() {
                if offset > 0 { json.raw(",") }
                writeLeaf(leaf, insideLink: true)
            }
        }
        json.raw("]}")
    }

    private mutating func writeLeaf(_ leaf: AppLeaf, insideLink: Bool) {
        let marks = leaf.marks.filter { Self.reference(in: [$0]) == nil }
        switch leaf.content {
        case .text(let text):
            if marks.contains(.code) || !text.utf8.contains(UInt8(ascii: "\n")) {
                writeText(text, marks: marks)
            } else {
                // A newline is a node of its own, as a hard break is, so text read back (where
                // each newline is a hard break) is written the same way.
                var wrote = false
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for piece in index > 0 ? ["\n", String(line)] : [String(line)] where !piece.isEmpty {
                        if wrote { json.raw(",") }
                        writeText(piece, marks: marks)
                        wrote = true
                    }
                }
            }
        case .hardBreak:
            writeText("\n", marks: marks)
        case .image(let target, let alt):
            let label = alt.isEmpty ? target.destination : alt
            if insideLink {
                losses.note("an image inside a link is written as its alt text")
                writeText(label, marks: marks)
            } else {
                losses.note("images are written as hyperlinks to their source")
                json.raw("{\"nodeType\":\"hyperlink\",\"data\":{\"uri\":")
                json.string(target.destination)
                json.raw("},\"content\":[")
                writeText(label, marks: marks)
                json.raw("]}")
            }
        }
    }

    private func writeText(_ value: String, marks: [AppMark]) {
        json.raw("{\"nodeType\":\"text\",\"value\":")
        json.string(value)
        json.raw(",\"marks\":[")
        var first = true
        for mark in marks {
            let name: StaticString
            switch mark {
            case .strong: name = "bold"
            case .emphasis: name = "italic"
            case .underline: name = "underline"
            case .strikethrough: name = "strikethrough"
            case .code: name = "code"
            case .subscript: name = "subscript"
            case .superscript: name = "superscript"
            case .link, .contentfulReference, .highlight, .color: continue
            }
            json.raw(first ? "{\"type\":\"" : ",{\"type\":\"")
            first = false
            json.raw(name)
            json.raw("\"}")
        }
        json.raw("],\"data\":{}}")
    }
}
