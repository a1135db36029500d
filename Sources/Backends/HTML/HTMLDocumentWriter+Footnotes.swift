import MarkupAST

/// Footnotes as GitHub writes them: numbered references, and a section of notes with
/// back-links at the end. Under a policy with an id prefix every id and link carries it
/// (`user-content-fn-1`), as on GitHub. The writer's own markup obeys the policy too: an
/// element it does not allow is left out (its content kept), and the classes and
/// `data-`/`aria-` attributes are written only when allowed (the presets allow them), so
/// sanitizing the output again changes nothing.
extension HTMLDocumentWriter {
    /// The prefix of the ids the writer makes itself.
    private var generatedIDPrefix: String { policy?.idPrefix ?? "" }

    /// Whether the writer's own ids are written: always without a policy, else only when the
    /// policy keeps ids.
    private var writesGeneratedIDs: Bool { policy == nil || policy?.idPrefix != nil }

    mutating func writeFootnoteReference(_ label: String) {
        guard let number = footnotes.numbers[label] else {
            output.appendEscaped("[^\(label)]")
            return
        }
        let occurrence = referencesWritten[label, default: 0] + 1
        referencesWritten[label] = occurrence
        let sup = openGenerated(.sup, className: "footnote-ref")
        guard !sup.isDropped else { return }
        let link = openGeneratedLink(to: "fn-" + label, occurrence: 1)
        if writesGeneratedIDs {
            output.append(" id=\"")
            output.appendURL(generatedIDPrefix + "fnref-" + label)
            if occurrence > 1 {
                output.append("-")
                output.append(occurrence)
            }
            output.append("\"")
        }
        if allowsGenerated("data-footnote-ref", on: "a") { writeFlag("data-footnote-ref") }
        closeStartTag(link)
        output.append(number)
        closeTag(link)
        closeTag(sup)
    }

    mutating func writeFootnoteSection() {
        guard !footnotes.isEmpty else { return }
        newlineIfNeeded()
        let section = openGenerated(.section, className: "footnotes", flag: "data-footnotes")
        guard !section.isDropped else { return }
        newlineIfNeeded()
        let list = openGenerated(.ol)
        guard !list.isDropped else { return }
        newlineIfNeeded()
        // Every reference of the body has been written (and counted); add those inside notes.
        var referenceCounts = referencesWritten
        referenceCounts.merge(footnotes.referenceCountsInDefinitions(), uniquingKeysWith: +)
        for definition in footnotes.definitions {
            let item = openGenerated(.li, id: "fn-" + definition.label)
            guard !item.isDropped else { continue }
            newlineIfNeeded()
            let references = referenceCounts[definition.label] ?? 0
            if case .paragraph(let inlines, let attributes)? = definition.blocks.last, attributes.isEmpty {
                write(Array(definition.blocks.dropLast()), tight: false)
                newlineIfNeeded()
                let paragraph = openGenerated(.p)
                writeContent(inlines)
                writeBackReferences(label: definition.label, count: references, afterText: true)
                closeTag(paragraph)
                newlineIfNeeded()
            } else {
                write(definition.blocks, tight: false)
                // Sanitized, the links after a quote, a list or a table go in a paragraph of
                // their own: a reader makes one around them, and sanitized output must re-read
                // as written. Trusted output keeps cmark-gfm's form (the links on a line alone).
                if references > 0 {
                    newlineIfNeeded()
                    let paragraph = policy == nil || definition.blocks.isEmpty ? nil : openGenerated(.p)
                    writeBackReferences(label: definition.label, count: references, afterText: false)
                    if let paragraph { closeTag(paragraph) }
                }
            }
            newlineIfNeeded()
            closeTag(item)
            newlineIfNeeded()
        }
        closeTag(list)
        newlineIfNeeded()
        closeTag(section)
        newlineIfNeeded()
    }

    /// The back-links of a footnote; the first is separated by a space only after text
    /// (after a closing block tag cmark-gfm writes it at the start of the line).
    private mutating func writeBackReferences(label: String, count: Int, afterText: Bool) {
        guard count > 0 else { return }
        for index in 1...count {
            if index > 1 || afterText { output.append(" ") }
            let link = openGeneratedLink(to: "fnref-" + label, occurrence: index)
            if policy?.classes.allows("footnote-backref") ?? true { output.append(" class=\"footnote-backref\"") }
            if allowsGenerated("data-footnote-backref", on: "a") { writeFlag("data-footnote-backref") }
            if allowsGenerated("aria-label", on: "a") { output.append(" aria-label=\"Back to content\"") }
            closeStartTag(link)
            output.append("↩")
            if index > 1 {
                let sup = openGenerated(.sup, className: "footnote-ref")
                output.append(index)
                closeTag(sup)
            }
            closeTag(link)
        }
    }

    /// Opens an element of the writer's own markup: with `className`, `flag` (a boolean
    /// attribute) and `id` (prefixed) when the policy allows them. An element the policy
    /// does not allow is left out, its content kept: the input did not have it, so there is
    /// nothing to escape or report.
    private mutating func openGenerated(
        _ element: StandardElement, className: String? = nil, flag: StaticString? = nil, id: String? = nil
    ) -> ElementName {
        guard policy == nil || allowsStandard[element.rawValue] else { return .unwrapped }
        output.append("<")
        output.append(element.name)
        if let id, writesGeneratedIDs {
            output.append(" id=\"")
            output.appendURL(generatedIDPrefix + id)
            output.append("\"")
        }
        if let className, policy?.classes.allows(className) ?? true {
            output.append(" class=\"")
            output.appendRaw(className)
            output.append("\"")
        }
        if let flag, allowsGenerated(flag.description, on: element.string) { writeFlag(flag) }
        output.append(">")
        return .standard(element.name)
    }

    /// Opens a footnote link to the generated id `target` (its `occurrence`th reference
    /// when more than one), leaving the start tag open for more attributes; `nil` when the
    /// policy does not allow links (the content is then written bare).
    private mutating func openGeneratedLink(to target: String, occurrence: Int) -> StaticString? {
        guard policy == nil || allowsStandard[StandardElement.a.rawValue] else { return nil }
        output.append("<a href=\"#")
        output.appendURL(generatedIDPrefix + target)
        if occurrence > 1 {
            output.append("-")
            output.append(occurrence)
        }
        output.append("\"")
        return "a"
    }

    private func closeStartTag(_ link: StaticString?) {
        if link != nil { output.append(">") }
    }

    private func closeTag(_ link: StaticString?) {
        if let link {
            output.append("</")
            output.append(link)
            output.append(">")
        }
    }

    /// A boolean attribute of the writer's own: bare as GitHub writes it (`data-footnotes`),
    /// or with an empty value under a policy, as every kept boolean attribute is written, so
    /// sanitizing the output again gives the same bytes.
    private func writeFlag(_ name: StaticString) {
        output.append(" ")
        output.append(name)
        if policy != nil { output.append("=\"\"") }
    }

    /// Whether the writer's own attribute `name` may be written on `element`.
    private func allowsGenerated(_ name: String, on element: String) -> Bool {
        guard let policy else { return true }
        return policy.rule(forAttribute: name, on: element) != nil
    }
}
