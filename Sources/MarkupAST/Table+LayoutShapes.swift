/// Layout tables that carry data-table markup: the ones documentation generators write
/// with a `summary` and `<th>` cells although they only place things side by side.
///
/// Firefox's heuristic and Readability's both read `summary` and `<th>` as signs of data,
/// which holds for hand-written tables but not for two shapes DocBook XSL (and gtk-doc,
/// built on it) puts on every page:
/// - **Navigation bars**: `summary="Navigation header"` / `"Navigation footer"` (DocBook's
///   fixed strings, in English whatever the document's language) or `class="navigation"`
///   (gtk-doc): Prev / Up / Home / Next links, the chapter title in a `<th>`.
/// - **Callout lists**: `summary="Callout list"` (also fixed), a row per callout mark of
///   a program listing: the mark, linked back to the code, beside its explanation.
/// - **Icon beside content**: a first cell holding only an image (or nothing) that spans
///   every row, beside a header cell and the content below it — a graphical admonition
///   (`<table border="0" summary="Note"><tr><td rowspan="2"><img alt="[Note]"
///   src="note.png"></td><th>Note</th></tr><tr><td><p>…</p></td></tr></table>`, with the
///   summary in the document's language). A data table never spans one icon across all
///   of its rows and leaves the rest to a single column of text.
extension Table {
    /// Whether the table is one of the documentation layouts above.
    var isDocumentationLayout: Bool {
        isNavigationBar || isIconBesideContent
    }

    /// A DocBook or gtk-doc navigation bar, or a DocBook callout list.
    private var isNavigationBar: Bool {
        if let summary = attributes["summary"], Self.layoutSummaries.contains(summary) { return true }
        return attributes.classes.contains("navigation")
    }

    /// The `summary` DocBook XSL writes, untranslated, on its layout tables.
    private static let layoutSummaries: Set<String> = ["Navigation header", "Navigation footer", "Callout list"]

    /// An image-only first cell spanning every row (at least two), beside one column of
    /// content.
    private var isIconBesideContent: Bool {
        let rows = header + body
        guard rows.count >= 2, let first = rows[0].cells.first, first.rowSpan >= rows.count, first.isIconOnly else { return false }
        guard rows[0].cells.count == 2, rows[0].cells[1].columnSpan == 1 else { return false }
        return rows.dropFirst().allSatisfy { $0.cells.count == 1 && $0.cells[0].columnSpan == 1 }
    }
}

extension TableCell {
    /// Whether the cell shows at most one image and nothing else (white space, a link or
    /// span around the image).
    fileprivate var isIconOnly: Bool {
        guard let inlines = inlineContent else { return false }
        var images = 0
        var pending = inlines[...]
        var stack: [ArraySlice<Inline>] = []
        while true {
            guard let inline = pending.popFirst() else {
                guard let outer = stack.popLast() else { break }
                pending = outer
                continue
            }
            switch inline {
            case .image:
                images += 1
            case .text(let text):
                guard text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }) else { return false }
            case .link(_, let children), .span(_, let children):
                stack.append(pending)
                pending = children[...]
            default:
                return false
            }
        }
        return images <= 1
    }
}
