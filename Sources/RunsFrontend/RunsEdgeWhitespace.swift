import MarkupAST

/// Whitespace at the start and end of a paragraph, heading or cell: neither HTML nor
/// Markdown shows it (Markdown cannot even hold it), so the reader drops it. Runs get it
/// when raw HTML inside Markdown resolves to nothing (`foo <?php … ?>` leaves `"foo "`).
enum RunsEdgeWhitespace {
    /// `inlines` without spaces, newlines and breaks at either end, looking into formatting,
    /// spans and links at the edges. A tab is kept: Markdown writes it as `&#9;`, and
    /// CommonMark sources only have one there when they spelled it so.
    static func trimmed(_ inlines: [Inline]) -> [Inline] {
        trimmed(inlines, leading: true, trailing: true)
    }

    private static func trimmed(_ inlines: [Inline], leading: Bool, trailing: Bool) -> [Inline] {
        var result = inlines
        if leading { trimStart(&result) }
        if trailing { trimEnd(&result) }
        return result
    }

    private static func isEdgeSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\r"
    }

    private static func trimStart(_ inlines: inout [Inline]) {
        while let first = inlines.first {
            switch first {
            case .softBreak, .hardBreak:
                inlines.removeFirst()
            case .text(let text):
                let kept = String(text.unicodeScalars.drop(while: isEdgeSpace))
                if kept.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(kept); return }
            default:
                guard let rebuilt = rebuilt(first, { trimmed($0, leading: true, trailing: false) }) else { return }
                if let rebuilt { inlines[0] = rebuilt; return }
                inlines.removeFirst()
            }
        }
    }

    private static func trimEnd(_ inlines: inout [Inline]) {
        while let last = inlines.last {
            switch last {
            case .softBreak, .hardBreak:
                inlines.removeLast()
            case .text(let text):
                var scalars = Substring(text).unicodeScalars
                while let end = scalars.last, isEdgeSpace(end) { scalars.removeLast() }
                if scalars.isEmpty { inlines.removeLast() } else { inlines[inlines.count - 1] = .text(String(scalars)); return }
            default:
                guard let rebuilt = rebuilt(last, { trimmed($0, leading: false, trailing: true) }) else { return }
                if let rebuilt { inlines[inlines.count - 1] = rebuilt; return }
                inlines.removeLast()
            }
        }
    }

    /// `nil` when `inline` is not a container to look into; `.some(nil)` when trimming left
    /// it empty; else the container with `trim` applied to its children.
    private static func rebuilt(_ inline: Inline, _ trim: ([Inline]) -> [Inline]) -> Inline?? {
        let children: [Inline]
        let rebuild: ([Inline]) -> Inline
        if let formatting = inline.formatting {
            children = formatting.children
            rebuild = { .formatted(formatting.kind, $0, attributes: formatting.attributes) }
        } else if case .span(let attributes, let inner) = inline {
            children = inner
            rebuild = { .span(attributes, $0) }
        } else if case .link(let target, let inner) = inline {
            children = inner
            rebuild = { .link(target, $0) }
        } else {
            return nil
        }
        let kept = trim(children)
        return .some(kept.isEmpty ? nil : rebuild(kept))
    }
}
