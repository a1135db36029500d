import MarkupAST

/// Flattens an inline tree into the marked leaves the app JSON formats store: text under a
/// set of marks, hard breaks, images. Neighbouring text under the same marks is merged; a
/// soft break is a space (none of the formats has one).
///
/// What has no mark is reported to ``AppLosses`` and kept as well as it can be: a footnote
/// reference as the text `[^label]`, raw markup dropped, a `span` other than a highlight or
/// a text colour by its content alone (its attributes ignored, as the AST's convention says).
struct AppInlineFlattener {
    /// The marks the format can hold; others are dropped from the leaves (and reported).
    let supported: (AppMark) -> Bool
    private(set) var leaves: [AppLeaf] = []
    /// What could not be expressed so far.
    var losses: AppLosses
    private var marks: [AppMark] = []

    init(supported: @escaping (AppMark) -> Bool, losses: AppLosses) {
        self.supported = supported
        self.losses = losses
    }

    /// The leaves of `inlines`.
    static func leaves(of inlines: [Inline], supported: @escaping (AppMark) -> Bool, losses: inout AppLosses) -> [AppLeaf] {
        var flattener = AppInlineFlattener(supported: supported, losses: losses)
        flattener.append(inlines)
        losses = flattener.losses
        return flattener.leaves
    }

    mutating func append(_ inlines: [Inline]) {
        for inline in inlines { append(inline) }
    }

    private mutating func append(_ inline: Inline) {
        switch inline {
        case .text(let text):
            appendText(text)
        case .code(let text, _):
            withMark(.code) { $0.appendText(text) }
        case .softBreak:
            appendText(" ")
        case .hardBreak:
            leaves.append(AppLeaf(content: .hardBreak, marks: marks))
        case .emphasis(let children, _):
            withMark(.emphasis) { $0.append(children) }
        case .strong(let children, _):
            withMark(.strong) { $0.append(children) }
        case .strikethrough(let children, _):
            withMark(.strikethrough) { $0.append(children) }
        case .underline(let children, _):
            withMark(.underline) { $0.append(children) }
        case .superscript(let children, _):
            withMark(.superscript) { $0.append(children) }
        case .subscript(let children, _):
            withMark(.subscript) { $0.append(children) }
        case .link(let target, let children):
            withMark(.link(target)) { $0.append(children) }
        case .image(let target, let description):
            leaves.append(AppLeaf(content: .image(target, alt: Inline.plainText(of: description, softBreak: " ")), marks: marks))
        case .span(let attributes, let children):
            var added: [AppMark] = []
            if attributes.classes.contains(where: { $0.hasPrefix("contentful-") }) { added.append(.contentfulReference(attributes)) }
            if attributes.elementName == "mark" { added.append(.highlight(attributes.style.backgroundColor)) }
            if let color = attributes.style.color { added.append(.color(color)) }
            withMarks(added) { $0.append(children) }
        case .raw:
            losses.note("raw markup was dropped")
        case .footnoteReference(let label):
            losses.note("footnote references are written as the text [^label]")
            appendText("[^\(label)]")
        }
    }

    private mutating func appendText(_ text: String) {
        if text.isEmpty { return }
        if let last = leaves.last, case .text(let previous) = last.content, last.marks == marks {
            leaves[leaves.count - 1].content = .text(previous + text)
        } else {
            leaves.append(AppLeaf(content: .text(text), marks: marks))
        }
    }

    private mutating func withMark(_ mark: AppMark, _ body: (inout AppInlineFlattener) -> Void) {
        withMarks([mark], body)
    }

    /// Runs `body` with `added` on (in rank order; marks already on, or not supported — reported — are skipped).
    private mutating func withMarks(_ added: [AppMark], _ body: (inout AppInlineFlattener) -> Void) {
        let saved = marks
        for mark in added where !marks.contains(mark) {
            if supported(mark) {
                marks.insert(mark, at: marks.firstIndex(where: { mark < $0 }) ?? marks.count)
            } else {
                losses.note(Self.name(of: mark) + " was dropped (its text kept)")
            }
        }
        body(&self)
        marks = saved
    }

    static func name(of mark: AppMark) -> String {
        switch mark {
        case .link: return "a link"
        case .contentfulReference: return "a Contentful entry link or embed"
        case .strong: return "bold"
        case .emphasis: return "italic"
        case .underline: return "underline"
        case .strikethrough: return "strikethrough"
        case .code: return "inline code"
        case .subscript: return "subscript"
        case .superscript: return "superscript"
        case .highlight: return "a highlight"
        case .color: return "a text colour"
        }
    }
}
