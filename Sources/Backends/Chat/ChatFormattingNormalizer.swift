import MarkupAST

/// Reduces the formatting of one line to what the flavour's reader gives back.
///
/// Every flavour: a kind nested in itself is flattened (a reader cannot open a kind that
/// is open; Telegram's would close it). Telegram also merges two emphases side by side and
/// drops underline inside bold, strikethrough and spoiler at once (see ``separatorKinds``). Markup, Slack and WhatsApp also need every
/// delimiter at a word boundary: whitespace at the edges of formatting moves outside, and
/// formatting is kept only when the nearest text character before it is whitespace,
/// punctuation or the line start, and the nearest after it whitespace, punctuation or the
/// line end. Deciding on text characters, not on the delimiters around them, makes the
/// choice independent of the other choices, so one pass decides all; and it is safe: the
/// character written next to a kept delimiter is that text character or another
/// delimiter, which is punctuation.
struct ChatFormattingNormalizer {
    let flavor: ChatFlavor

    /// `line` with its formatting reduced.
    func normalize(_ line: [Inline]) -> [Inline] {
        let flattened = flatten(line, open: 0)
        guard flavor.usesFlankingRules else { return flattened }
        var events = ChatBoundaryEvents()
        events.collect(flattened)
        let kept = events.keptFormatting()
        if !kept.contains(false) { return flattened }
        var next = 0
        return rebuild(flattened, kept: kept, next: &next)
    }

    /// The formatting kinds a reader tracks: the six formatting inlines and spoilers.
    private enum Kind: Hashable {
        case formatting(Inline.Formatting)
        case spoiler

        /// The kind as one bit of a set of open kinds.
        var bit: UInt8 {
            switch self {
            case .formatting(let formatting): return 1 << UInt8(Inline.Formatting.allCases.firstIndex(of: formatting) ?? 0)
            case .spoiler: return 1 << 7
            }
        }
    }

    /// The kinds whose empty pair Telegram's writer puts between two `_`-delimiters (`___`
    /// reads as `__` then `_`); inside all three there is none left, so underline is
    /// dropped there.
    private static let separatorKinds = Kind.formatting(.strong).bit | Kind.formatting(.strikethrough).bit | Kind.spoiler.bit

    private static func kind(of inline: Inline) -> Kind? {
        if let formatting = inline.formatting { return .formatting(formatting.kind) }
        if case .span(let attributes, _) = inline, attributes.classes.contains(ChatFlavor.spoilerClass) { return .spoiler }
        return nil
    }

    /// Same kinds nested in themselves flattened; whitespace moved out of formatting when
    /// delimiters need word boundaries.
    private func flatten(_ inlines: [Inline], open: UInt8) -> [Inline] {
        var builder = InlineBuilder()
        for inline in inlines {
            guard let kind = Self.kind(of: inline) else {
                if case .link(let target, let children) = inline {
                    builder.append(.link(target, flatten(children, open: open)))
                } else {
                    builder.append(inline)
                }
                continue
            }
            let children = flatten(inline.children, open: open | kind.bit)
            if open & kind.bit != 0 || (kind == .formatting(.underline) && open & Self.separatorKinds == Self.separatorKinds) {
                builder.append(contentsOf: children)
                continue
            }
            guard flavor.usesFlankingRules else {
                builder.append(inline.replacingChildren(children))
                continue
            }
            let (leading, core, trailing) = Self.peelWhitespace(children)
            builder.appendText(leading)
            if core.isEmpty {
                continue
            }
            builder.append(inline.replacingChildren(core))
            builder.appendText(trailing)
        }
        return flavor.usesFlankingRules ? builder.build() : Self.mergingAdjacentEmphasis(builder.build())
    }

    /// Telegram: two emphases side by side become one (`_a__b_` would read as `__`).
    private static func mergingAdjacentEmphasis(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines {
            if case .emphasis(let children, _) = inline, case .emphasis(let previous, _)? = result.last {
                result[result.count - 1] = .emphasis(Inline.normalized(previous + children))
            } else {
                result.append(inline)
            }
        }
        return result
    }

    /// The leading whitespace of the first text child, the rest, and the trailing
    /// whitespace of the last text child (all of it when the content is only whitespace;
    /// word joiners among the trailing whitespace are dropped).
    private static func peelWhitespace(_ children: [Inline]) -> (String, [Inline], String) {
        var core = children
        var leading = ""
        var trailing = ""
        if case .text(let text)? = core.first {
            let scalars = text.unicodeScalars
            let start = scalars.firstIndex { ChatCharacterClass.of($0) != .whitespace } ?? scalars.endIndex
            leading = String(scalars[..<start])
            let rest = String(scalars[start...])
            if rest.isEmpty { core.removeFirst() } else { core[0] = .text(rest) }
        }
        if case .text(let text)? = core.last {
            // Word joiners mixed into the trailing whitespace go too: one left before the
            // closing delimiter would escape it.
            let scalars = text.unicodeScalars
            var end = scalars.endIndex
            while end > scalars.startIndex {
                let scalar = scalars[scalars.index(before: end)]
                guard scalar == ChatFlavor.wordJoiner || ChatCharacterClass.of(scalar) == .whitespace else { break }
                end = scalars.index(before: end)
            }
            trailing = String(String.UnicodeScalarView(scalars[end...].filter { $0 != ChatFlavor.wordJoiner }))
            let rest = String(scalars[..<end])
            if rest.isEmpty { core.removeLast() } else { core[core.count - 1] = .text(rest) }
        }
        return (leading, core, trailing)
    }

    /// `inlines` with each formatting node kept or replaced by its content, by `kept`
    /// (indexed in pre-order).
    private func rebuild(_ inlines: [Inline], kept: [Bool], next: inout Int) -> [Inline] {
        var builder = InlineBuilder()
        for inline in inlines {
            if Self.kind(of: inline) != nil {
                let keep = next < kept.count && kept[next]
                next += 1
                let children = rebuild(inline.children, kept: kept, next: &next)
                if keep { builder.append(inline.replacingChildren(children)) } else { builder.append(contentsOf: children) }
            } else {
                builder.append(inline)
            }
        }
        return builder.build()
    }
}
