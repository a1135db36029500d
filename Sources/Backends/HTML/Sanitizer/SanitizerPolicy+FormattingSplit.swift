import MarkupAST

/// Formatting split around the children whose written style takes it away, as HTML written
/// under a policy is read back: the one rule the sanitizing writer writes by
/// (`HTMLDocumentWriter.writeFormatting`) and the Markdown writer and its self-check follow
/// for the blocks that may be written as HTML (``MarkdownOutput/splittingCancelledFormattingThroughout(_:)``).
///
/// `<b><x-note><span style="font-weight:400">r</span></x-note></b>`: the policy unwraps the
/// unknown `x-note`, so the span becomes a direct child of the `<b>`, and the HTML reader
/// moves such a child out of the formatting (`Inline.Formatting.isCancelled(byChildStyle:)`);
/// written as it stands, the bold would change on a second reading.
extension SanitizerPolicy {
    /// How an element is written under the policy (``verdict(for:kept:isGeneric:)``).
    enum ElementVerdict {
        /// Written under its own name, `name`, which the policy allows.
        case keptName(String)
        /// Written as its own kind (the standard element).
        case ownKind
        /// Written as its own kind without the name `name` it kept, which the policy refuses.
        case ownKindWithoutName(String)
        /// The element named `name` goes as the disposal says.
        case disposed(String, Disposal)
    }

    /// How an element written as `element`, keeping the name `kept` (an unknown element is a
    /// generic `span` or `div` that keeps its name), is written: each name is looked up once.
    /// A kept name of its own is written when the policy allows it; otherwise a generic
    /// element, or one whose own kind the policy does not allow, goes as the name says, and
    /// any other is written as its own kind.
    func verdict(for element: StandardElement, kept: String?, isGeneric: Bool) -> ElementVerdict {
        if let kept, !element.isNamed(kept) {
            if allows(kept) { return .keptName(kept) }
            if isGeneric || !allowsStandard[element.rawValue] { return .disposed(kept, disposal(of: kept)) }
            return .ownKindWithoutName(kept)
        }
        if allowsStandard[element.rawValue] { return .ownKind }
        let name = element.string
        return .disposed(name, disposal(of: name))
    }

    /// What happens to an element written as `element`, keeping the name `kept`: `nil` when
    /// it is written (``verdict(for:kept:isGeneric:)``).
    func disposal(of element: StandardElement, kept: String?, isGeneric: Bool) -> Disposal? {
        if case .disposed(_, let disposal) = verdict(for: element, kept: kept, isGeneric: isGeneric) { return disposal }
        return nil
    }

    /// Whether a formatting of `kind` with `attributes` around `children` is written split:
    /// its own written style is empty, it is written itself, and a child (looked into
    /// through the children the policy unwraps) cancels it.
    func splitsFormatting(_ kind: Inline.Formatting, attributes: Attributes, children: [Inline], depth: Int = 0) -> Bool {
        // Only a child's style takes formatting away: without a style within the levels
        // ``cancels(_:whenWritten:depth:)`` looks through, nothing splits (the common case,
        // settled without the policy's lookups).
        guard Self.holdsStyle(children, levels: Self.styleSearchLevels),
              HTMLDocumentWriter.subset(of: attributes.style, keeping: styleProperties).isEmpty,
              disposal(of: StandardElement(kind), kept: attributes.elementName, isGeneric: false) == nil else { return false }
        return children.contains { cancels(kind, whenWritten: $0, depth: depth) }
    }

    /// How deep below a formatting a style can take it away: ``cancels(_:whenWritten:depth:)``
    /// looks through 16 levels of unwrapped elements and anchors and 4 of split formatting;
    /// the search for a style goes further than both together.
    static let styleSearchLevels = 32

    /// Whether an inline of `inlines`, or one within `levels` levels below them, has a style.
    static func holdsStyle(_ inlines: [Inline], levels: Int) -> Bool {
        for inline in inlines where inline.isContainer {
            if !inline.attributes.style.isEmpty { return true }
            if levels > 0, holdsStyle(inline.children, levels: levels - 1) { return true }
        }
        return false
    }

    /// Whether `child`, written under the policy, is an element whose style takes `kind`
    /// away. Within `depth` levels, a child the policy unwraps is looked into, and so is
    /// the split of a formatting child (to 4 levels): `<u><u><x-n><del style="text-decoration:
    /// line-through">` moves the `del` out of the inner `u`, so it cancels the outer one too.
    func cancels(_ kind: Inline.Formatting, whenWritten child: Inline, depth: Int) -> Bool {
        if depth < 16, let parts = Self.anchorParts(of: child) {
            return parts.contains { cancels(kind, whenWritten: $0, depth: depth + 1) }
        }
        guard child.isContainer, let element = HTMLDocumentWriter.element(of: child) else { return false }
        switch disposal(of: element, kept: child.attributes.elementName, isGeneric: element == .span) {
        case nil:
            if kind.isCancelled(byChildStyle: HTMLDocumentWriter.subset(of: child.attributes.style, keeping: styleProperties)) {
                return true
            }
            guard let split = splitParts(of: child, depth: depth) else { return false }
            return split.parts.contains { cancels(kind, whenWritten: $0, depth: .max) }
        case .unwrap? where depth < 16:
            return child.children.contains { cancels(kind, whenWritten: $0, depth: depth + 1) }
        default:
            return false
        }
    }

