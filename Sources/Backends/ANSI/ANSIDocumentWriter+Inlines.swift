import MarkupAST

/// Inline content → ``TerminalText``: formatting as SGR attributes, links as OSC 8
/// hyperlinks (or `text (url)`, or numbered references), images as `[image: alt]`, the
/// element names and inline CSS the tree keeps honoured where a terminal can show them
/// (`mark`, `small`, `kbd`, colours, weight, italics, decorations).
extension ANSIDocumentWriter {
    mutating func append(_ inlines: [Inline], style: TerminalStyle, link: Int?, into text: inout TerminalText) {
        for inline in inlines { append(inline, style: style, link: link, into: &text) }
    }

    private mutating func append(_ inline: Inline, style: TerminalStyle, link: Int?, into text: inout TerminalText) {
        switch inline {
        case .text(let string):
            text.append(string, style: style, link: link)
        case .softBreak:
            text.append(" ", style: style, link: link)
        case .hardBreak:
            text.appendLineBreak()
        case .code(let code, let attributes):
            var codeStyle = styled(style, by: attributes)
            codeStyle.foreground = theme.inlineCode
            // Without colour (NO_COLOR) code would not stand out at all: bold, as peers do.
            if attributes.elementName == "kbd" || options.colorDepth == nil { codeStyle.bold = true }
            // A code span keeps no line break (cmark already turns them into spaces; HTML
            // `<code>` may hold one): replaced only when there is one, checked on bytes.
            text.append(code.utf8.contains(0x0A) ? code.replacing("\n", with: " ") : code, style: codeStyle, link: link)
        case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript:
            appendFormatting(inline, style: style, link: link, into: &text)
        case .link(let target, let children):
            appendLink(target, children, style: style, link: link, into: &text)
        case .image(let target, let alt):
            appendImage(target, alt: alt, style: style, link: link, into: &text)
        case .span(let attributes, let children):
            appendSpan(attributes, children, style: style, link: link, into: &text)
        case .raw:
            break
        case .footnoteReference(let label):
            var noteStyle = style
            noteStyle.foreground = theme.footnote
            text.append("[\(footnotes.numbers[label].map(String.init) ?? label)]", style: noteStyle, link: link)
        }
    }

    private mutating func appendFormatting(_ inline: Inline, style: TerminalStyle, link: Int?, into text: inout TerminalText) {
        guard let formatting = inline.formatting else { return }
        var inner = style
        switch formatting.kind {
        case .emphasis: inner.italic = true
        case .strong: inner.bold = true
        case .underline: inner.underline = true
        case .strikethrough: inner.strikethrough = true
        case .superscript, .subscript:
            // Raised and lowered text as characters: `10⁶`, `H₂O`, else `^(…)`/`_(…)`.
            let plain = Inline.plainText(of: formatting.children, softBreak: " ", hardBreak: " ")
            let shown = formatting.kind == .superscript ? ScriptCharacters.superscript(plain) : ScriptCharacters.subscript(plain)
            text.append(shown, style: styled(style, by: formatting.attributes), link: link)
            return
        }
        append(formatting.children, style: styled(inner, by: formatting.attributes), link: link, into: &text)
    }

    /// A link: an OSC 8 hyperlink when hyperlinks are on; otherwise its text followed by
    /// ` (url)` (unless the text is the URL) or by a reference number. A URL no browser
    /// would follow safely (`javascript:`…) is not linked.
    private mutating func appendLink(
        _ target: LinkTarget, _ children: [Inline], style: TerminalStyle, link: Int?, into text: inout TerminalText
    ) {
        let url = target.destination
        guard !url.isEmpty, SanitizerPolicy.default.urls.allowsLink(url) else {
            append(children, style: style, link: link, into: &text)
            return
        }
        var linkStyle = styled(style, by: target.attributes)
        linkStyle.underline = true
        linkStyle.foreground = linkStyle.foreground ?? theme.link
        if options.usesEscapes && options.hyperlinks {
            append(children, style: linkStyle, link: layout.addLink(url), into: &text)
            return
        }
        linkTextDepth += 1
        append(children, style: linkStyle, link: link, into: &text)
        linkTextDepth -= 1
        let shown = Inline.plainText(of: children, softBreak: " ", hardBreak: " ")
        guard shown != url, "mailto:" + shown != url else { return }
        appendLinkLocation(url, style: style, link: link, into: &text)
    }

