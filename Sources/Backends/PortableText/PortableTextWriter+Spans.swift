import MarkupAST
import MarkupJSON

extension PortableTextWriter {
    /// The marks Portable Text's default decorators and link definitions hold.
    static func isSupported(_ mark: AppMark) -> Bool {
        switch mark {
        case .link, .strong, .emphasis, .underline, .strikethrough, .code: return true
        case .subscript, .superscript, .highlight, .color, .contentfulReference: return false
        }
    }

    /// `markDefs` (one `link` per distinct link target) and `children`: spans, with hard
    /// breaks as newlines in their text, and inline `image` objects. A block always has at
    /// least one span, as Sanity's editor keeps one.
    mutating func writeChildren(_ leaves: [AppLeaf], blockKey: String) {
        var links: [LinkTarget] = []
        for leaf in leaves {
            guard case .text = leaf.content else { continue }  // marks on images are not written
            for case .link(let target) in leaf.marks where !links.contains(target) { links.append(target) }
        }
        json.raw(",\"markDefs\":[")
        for (index, target) in links.enumerated() {
            json.raw(index == 0 ? "{\"_type\":\"link\",\"_key\":" : ",{\"_type\":\"link\",\"_key\":")
            json.string("\(blockKey)l\(index)")
            json.raw(",\"href\":")
            json.string(target.destination)
            if !target.title.isEmpty {
                json.raw(",\"title\":")
                json.string(target.title)
            }
            json.raw("}")
        }
        json.raw("],\"children\":[")
        var spans = 0
        var pending: (text: String, marks: [AppMark])?
        func flush(_ writer: inout PortableTextWriter) {
            guard let span = pending else { return }
            writer.writeSpan(span.text, marks: span.marks, blockKey: blockKey, index: spans, links: links)
            spans += 1
            pending = nil
        }
        for leaf in leaves {
            let text: String
            switch leaf.content {
            case .text(let value): text = value
            case .hardBreak: text = "\n"
            case .image(let target, let alt):
                flush(&self)
                json.raw(spans == 0 ? "{\"_type\":\"image\",\"_key\":" : ",{\"_type\":\"image\",\"_key\":")
                json.string("\(blockKey)s\(spans)")
                writeImageFields(target, alt: alt)
                json.raw("}")
                spans += 1
                if !leaf.marks.isEmpty { losses.note("marks and links on inline images were dropped") }
                continue
            }
            if let current = pending, current.marks == leaf.marks {
                pending = (current.text + text, current.marks)
            } else {
                flush(&self)
                pending = (text, leaf.marks)
            }
        }
        flush(&self)
        if spans == 0 { writeSpan("", marks: [], blockKey: blockKey, index: 0, links: links) }
        json.raw("]")
    }

    private func writeSpan(_ text: String, marks: [AppMark], blockKey: String, index: Int, links: [LinkTarget]) {
        json.raw(index == 0 ? "{\"_type\":\"span\",\"_key\":" : ",{\"_type\":\"span\",\"_key\":")
        json.string("\(blockKey)s\(index)")
        json.raw(",\"text\":")
        json.string(text)
        json.raw(",\"marks\":[")
        for (offset, mark) in marks.enumerated() {
            if offset > 0 { json.raw(",") }
            switch mark {
            case .link(let target):
                json.string("\(blockKey)l\(links.firstIndex(of: target) ?? 0)")
            case .strong: json.raw("\"strong\"")
            case .emphasis: json.raw("\"em\"")
            case .underline: json.raw("\"underline\"")
            case .strikethrough: json.raw("\"strike-through\"")
            case .code: json.raw("\"code\"")
            case .subscript, .superscript, .highlight, .color, .contentfulReference: break
            }
        }
        json.raw("]}")
    }
}
