import MarkupAST

/// The formatting an element's own inline CSS gives or takes away, so that the AST follows
/// what a reader sees rather than the tag alone (the same reading runs.json's style
/// resolution makes of the declarations):
///
/// - `font-weight` of 600 or more (or `bolder`) is strong, below 600 (or `lighter`) is not;
/// - `font-style: italic`/`oblique` is emphasis, `normal` is not;
/// - `text-decoration-line` with `underline` is underline, with `line-through`
///   strikethrough; a declared line without them (`none`) takes both away;
/// - `vertical-align: super`/`sub` is superscript/subscript, `baseline` neither;
/// - a `font-family` whose first family is a monospace one is code.
///
/// Google Docs' clipboard is the case in point: `<b style="font-weight:normal">` around the
/// whole paste is not bold, and `<span style="font-weight:700">` inside it is.
enum CSSFormatting {
    /// Whether `style` takes `formatting` away from the element it is on
    /// (`<b style="font-weight:normal">`, `<i style="font-style:normal">`).
    static func cancels(_ formatting: Inline.Formatting, in style: InlineStyle) -> Bool {
        formatting.isCancelled(by: style)
    }

    /// The formatting `style` gives, outermost first: strong, emphasis, underline,
    /// strikethrough, then superscript or subscript.
    static func formattings(of style: InlineStyle) -> [Inline.Formatting] {
        var result: [Inline.Formatting] = []
        if let weight = style.fontWeight, weight.isBold { result.append(.strong) }
        switch style.fontStyle {
        case .italic?, .oblique?: result.append(.emphasis)
        case .normal?, nil: break
        }
        if let line = style.textDecorationLine {
            if line.contains(.underline) { result.append(.underline) }
            if line.contains(.lineThrough) { result.append(.strikethrough) }
        }
        switch style.verticalAlign {
        case .keyword(.super)?: result.append(.superscript)
        case .keyword(.sub)?: result.append(.subscript)
        default: break
        }
        return result
    }

    /// Whether `style`'s first font family is a monospace one: the generic `monospace` or
    /// `ui-monospace`, or a font that is only made monospaced (Courier New, Consolas…).
    static func isMonospace(_ style: InlineStyle) -> Bool {
        guard let first = style.fontFamily?.first else { return false }
        switch first {
        case .generic(let generic):
            return generic == .monospace || generic == .uiMonospace
        case .named(let name):
            return monospaceFamilies.contains(ASCIIFolding.lowercased(name))
        }
    }

    /// `content` inside `formatting` with `attributes`, split around the children whose own
    /// style takes the formatting away (`<b>Note: <span style="font-weight:normal">x</span></b>`
    /// is bold "Note:" then plain "x", as a browser computes it): one formatting node per
    /// run of other content, the attributes' `id` on the first only, so ids stay unique.
    ///
    /// Only a formatting without a style of its own is split, and only around an absolute
    /// value (`font-weight: 400`, not `lighter`): a child moved out of it must not lose a
    /// colour or size it inherited, nor resolve a relative weight against another parent.
    static func formatted(_ formatting: Inline.Formatting, _ content: [Inline], attributes: Attributes) -> [Inline] {
        guard isSplit(formatting, content, attributes: attributes) else {
            return [.formatted(formatting, content, attributes: attributes)]
        }
        var result: [Inline] = []
        var run: [Inline] = []
        var attributes = attributes
        func flush() {
            guard !run.isEmpty else { return }
            result.append(.formatted(formatting, run, attributes: attributes))
            if attributes.id != nil { attributes.id = nil }
            run.removeAll()
        }
        for inline in content {
            if cancels(formatting, inChild: inline) {
                flush()
                result.append(inline)
            } else {
                run.append(inline)
            }
        }
        flush()
        return result
    }

    /// Whether ``formatted(_:_:attributes:)`` splits `content`: more than one node.
    static func isSplit(_ formatting: Inline.Formatting, _ content: [Inline], attributes: Attributes) -> Bool {
        attributes.style.isEmpty && content.contains { cancels(formatting, inChild: $0) }
    }

    /// Whether `inline`, a child of `formatting`, is an element whose own style takes that
    /// formatting away with an absolute value (a span, or another formatting such as an
    /// italic span at weight 400).
    private static func cancels(_ formatting: Inline.Formatting, inChild inline: Inline) -> Bool {
        inline.isContainer && formatting.isCancelled(byChildStyle: inline.attributes.style)
    }

    /// Font families that exist only in a monospaced design, lower-cased: the ones office
    /// suites, mail clients and editors offer for code and commands.
    private static let monospaceFamilies: Set<String> = [
        "courier", "courier new", "consolas", "menlo", "monaco", "lucida console", "lucida sans typewriter",
        "andale mono", "dejavu sans mono", "liberation mono", "source code pro", "roboto mono", "ubuntu mono",
        "fira code", "fira mono", "jetbrains mono", "cascadia code", "cascadia mono", "sf mono", "inconsolata",
        "droid sans mono", "noto sans mono", "ibm plex mono", "pt mono", "monospace",
    ]
}
