import MarkupAST

/// What a span's own inline CSS makes of it (see ``CSSFormatting``): the formatting nodes it
/// stands for, and whether it is code. A span without any is itself; otherwise it becomes
/// the formatting nodes (outermost first), code inside when its font is monospace, and the
/// outermost node carries the span's attributes, so `<span style="font-weight:700"
/// id="x">` is `.strong` with that style and id.
struct StyledSpan {
    /// The formatting to apply, outermost first; those an enclosing element already
    /// applies are left out (`<b><span style="font-weight:700">` is bold once).
    let formattings: [Inline.Formatting]
    /// Whether the content is code (a monospace font family outside code).
    let isCode: Bool

    /// A span that is only itself.
    static let plain = StyledSpan(formattings: [], isCode: false)

    /// Whether the span stays a span.
    var isPlain: Bool { !isCode && formattings.isEmpty }

    /// The inlines a closed span with `attributes` makes of `content` (`hasNonText`: it holds
    /// more than text, see ``CodeSpanDistribution``).
    func inlines(for content: [Inline], hasNonText: Bool, attributes: Attributes) -> [Inline] {
        guard !isPlain else { return [.span(attributes, content)] }
        // The element is now the node it means: its name (`span`, `font`) is not kept.
        let attributes = attributes.named(nil)
        var result = content
        if isCode {
            let codeAttributes = formattings.isEmpty ? attributes : Attributes()
            result = hasNonText
                ? CodeSpanDistribution.distribute(content, attributes: codeAttributes)
                : [.code(Inline.plainText(of: content), attributes: codeAttributes)]
        }
        for (offset, formatting) in formattings.enumerated().reversed() {
            result = CSSFormatting.formatted(formatting, result, attributes: offset == 0 ? attributes : Attributes())
        }
        return result
    }
}

extension LoweringWalker {
    /// What the span at frame `index`, with `attributes`, makes of itself: the formatting its
    /// style gives (only for a `span` or `font`, whose names mean nothing else) that the
    /// frames below do not already apply.
    func styledFormatting(of attributes: Attributes, below index: Int) -> StyledSpan {
        let style = attributes.style
        // Most spans carry only a class (`<span class="pre">`): nothing to read.
        guard !style.isEmpty else { return .plain }
        let name = attributes.elementName
        guard name == nil || name == "font" else { return .plain }
        let wanted = CSSFormatting.formattings(of: style)
        let isMonospace = CSSFormatting.isMonospace(style)
        guard !wanted.isEmpty || isMonospace else { return .plain }
        let applied = appliedFormatting(below: index)
        return StyledSpan(
            formattings: wanted.filter { !applied.formattings.contains($0) },
            isCode: isMonospace && !applied.isCode
        )
    }

    /// The formatting the open frames below `index` already apply to their content:
    /// formatting elements, styled spans, the wrappers repeated around a block's paragraphs,
    /// and links, which are underlined already.
    private func appliedFormatting(below index: Int) -> (formattings: Set<Inline.Formatting>, isCode: Bool) {
        var formattings: Set<Inline.Formatting> = []
        var isCode = false
        for frame in frames[..<min(index, frames.count)] {
            switch frame.kind {
            case .format(.formatting(let formatting)):
                formattings.insert(formatting)
            case .format(.link):
                formattings.insert(.underline)
            case .format(.code):
                isCode = true
            case .span(let attributes):
                let name = attributes.elementName
                guard name == nil || name == "font" else { continue }
                formattings.formUnion(CSSFormatting.formattings(of: attributes.style))
                if CSSFormatting.isMonospace(attributes.style) { isCode = true }
            default:
                break
            }
        }
        if index < frames.count {
            for wrapper in frames[index].wrappers {
                switch wrapper.kind {
                case .formatting(let formatting): formattings.insert(formatting)
                case .link: formattings.insert(.underline)
                }
            }
        }
        return (formattings, isCode)
    }
}
