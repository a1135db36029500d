import MarkupAST

extension RunsTreeBuilder {
    /// The content of a paragraph, heading or cell: ``inlines(ofRuns:)`` without the
    /// whitespace at its ends (``RunsEdgeWhitespace``).
    func textInlines(ofRuns indices: [Int]) -> [Inline] {
        RunsEdgeWhitespace.trimmed(inlines(ofRuns: indices))
    }

    /// The inline content of the runs at `indices` (one leaf), generated characters dropped
    /// by role: markers and separators vanish, a `softBreak` run is a soft break and each
    /// U+2028 of a `lineBreak` run a hard break.
    func inlines(ofRuns indices: [Int]) -> [Inline] {
        var items: [RunsInlineItem] = []
        items.reserveCapacity(indices.count)
        for index in indices {
            let run = input.runs[index]
            let marks = run.style.map { input.styles[$0].marks } ?? []
            var wrappers: [RunsInlineWrapper] = []
            if let presentation = input.presentation(of: run.style, linked: run.link != nil) {
                wrappers.append(.span(Attributes(style: presentation)))
            }
            if let link = run.link, let href = input.links[link].href {
                wrappers.append(.link(index: link, LinkTarget(destination: href, title: input.links[link].title ?? "")))
            }
            RunsInlineWrapper.wrappers(for: marks, into: &wrappers)
            let content: [Inline]
            switch run.role {
            case .marker, .separator:
                continue
            case .softBreak:
                content = Array(repeating: .softBreak, count: run.text.unicodeScalars.count)
            case .lineBreak:
                content = Array(repeating: .hardBreak, count: run.text.unicodeScalars.count)
            case .raw:
                content = [.raw(.html, run.text)]
            case .text:
                if let label = run.footnote {
                    content = [.footnoteReference(label: label)]
                } else if let attachment = run.attachment {
                    content = self.attachment(input.attachments[attachment], linked: run.link != nil)
                } else if marks.contains(.code) {
                    content = [.code(run.text, attributes: marks.contains(.keyboard) ? Attributes(elementName: "kbd") : Attributes())]
                } else {
                    content = [.text(run.text)]
                }
            }
            items.append(RunsInlineItem(content: content, wrappers: wrappers))
        }
        return RunsInlineNester.inlines(items)
    }

    /// An attachment inside text: an image (its alt text when it has no `src`), a link to
    /// other media (video, audio, a file: their alt text or address, unlinked inside a
    /// link), nothing for a rule (a rule is a block of its own).
    private func attachment(_ attachment: RunsInputAttachment, linked: Bool) -> [Inline] {
        let alt: [Inline] = attachment.alt.map { [.text($0)] } ?? []
        guard let src = attachment.src, !src.isEmpty else { return alt }
        switch attachment.kind {
        case "rule":
            return []
        case "image":
            var attributes = Attributes()
            if let width = attachment.width { attributes.other.append(.init(name: "width", value: Self.pixels(width))) }
            if let height = attachment.height { attributes.other.append(.init(name: "height", value: Self.pixels(height))) }
            return [.image(LinkTarget(destination: src, title: attachment.title ?? "", attributes: attributes), alt)]
        default:
            let text: [Inline] = alt.isEmpty ? [.text(src)] : alt
            return linked ? text : [.link(LinkTarget(destination: src, title: attachment.title ?? ""), text)]
        }
    }

    /// A size in points as an HTML `width`/`height` value: whole numbers without a
    /// fraction.
    private static func pixels(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if let whole = Int(exactly: value.rounded()), Double(whole) == value { return String(whole) }
        return String(value)
    }

    /// The literal text of the runs at `indices` (code blocks, raw HTML): every run but the
    /// generated markers and separators, as written.
    func literalText(ofRuns indices: [Int]) -> String {
        var text = ""
        for index in indices {
            let run = input.runs[index]
            if run.role == .marker || run.role == .separator { continue }
            text += run.text
        }
        return text
    }
}
