import MarkupAST

/// Serializes a ``RunsDocument`` as runs.json: keys in a fixed order, one table entry per
/// line, so the same document always gives the same bytes and golden diffs stay readable.
struct RunsJSONWriter {
    /// The format version written to `version`.
    static let formatVersion: StaticString = "1.1"

    let offsets: RunsOffsetKinds

    func write(_ document: RunsDocument) -> [UInt8] {
        let json = JSONByteWriter(capacity: 512 + document.runs.count * 96 + document.length.utf8 * 2)
        json.raw("{\"format\":\"mconv.runs\",\"version\":\"")
        json.raw(Self.formatVersion)
        json.raw("\",\"offsets\":[\"utf16\"")
        if offsets.contains(.codePoint) { json.raw(",\"codePoint\"") }
        if offsets.contains(.utf8) { json.raw(",\"utf8\"") }
        json.raw("],\n\"length\":")
        lengths(document.length, json)
        if document.title != nil || document.lang != nil {
            json.raw(",\n\"meta\":{")
            if let title = document.title {
                json.raw("\"title\":")
                json.string(title)
            }
            if let lang = document.lang {
                json.raw(document.title == nil ? "\"lang\":" : ",\"lang\":")
                json.string(lang)
            }
            json.raw("}")
        }
        json.raw(",\n\"base\":")
        base(document.base, json)
        json.raw(",\n\"styles\":[")
        for (offset, style) in document.styles.enumerated() {
            json.raw(offset == 0 ? "\n" : ",\n")
            self.style(style, json)
        }
        json.raw("],\n\"paragraphStyles\":[")
        for (offset, style) in document.paragraphStyles.enumerated() {
            json.raw(offset == 0 ? "\n" : ",\n")
            paragraphStyle(style, json)
        }
        json.raw("],\n\"links\":[")
        for (offset, link) in document.links.enumerated() {
            json.raw(offset == 0 ? "\n" : ",\n")
            self.link(link, json)
        }
        json.raw("],\n\"attachments\":[")
        for (offset, attachment) in document.attachments.enumerated() {
            json.raw(offset == 0 ? "\n" : ",\n")
            self.attachment(attachment, json)
        }
        json.raw("],\n\"blocks\":[")
        for (offset, block) in document.blocks.enumerated() {
            json.raw(offset == 0 ? "\n" : ",\n")
            self.block(block, json)
        }
        json.raw("],\n\"runs\":[")
        for (offset, run) in document.runs.enumerated() {
            json.raw(offset == 0 ? "\n" : ",\n")
            self.run(run, json)
        }
        json.raw("]}\n")
        return json.buffer.bytes
    }

