import MarkupAST
import MarkupJSON

extension ProseMirrorWriter {
    /// `inlines` as a `content` array of text, hard-break and image nodes; nothing when empty.
    mutating func writeInlines(_ inlines: [Inline]) {
        writeLeaves(AppInlineFlattener.leaves(of: inlines, supported: Self.isSupported, losses: &losses))
    }

    /// `leaves` as a `content` array (see ``writeInlines(_:)``).
    mutating func writeLeaves(_ leaves: [AppLeaf]) {
        if leaves.isEmpty { return }
        json.raw(",\"content\":[")
        for (offset, leaf) in leaves.enumerated() {
            if offset > 0 { json.raw(",") }
            switch leaf.content {
            case .text(let text):
                json.raw("{\"type\":\"text\"")
                writeMarks(leaf.marks)
                json.raw(",\"text\":")
                json.string(text)
            case .hardBreak:
                json.raw("{\"type\":\"hardBreak\"")
                writeMarks(leaf.marks)
            case .image(let target, let alt):
                json.raw("{\"type\":\"image\",\"attrs\":{\"src\":")
                json.string(target.destination)
                json.raw(",\"alt\":")
                if alt.isEmpty { json.raw("null") } else { json.string(alt) }
                json.raw(",\"title\":")
                if target.title.isEmpty { json.raw("null") } else { json.string(target.title) }
                json.raw("}")
                writeMarks(leaf.marks)
            }
            json.raw("}")
        }
        json.raw("]")
    }

    /// Every mark but Contentful's entry references has a ProseMirror mark.
    static func isSupported(_ mark: AppMark) -> Bool {
        if case .contentfulReference = mark { return false }
        return true
    }

    private func writeMarks(_ marks: [AppMark]) {
        if marks.isEmpty { return }
        json.raw(",\"marks\":[")
        for (offset, mark) in marks.enumerated() {
            if offset > 0 { json.raw(",") }
            switch mark {
            case .link(let target):
                json.raw("{\"type\":\"link\",\"attrs\":{\"href\":")
                json.string(target.destination)
                for name in ["target", "rel"] {
                    json.raw(",\"")
                    json.buffer.append(name)
                    json.raw("\":")
                    if let value = target.attributes[name] { json.string(value) } else { json.raw("null") }
                }
                json.raw(",\"class\":")
                let classes = target.attributes.classes
                if classes.isEmpty { json.raw("null") } else { json.string(classes.joined(separator: " ")) }
                if !target.title.isEmpty {
                    json.raw(",\"title\":")
                    json.string(target.title)
                }
                json.raw("}}")
            case .contentfulReference: break
            case .strong: json.raw("{\"type\":\"bold\"}")
            case .emphasis: json.raw("{\"type\":\"italic\"}")
            case .underline: json.raw("{\"type\":\"underline\"}")
            case .strikethrough: json.raw("{\"type\":\"strike\"}")
            case .code: json.raw("{\"type\":\"code\"}")
            case .subscript: json.raw("{\"type\":\"subscript\"}")
            case .superscript: json.raw("{\"type\":\"superscript\"}")
            case .highlight(let color):
                json.raw("{\"type\":\"highlight\"")
                if let color {
                    json.raw(",\"attrs\":{\"color\":")
                    json.string(Self.cssText(color))
                    json.raw("}")
                }
                json.raw("}")
            case .color(let color):
                json.raw("{\"type\":\"textStyle\",\"attrs\":{\"color\":")
                json.string(Self.cssText(color))
                json.raw("}}")
            }
        }
        json.raw("]")
    }

    /// A colour as CSS text: `#rrggbb`, or `currentcolor`.
    static func cssText(_ color: CSSColor) -> String {
        switch color {
        case .rgba(let rgba): return rgba.hexString
        case .currentColor: return "currentcolor"
        }
    }
}
