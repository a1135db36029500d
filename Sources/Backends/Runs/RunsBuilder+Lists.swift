import MarkupAST

extension RunsBuilder {
    /// A list: a `list` container holding `listItem` containers; each item's marker is real
    /// text (`"•\t"`, `"3.\t"`, role `marker`) at the start of its first leaf, which hangs
    /// it into the list's indent with a tab stop where the item text starts.
    @inline(never)
    mutating func list(_ style: ListStyle, items: [ListItem], frame: StyleFrame, attributes: Attributes?) {
        let declared = resolver.declaredStyle(kind: .list, attributes: attributes, defaultElement: style.start == nil ? "ul" : "ol", parent: frame.text)
        let inner = resolver.frame(frame, applying: declared)
        let hang = declared.indent ?? 0
        let level = listLevel + 1
        let markerStyle = Self.markerStyle(style, level: level)
        // A marker still waiting (an item or footnote that starts with this list) gets a line
        // of its own, inside its own item, before the list starts.
        if let waiting = pendingMarker { emptyParagraph(frame: waiting.style) }
        openBlock(.list) {
            $0.ordered = style.start != nil
            $0.tight = style.isTight
            if style.isReversed { $0.reversed = true }
            $0.listLevel = level
            $0.markerStyle = markerStyle
            $0.anchor = attributes?.id
            if case .ordered(let start, let delimiter) = style.kind {
                $0.start = start
                $0.delimiter = delimiter
            }
        }
        let outerLevel = listLevel
        let outerTight = inTightListItem
        listLevel = level
        for (offset, item) in items.enumerated() {
            let ordinal = style.ordinal(ofItemAt: offset)
            var marker = style.orderedMarker(ofItemAt: offset) ?? Self.bullet(markerStyle)
            if let task = item.task { marker = task == .checked ? "\u{2611}" : "\u{2610}" }
            // The item's own attributes, resolved with the item (so the marker shares them).
            let content = item.blocks
            let itemAttributes = item.attributes.isEmpty ? nil : item.attributes
            let itemDeclared = resolver.declaredStyle(kind: .listItem, attributes: itemAttributes, parent: inner.text)
            let itemFrame = resolver.frame(inner, applying: itemDeclared)
            openBlock(.listItem) {
                $0.listLevel = level
                $0.marker = marker
                $0.ordinal = ordinal
                $0.task = item.task
                $0.anchor = itemAttributes?.id
            }
            let markerFrame = resolver.frame(itemFrame, applying: resolver.declaredStyle(kind: .listMarker, attributes: nil, parent: itemFrame.text))
            pendingMarker = PendingMarker(text: marker, hang: hang, style: markerFrame)
            inTightListItem = style.isTight
            walk(content, frame: itemFrame)
            if pendingMarker != nil { emptyParagraph(frame: itemFrame) }
            inTightListItem = outerTight
            closeBlock()
        }
        listLevel = outerLevel
        closeBlock()
    }

    static func markerStyle(_ style: ListStyle, level: Int) -> RunsBlock.MarkerStyle {
        guard style.start != nil else {
            switch level {
            case 1: return .disc
            case 2: return .circle
            default: return .square
            }
        }
        switch style.numbering {
        case .decimal: return .decimal
        case .lowerAlpha: return .lowerAlpha
        case .upperAlpha: return .upperAlpha
        case .lowerRoman: return .lowerRoman
        case .upperRoman: return .upperRoman
        }
    }

    static func bullet(_ style: RunsBlock.MarkerStyle) -> String {
        switch style {
        case .circle: return "\u{25E6}"
        case .square: return "\u{25AA}"
        default: return "\u{2022}"
        }
    }
}