    /// An image: `[image: alt]` (`[image]` without alt text), linked to its source (or,
    /// without hyperlinks, followed by it, unless the image is the text of a link).
    private mutating func appendImage(_ target: LinkTarget, alt: [Inline], style: TerminalStyle, link: Int?, into text: inout TerminalText) {
        let altText = Inline.plainText(of: alt, softBreak: " ", hardBreak: " ")
        let label = altText.isEmpty ? "[image]" : "[image: \(altText)]"
        var imageStyle = style
        imageStyle.foreground = theme.subtle
        let source = target.destination
        guard !source.isEmpty, SanitizerPolicy.default.urls.allowsImage(source) else {
            text.append(label, style: imageStyle, link: link)
            return
        }
        if options.usesEscapes && options.hyperlinks {
            text.append(label, style: imageStyle, link: link ?? layout.addLink(source))
        } else {
            text.append(label, style: imageStyle, link: link)
            // Inside a link's text the link's own URL follows; the image's would only repeat.
            if linkTextDepth == 0 { appendLinkLocation(source, style: style, link: link, into: &text) }
        }
    }

    /// ` (url)` or a reference number `[n]`, in the subtle colour.
    private mutating func appendLinkLocation(_ url: String, style: TerminalStyle, link: Int?, into text: inout TerminalText) {
        var location = style
        location.foreground = theme.subtle
        location.underline = false
        switch options.linkStyle {
        case .inline:
            text.append(" (\(url))", style: location, link: link)
        case .reference:
            // Numbered after the footnotes, so `[n]` means one thing in the list at the end.
            let first = footnotes.definitions.count + 1
            if let existing = references.firstIndex(of: url) {
                text.append("[\(first + existing)]", style: location, link: link)
            } else {
                references.append(url)
                text.append("[\(first + references.count - 1)]", style: location, link: link)
            }
        }
    }

    /// Elements kept as spans: quotation marks for `q`, a highlight for `mark`, dim `small`,
    /// and whatever inline CSS they carry.
    private mutating func appendSpan(
        _ attributes: Attributes, _ children: [Inline], style: TerminalStyle, link: Int?, into text: inout TerminalText
    ) {
        var inner = styled(style, by: attributes)
        switch attributes.elementName {
        case "q"?:
            let marks = QuotationMarks.marks(depth: quoteDepth)
            text.append(marks.open, style: inner, link: link)
            quoteDepth += 1
            append(children, style: inner, link: link, into: &text)
            quoteDepth -= 1
            text.append(marks.close, style: inner, link: link)
            return
        case "mark"?:
            inner.foreground = theme.markForeground
            inner.background = theme.markBackground
        case "small"?:
            inner.dim = true
        case "kbd"?:
            inner.bold = true
        default:
            break
        }
        append(children, style: inner, link: link, into: &text)
    }

    /// `style` with what `attributes`' inline CSS says that a terminal can show: colour,
    /// background, bold (weight 600 and up), italics, underline and line-through.
    func styled(_ style: TerminalStyle, by attributes: Attributes) -> TerminalStyle {
        guard !attributes.style.isEmpty else { return style }
        var result = style
        let css = attributes.style
        if case .rgba(let color)? = css.color, color.alpha > 0 { result.foreground = TerminalColor(color) }
        if case .rgba(let color)? = css.backgroundColor, color.alpha > 0 { result.background = TerminalColor(color) }
        switch css.fontWeight {
        case .number(let weight)?: result.bold = weight >= 600
        case .bolder?: result.bold = true
        case .lighter?, nil: break
        }
        switch css.fontStyle {
        case .italic?, .oblique?: result.italic = true
        case .normal?: result.italic = false
        case nil: break
        }
        if let lines = css.textDecorationLine {
            result.underline = lines.contains(.underline)
            result.strikethrough = lines.contains(.lineThrough)
        }
        return result
    }
}