    private func lengths(_ length: TextOffsets, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"utf16\":")
        json.int(length.utf16)
        if offsets.contains(.codePoint) {
            json.raw(",\"codePoint\":")
            json.int(length.codePoint)
        }
        if offsets.contains(.utf8) {
            json.raw(",\"utf8\":")
            json.int(length.utf8)
        }
        json.raw("}")
    }

    /// `,"u16":[s,l]` and the opt-in kinds.
    private func ranges(_ range: TextRange, _ json: JSONByteWriter) {
        json.raw(",\"u16\":[")
        json.int(range.start.utf16)
        json.raw(",")
        json.int(range.length.utf16)
        json.raw("]")
        if offsets.contains(.codePoint) {
            json.raw(",\"cp\":[")
            json.int(range.start.codePoint)
            json.raw(",")
            json.int(range.length.codePoint)
            json.raw("]")
        }
        if offsets.contains(.utf8) {
            json.raw(",\"u8\":[")
            json.int(range.start.utf8)
            json.raw(",")
            json.int(range.length.utf8)
            json.raw("]")
        }
    }

    private func base(_ root: RootStyle, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"theme\":")
        json.string(root.theme)
        json.raw(",\"fontSize\":")
        json.number(root.fontSize)
        json.raw(",\"fontFamily\":")
        json.strings(root.fontFamily)
        json.raw(",\"monospaceFontFamily\":")
        json.strings(root.monospaceFontFamily)
        json.raw(",\"color\":")
        json.color(root.color)
        if let background = root.background {
            json.raw(",\"background\":")
            json.color(background)
        }
        if let link = root.linkColor {
            json.raw(",\"linkColor\":")
            json.color(link)
        }
        json.raw("}")
    }

    private func style(_ style: ResolvedTextStyle, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"marks\":")
        json.raw("[")
        var firstMark = true
        for (mark, name) in InlineMarks.named where style.marks.contains(mark) {
            if !firstMark { json.raw(",") }
            json.string(name)
            firstMark = false
        }
        json.raw("]")
        json.raw(",\"fontSize\":")
        json.number(style.fontSize)
        json.raw(",\"fontWeight\":")
        json.int(style.fontWeight)
        json.raw(",\"italic\":")
        json.bool(style.italic)
        json.raw(",\"monospace\":")
        json.bool(style.monospace)
        if let family = style.fontFamily {
            json.raw(",\"fontFamily\":")
            json.strings(family)
        }
        json.raw(",\"color\":")
        json.color(style.color)
        if let background = style.background {
            json.raw(",\"background\":")
            json.color(background)
        }
        if let underline = style.underline {
            json.raw(",\"underline\":")
            decoration(underline, json)
        }
        if let strike = style.strikethrough {
            json.raw(",\"strikethrough\":")
            decoration(strike, json)
        }
        if let offset = style.baselineOffset {
            json.raw(",\"baselineOffset\":")
            json.number(offset)
        }
        if let script = style.script {
            json.raw(",\"script\":")
            json.string(script.rawValue)
        }
        if let kern = style.kern {
            json.raw(",\"kern\":")
            json.number(kern)
        }
        if let lang = style.lang {
            json.raw(",\"lang\":")
            json.string(lang)
        }
        json.raw("}")
    }

    private func decoration(_ decoration: TextDecoration, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"style\":")
        json.string(decoration.pattern == .none ? "single" : decoration.pattern.rawValue)
        if let color = decoration.color {
            json.raw(",\"color\":")
            json.color(color)
        }
        json.raw("}")
    }

    private func paragraphStyle(_ style: ResolvedParagraphStyle, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"alignment\":")
        json.string(style.alignment.rawValue)
        if let direction = style.direction {
            json.raw(",\"direction\":")
            json.string(direction.rawValue)
        }
        optionalNumber(",\"lineHeightMultiple\":", style.lineHeightMultiple, json)
        optionalNumber(",\"lineSpacing\":", style.lineSpacing, json)
        optionalNumber(",\"spacingBefore\":", style.spacingBefore, json)
        optionalNumber(",\"spacingAfter\":", style.spacingAfter, json)
        optionalNumber(",\"firstLineHeadIndent\":", style.firstLineHeadIndent, json)
        optionalNumber(",\"headIndent\":", style.headIndent, json)
        optionalNumber(",\"tailIndent\":", style.tailIndent, json)
        if let stops = style.tabStops {
            json.raw(",\"tabStops\":")
            json.raw("[")
            for (offset, stop) in stops.enumerated() {
                if offset > 0 { json.raw(",") }
                json.number(stop)
            }
            json.raw("]")
        }
        if let wrap = style.wrap {
            json.raw(",\"wrap\":")
            json.string(wrap.rawValue)
        }
        json.raw("}")
    }

    private func optionalNumber(_ name: StaticString, _ value: Double?, _ json: JSONByteWriter) {
        guard let value else { return }
        json.raw(name)
        json.number(value)
    }

    private func optionalString(_ name: StaticString, _ value: String?, _ json: JSONByteWriter) {
        guard let value else { return }
        json.raw(name)
        json.string(value)
    }

    private func optionalInt(_ name: StaticString, _ value: Int?, _ json: JSONByteWriter) {
        guard let value else { return }
        json.raw(name)
        json.int(value)
    }

    private func optionalBool(_ name: StaticString, _ value: Bool?, _ json: JSONByteWriter) {
        guard let value else { return }
        json.raw(name)
        json.bool(value)
    }

    private func link(_ link: RunsLink, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"href\":")
        json.string(link.href)
        optionalString(",\"title\":", link.title, json)
        optionalString(",\"kind\":", link.kind?.rawValue, json)
        json.raw("}")
    }

    private func attachment(_ attachment: RunsAttachment, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"kind\":")
        json.string(attachment.kind.rawValue)
        optionalString(",\"src\":", attachment.src, json)
        optionalString(",\"alt\":", attachment.alt, json)
        optionalString(",\"title\":", attachment.title, json)
        optionalNumber(",\"width\":", attachment.width, json)
        optionalNumber(",\"height\":", attachment.height, json)
        optionalString(",\"display\":", attachment.display?.rawValue, json)
        json.raw("}")
    }

    private func block(_ block: RunsBlock, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"type\":")
        json.string(block.kind.rawValue)
        json.raw(",\"parent\":")
        if let parent = block.parent { json.int(parent) } else { json.raw("null") }
        json.raw(",\"depth\":")
        json.int(block.depth)
        optionalInt(",\"level\":", block.level, json)
        optionalBool(",\"ordered\":", block.ordered, json)
        optionalInt(",\"start\":", block.start, json)
        optionalBool(",\"reversed\":", block.reversed, json)
        optionalBool(",\"tight\":", block.tight, json)
        optionalInt(",\"listLevel\":", block.listLevel, json)
        optionalString(",\"markerStyle\":", block.markerStyle?.rawValue, json)
        optionalInt(",\"ordinal\":", block.ordinal, json)
        optionalString(",\"marker\":", block.marker, json)
        if let task = block.task {
            json.raw(",\"task\":")
            json.raw(task == .checked ? "\"checked\"" : "\"unchecked\"")
        }
        optionalString(",\"language\":", block.language, json)
        optionalString(",\"info\":", block.info, json)
        if let columns = block.columns {
            json.raw(",\"columns\":")
            json.raw("[")
            for (offset, alignment) in columns.enumerated() {
                if offset > 0 { json.raw(",") }
                json.raw("{\"align\":")
                json.string(alignment.rawValue)
                json.raw("}")
            }
            json.raw("]")
        }
        optionalBool(",\"header\":", block.header, json)
        optionalInt(",\"row\":", block.row, json)
        optionalInt(",\"column\":", block.column, json)
        optionalInt(",\"colspan\":", block.colspan, json)
        optionalInt(",\"rowspan\":", block.rowspan, json)
        optionalString(",\"label\":", block.label, json)
        optionalString(",\"html\":", block.html, json)
        optionalString(",\"anchor\":", block.anchor, json)
        optionalInt(",\"paragraphStyle\":", block.paragraphStyle, json)
        if let delimiter = block.delimiter {
            json.raw(",\"md\":")
            json.raw("{\"delimiter\":")
            json.string(delimiter.rawValue)
            json.raw("}")
        }
        ranges(block.range, json)
        json.raw("}")
    }

    private func run(_ run: TextRun, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"text\":")
        json.string(run.text)
        ranges(run.range, json)
        json.raw(",\"style\":")
        json.int(run.style)
        json.raw(",\"block\":")
        json.int(run.block)
        optionalInt(",\"link\":", run.link, json)
        optionalInt(",\"attachment\":", run.attachment, json)
        if run.role != .text {
            json.raw(",\"role\":")
            json.string(run.role.rawValue)
        }
        optionalString(",\"footnote\":", run.footnote, json)
        optionalString(",\"rawFormat\":", run.rawFormat, json)
        json.raw("}")
    }
}
