import MarkupAST

/// Lists (HTML Standard §4.4.5–§4.4.8, rendering §15.3.7).
///
/// - `ol` is ordered: `start` (an integer, possibly negative), `type` (`1`, `a`, `A`, `i`,
///   `I` → ``ListStyle/Numbering``), `reversed` (without `start`, counting down from the
///   number of items, as the standard's ordinal values do). Without `start`, a first item's
///   `value` gives the start. `ul`, `menu` and `dir` are bullet lists.
/// - A list is tight unless one of its items holds a `<p>` (directly, or through elements
///   that make no box): that is how cmark-gfm writes a loose list as HTML, and what makes a
///   browser space the items apart.
/// - A list directly inside a list belongs to the previous item (the common mistake
///   `<ul><li>a</li><ul>…</ul></ul>`); other content directly in a list becomes an item.
extension LoweringWalker {
    /// Opens `ol`, `ul`, `menu` or `dir`.
    mutating func pushList(_ id: DOMTree.NodeID, ordered: Bool) {
        func value(_ name: String) -> String? { attributeValue(name, of: id) }
        var listStyle = ListStyle(kind: .bullet)
        var hasExplicitStart = false
        if ordered {
            var start = value("start").flatMap(Self.parseInteger)
            if start == nil, let first = firstListItem(of: id) {
                start = attributeValue("value", of: first).flatMap(Self.parseInteger)
            }
            hasExplicitStart = start != nil
            listStyle.kind = .ordered(start: start ?? 1, delimiter: .period)
            listStyle.numbering = Self.numbering(ofType: value("type")) ?? .decimal
            listStyle.isReversed = value("reversed") != nil
        }
        if let type = style(of: id)?.listStyleType { Self.apply(type, to: &listStyle) }
        let consumed: [String] = ordered ? ["start", "type", "reversed"] : ["type"]
        let isDirectlyInList = frames[top].isList
        let pushed = pushBlockContainer(
            .list(listStyle, hasExplicitStart: hasExplicitStart),
            node: id,
            depth: frames[top].blockDepth,
            ownAttributes: ownAttributes(of: id, defaultTag: ordered ? .ol : .ul) { consumed.contains($0) }
        )
        if pushed { frames[top].appendsToLastItem = isDirectlyInList }
    }

    /// Opens an `li`: an item of the list below, or a plain block where that list was
    /// flattened at the nesting cap.
    mutating func pushListItem(_ id: DOMTree.NodeID) {
        guard frames[top].isList else {
            pushTransparent(node: id, isBlockLevel: true, isFlattened: true)
            return
        }
        pushBlockContainer(
            .listItem,
            node: id,
            depth: frames[top].depth + 1,
            flattenable: false,
            ownAttributes: ownAttributes(of: id, defaultTag: .li)
        )
    }

    /// Hands a finished list to its parent (or, for a list directly in a list, to the
    /// parent's last item). Empty lists make nothing.
    mutating func closeList(_ frame: LoweringFrame, style: ListStyle, hasExplicitStart: Bool) {
        guard !frame.items.isEmpty else { return }
        var style = style
        if style.isReversed && !hasExplicitStart, case .ordered(_, let delimiter) = style.kind {
            style.kind = .ordered(start: frame.items.count, delimiter: delimiter)
        }
        style.isTight = !frame.holdsExplicitParagraph
        let block = Block.list(style, frame.items, attributes: frame.ownAttributes ?? Attributes())
        guard frame.appendsToLastItem && frames[top].isList else {
            appendBlock(block)
            return
        }
        let list = frames[top].extras()
        if list.items.isEmpty {
            list.items.append(ListItem(blocks: [block]))
        } else {
            list.items[list.items.count - 1].blocks.append(block)
        }
    }

    /// Hands a finished item to its list. An item made for stray content that turned out
    /// empty (white space, a lone `<br>`) makes nothing; an empty `<li>` is an empty item,
    /// as a browser draws its marker.
    mutating func closeListItem(_ frame: LoweringFrame) {
        guard frames[top].isList else {
            // Not reached (items open only on lists); kept so that no content can be lost.
            for block in frame.blocks { appendBlock(block) }
            return
        }
        if frame.synthetic == .item && frame.blocks.isEmpty && frame.task == nil { return }
        frames[top].extras().items.append(
            ListItem(task: frame.task, blocks: frame.blocks, attributes: frame.ownAttributes ?? Attributes())
        )
        if frame.holdsExplicitParagraph { frames[top].holdsExplicitParagraph = true }
    }

    /// The first `li` child of list `id`.
    private func firstListItem(of id: DOMTree.NodeID) -> DOMTree.NodeID? {
        tree.children(of: id).first { tree.nodes[Int($0)].kind == .element && tree.nodes[Int($0)].tag == .li }
    }

    /// A `list-style-type` style: a numbering style makes the list ordered with that
    /// numbering, a bullet style makes it a bullet list; `none`, strings and other counter
    /// styles leave it as the element says.
    private static func apply(_ type: CSSListStyleType, to style: inout ListStyle) {
        guard case .predefined(let predefined) = type else { return }
        let numbering: ListStyle.Numbering
        switch predefined {
        case .disc, .circle, .square, .disclosureOpen, .disclosureClosed:
            style.kind = .bullet
            style.numbering = .decimal
            return
        case .decimal, .decimalLeadingZero: numbering = .decimal
        case .lowerAlpha, .lowerLatin: numbering = .lowerAlpha
        case .upperAlpha, .upperLatin: numbering = .upperAlpha
        case .lowerRoman: numbering = .lowerRoman
        case .upperRoman: numbering = .upperRoman
        default: return
        }
        if case .bullet = style.kind { style.kind = .ordered(start: 1, delimiter: .period) }
        style.numbering = numbering
    }

    /// `<ol type>` (compared case-sensitively, §4.4.5).
    static func numbering(ofType type: String?) -> ListStyle.Numbering? {
        switch type {
        case "1": return .decimal
        case "a": return .lowerAlpha
        case "A": return .upperAlpha
        case "i": return .lowerRoman
        case "I": return .upperRoman
        default: return nil
        }
    }

    /// The HTML Standard's rules for parsing integers (§2.3.4.1): leading ASCII white
    /// space, an optional sign, digits; anything after the digits is ignored. Values are
    /// clamped to ±2,147,483,647 (browsers keep 32-bit list numbers).
    static func parseInteger(_ text: String) -> Int? {
        var bytes = text.utf8.drop(while: isWhitespace)
        var sign = 1
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if first == UInt8(ascii: "-") { sign = -1 }
            bytes = bytes.dropFirst()
        }
        var value = 0
        var sawDigit = false
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { break }
            sawDigit = true
            value = min(value * 10 + Int(byte - 0x30), Int(Int32.max))
        }
        return sawDigit ? sign * value : nil
    }

    /// The rules for parsing non-negative integers (§2.3.4.2), or `nil`.
    static func parseNonNegativeInteger(_ text: String) -> Int? {
        guard let value = parseInteger(text), value >= 0 else { return nil }
        return value
    }
}