    /// `children` as a reader sees them once written: each the policy unwraps replaced by its
    /// own children (to 16 levels), its name added to `unwrapped`, and each anchor holding
    /// anchors by the parts it is written as.
    func contentAsWritten(_ children: [Inline], into result: inout [Inline], unwrapped: inout [String], depth: Int = 0) {
        for child in children {
            if depth < 16, let parts = Self.anchorParts(of: child) {
                contentAsWritten(parts, into: &result, unwrapped: &unwrapped, depth: depth + 1)
            } else if depth < 16, child.isContainer, let element = HTMLDocumentWriter.element(of: child),
               disposal(of: element, kept: child.attributes.elementName, isGeneric: element == .span) == .unwrap {
                unwrapped.append(child.attributes.elementName ?? element.string)
                contentAsWritten(child.children, into: &result, unwrapped: &unwrapped, depth: depth + 1)
            } else if let split = splitParts(of: child, depth: depth) {
                result += split.parts
                unwrapped += split.unwrapped
            } else {
                result.append(child)
            }
        }
    }

    /// What `inline` is written as when it is an anchor holding another anchor, which HTML
    /// cannot nest (`HTMLDocumentWriter.anchorParts`): the inner anchors stand where it
    /// stood, so they are children of the formatting around it once written.
    private static func anchorParts(of inline: Inline) -> [Inline]? {
        switch inline {
        case .link(let target, let children) where children.contains(where: \.holdsAnchor):
            return HTMLDocumentWriter.anchorParts(children) { content, _ in .link(target, content) }
        case .span(let attributes, let children) where attributes.elementName == "a" && children.contains(where: \.holdsAnchor):
            return HTMLDocumentWriter.anchorSpanParts(attributes, children)
        default:
            return nil
        }
    }

    /// The parts a formatting child is written as when it is split itself (within 4 levels
    /// of `depth`), with the names of the elements unwrapped on the way; `nil` otherwise.
    private func splitParts(of child: Inline, depth: Int) -> (parts: [Inline], unwrapped: [String])? {
        guard depth < 4, let formatting = child.formatting,
              splitsFormatting(formatting.kind, attributes: formatting.attributes, children: formatting.children, depth: depth + 1)
        else { return nil }
        var parts: [Inline] = []
        var unwrapped: [String] = []
        appendParts(of: formatting, to: &parts, unwrapped: &unwrapped, depth: depth + 1)
        return (parts, unwrapped)
    }

    /// Appends the parts of a formatting that is split: the formatting around each run of
    /// children that keep it (its `id` on the first part only), and the children that cancel
    /// it between.
    private func appendParts(
        of formatting: (kind: Inline.Formatting, children: [Inline], attributes: Attributes), to result: inout [Inline],
        unwrapped: inout [String], depth: Int
    ) {
        var children: [Inline] = []
        contentAsWritten(formatting.children, into: &children, unwrapped: &unwrapped, depth: depth)
        var attributes = formatting.attributes
        var run: [Inline] = []
        for child in children {
            guard cancels(formatting.kind, whenWritten: child, depth: .max) else {
                run.append(child)
                continue
            }
            if !run.isEmpty {
                result.append(.formatted(formatting.kind, run, attributes: attributes))
                attributes.id = nil
                run.removeAll()
            }
            result.append(child)
        }
        if !run.isEmpty { result.append(.formatted(formatting.kind, run, attributes: attributes)) }
    }

    /// `inlines` with every formatting the policy writes split, at every level, bottom-up:
    /// each formatting is looked at once, with its children already split, so a child whose
    /// style cancels it is found however many split formattings it came out of. That is how
    /// the HTML reader reads the markup: it moves such a child out as it closes each element,
    /// innermost first, so `<b><i><b><i><b><i><s style="font-weight:400">` leaves the `s`
    /// outside every `b`. A split decided level by level, each looking a bounded number of
    /// levels down (``cancels(_:whenWritten:depth:)``), could leave that `s` inside the
    /// outermost `b` after splitting the ones below it.
    ///
    /// - Parameter unwrapped: receives the names of the elements the split formattings'
    ///   content unwrapped on the way.
    func splittingCancelledFormattingThroughout(_ inlines: [Inline], unwrapped: inout [String]) -> [Inline] {
        let split = splitBottomUp(inlines, unwrapped: &unwrapped)
        return split.changed ? split.inlines : inlines
    }

    /// `inlines` split bottom-up (``splittingCancelledFormattingThroughout(_:unwrapped:)``):
    /// the result (only built once something changed), whether something did, and whether
    /// any of them or any inline below holds a style (without one, nothing splits).
    private func splitBottomUp(_ inlines: [Inline], unwrapped: inout [String]) -> (inlines: [Inline], changed: Bool, holdsStyle: Bool) {
        var output: [Inline] = []
        var changed = false
        var holdsStyle = false
        for index in inlines.indices {
            let inline = inlines[index]
            guard inline.isContainer else {
                if changed { output.append(inline) }
                continue
            }
            let below = splitBottomUp(inline.children, unwrapped: &unwrapped)
            holdsStyle = holdsStyle || below.holdsStyle || !inline.attributes.style.isEmpty
            let rebuilt = below.changed ? inline.mapChildren { _ in below.inlines } : inline
            if below.holdsStyle, let formatting = rebuilt.formatting,
               splitsFormatting(formatting.kind, attributes: formatting.attributes, children: formatting.children) {
                if !changed { output = Array(inlines[..<index]) }
                changed = true
                appendParts(of: formatting, to: &output, unwrapped: &unwrapped, depth: 0)
            } else if changed || below.changed {
                if !changed { output = Array(inlines[..<index]) }
                changed = true
                output.append(rebuilt)
            }
        }
        return (output, changed, holdsStyle)
    }
}
