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

    /// Drops the leading breaks, blank text and containers left empty in one removal (a
    /// paragraph may start with thousands of them), trimming the first text it keeps.
    private static func trimStart(_ inlines: inout [Inline]) {
        var dropped = 0
        while dropped < inlines.count {
            let inline = inlines[dropped]
            if isBlank(inline) {
                dropped += 1
            } else if case .text(let text) = inline {
                inlines[dropped] = .text(String(text.unicodeScalars.drop(while: isEdgeSpace)))
                break
            } else if let rebuilt = rebuilt(inline, { trimmed($0, leading: true, trailing: false) }) {
                guard let rebuilt else {
                    dropped += 1
                    continue
                }
                inlines[dropped] = rebuilt
                break
            } else {
                break
            }
        }
        inlines.removeFirst(dropped)
    }

    /// ``trimStart(_:)`` from the end.
    private static func trimEnd(_ inlines: inout [Inline]) {
        var kept = inlines.count
        while kept > 0 {
            let inline = inlines[kept - 1]
            if isBlank(inline) {
                kept -= 1
            } else if case .text(let text) = inline {
                var scalars = Substring(text).unicodeScalars
                while let end = scalars.last, isEdgeSpace(end) { scalars.removeLast() }
                inlines[kept - 1] = .text(String(scalars))
                break
            } else if let rebuilt = rebuilt(inline, { trimmed($0, leading: false, trailing: true) }) {
                guard let rebuilt else {
                    kept -= 1
                    continue
                }
                inlines[kept - 1] = rebuilt
                break
            } else {
                break
            }
        }
        inlines.removeLast(inlines.count - kept)
    }

    /// A break, or text of edge whitespace only.
    private static func isBlank(_ inline: Inline) -> Bool {
        switch inline {
        case .softBreak, .hardBreak: return true
        case .text(let text): return text.unicodeScalars.allSatisfy(isEdgeSpace)
        default: return false
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
