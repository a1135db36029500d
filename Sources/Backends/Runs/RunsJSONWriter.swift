import MarkupAST
import MarkupJSON

/// Serializes a ``RunsDocument`` as runs.json: keys in a fixed order, one table entry per
/// line, so the same document always gives the same bytes and golden diffs stay readable.
struct RunsJSONWriter {
    /// The format version written to `version`.
    static let formatVersion: StaticString = "2.0"

    let offsets: RunsOffsetKinds

    func write(_ document: RunsDocument) -> [UInt8] {
        let json = JSONByteWriter(capacity: 512 + document.runs.count * 96 + document.length.utf8 * 2)
        write(document, into: json)
        return json.buffer.bytes
    }

    /// The same bytes, handed to `write` a piece of at most `pieceBytes` at a time (more
    /// only for a single string longer than that).
    func write(_ document: RunsDocument, pieceBytes: Int = Self.pieceBytes, inPieces write: (UnsafeBufferPointer<UInt8>) -> Void) {
        let estimate = 512 + document.runs.count * 96 + document.length.utf8 * 2
        let json = JSONByteWriter(capacity: min(estimate, pieceBytes))
        withoutActuallyEscaping(write) { write in
            json.buffer.drain = write
            self.write(document, into: json)
            json.buffer.drain = nil
        }
        json.buffer.withBytes(in: 0..<json.buffer.count, write)
    }

    /// The size of the pieces ``write(_:inPieces:)`` hands over.
    static let pieceBytes = 1 << 20

    private func write(_ document: RunsDocument, into json: JSONByteWriter) {
        json.raw("{\"format\":\"mconv.runs\",\"version\":\"")
        json.raw(Self.formatVersion)
        json.raw("\",\"offsets\":[\"utf16\"")
        if offsets.contains(.codePoint) { json.raw(",\"codePoint\"") }
        if offsets.contains(.utf8) { json.raw(",\"utf8\"") }
        json.raw("],\n\"length\":")
        lengths(document.length, json)
        if document.title != nil || document.lang != nil || !document.frontMatter.isEmpty {
            json.raw(",\n\"meta\":{")
            optional("\"title\":", document.title, json, json.string)
            if let lang = document.lang {
                json.raw(document.title == nil ? "\"lang\":" : ",\"lang\":")
                json.string(lang)
            }
            if !document.frontMatter.isEmpty {
                json.raw(document.title == nil && document.lang == nil ? "\"frontMatter\":{" : ",\"frontMatter\":{")
                for (index, field) in document.frontMatter.enumerated() {
                    if index > 0 { json.raw(",") }
                    json.string(field.key)
                    json.raw(":")
                    switch field.value {
                    case .string(let text): json.string(text)
                    case .list(let items): json.strings(items)
                    }
                }
                json.raw("}")
            }
            json.raw("}")
        }
        json.raw(",\n\"base\":")
        base(document.base, json)
        // Closures rather than the methods themselves: a method passed as a function value
        // is a partial application whose context (this writer) is boxed on the heap, once
        // per table per document.
        table(",\n\"styles\":[", document.styles, json) { style($0, $1) }
        table("],\n\"paragraphStyles\":[", document.paragraphStyles, json) { paragraphStyle($0, $1) }
        table("],\n\"links\":[", document.links, json) { link($0, $1) }
        table("],\n\"attachments\":[", document.attachments, json) { attachment($0, $1) }
        table("],\n\"blocks\":[", document.blocks, json) { block($0, $1) }
        table("],\n\"runs\":[", document.runs, json) { run($0, $1) }
        json.raw("]}\n")
    }

    /// `opening`, then one entry per line.
    @inline(__always)
    private func table<Entry>(_ opening: StaticString, _ entries: [Entry], _ json: JSONByteWriter, _ write: (Entry, JSONByteWriter) -> Void) {
        json.raw(opening)
        var index = 0
        while index < entries.count {
            json.raw(index == 0 ? "\n" : ",\n")
            write(entries[index], json)
            index += 1
        }
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
        pair(",\"u16\":[", range.start.utf16, range.length.utf16, json)
        if offsets.contains(.codePoint) { pair(",\"cp\":[", range.start.codePoint, range.length.codePoint, json) }
        if offsets.contains(.utf8) { pair(",\"u8\":[", range.start.utf8, range.length.utf8, json) }
    }

    private func pair(_ opening: StaticString, _ start: Int, _ length: Int, _ json: JSONByteWriter) {
        json.raw(opening)
        json.int(start)
        json.raw(",")
        json.int(length)
        json.raw("]")
    }

    private func base(_ root: RootStyle, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"theme\":")
        json.string(root.theme)
        json.raw(",\"fontSize\":")
        json.number(root.fontSize)
        optional(",\"fontFamily\":", root.fontFamily, json, json.strings)
        optional(",\"monospaceFontFamily\":", root.monospaceFontFamily, json, json.strings)
        optional(",\"color\":", root.color, json, json.color)
        optional(",\"background\":", root.background, json, json.color)
        optional(",\"linkColor\":", root.linkColor, json, json.color)
        original(",\"colorOriginal\":", root.color, json)
        original(",\"backgroundOriginal\":", root.background, json)
        original(",\"linkColorOriginal\":", root.linkColor, json)
        json.raw("}")
    }

    private func style(_ style: ResolvedTextStyle, _ json: JSONByteWriter) {
        if style.marks.isEmpty {
            json.raw("{\"marks\":[],\"fontSize\":")
        } else {
            json.raw("{\"marks\":[")
            var firstMark = true
            for (mark, name) in InlineMarks.named where style.marks.contains(mark) {
                if !firstMark { json.raw(",") }
                json.string(name)
                firstMark = false
            }
            json.raw("],\"fontSize\":")
        }
        json.number(style.fontSize)
        json.raw(",\"fontScale\":")
        json.number(style.fontScale)
        json.raw(",\"fontWeight\":")
        json.int(style.fontWeight)
        switch (style.italic, style.monospace) {
        case (false, false): json.raw(",\"italic\":false,\"monospace\":false")
        case (true, false): json.raw(",\"italic\":true,\"monospace\":false")
        case (false, true): json.raw(",\"italic\":false,\"monospace\":true")
        case (true, true): json.raw(",\"italic\":true,\"monospace\":true")
        }
        if let family = style.fontFamily {
            json.raw(",\"fontFamily\":")
            json.strings(family)
        }
        optional(",\"color\":", style.color, json, json.color)
        optional(",\"background\":", style.background, json, json.color)
        original(",\"colorOriginal\":", style.color, json)
        original(",\"backgroundOriginal\":", style.background, json)
        if let underline = style.underline {
            json.raw(",\"underline\":")
            decoration(underline, json)
        }
        if let strike = style.strikethrough {
            json.raw(",\"strikethrough\":")
            decoration(strike, json)
        }
        optional(",\"baselineOffset\":", style.baselineOffset, json, json.number)
        optional(",\"script\":", style.script?.rawValue, json, json.string)
        optional(",\"kern\":", style.kern, json, json.number)
        optional(",\"lang\":", style.lang, json, json.string)
        json.raw("}")
    }

    private func decoration(_ decoration: TextDecoration, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"style\":")
        json.string(decoration.pattern == .none ? "single" : decoration.pattern.rawValue)
        optional(",\"color\":", decoration.color, json, json.color)
        original(",\"colorOriginal\":", decoration.color, json)
        json.raw("}")
    }

    private func paragraphStyle(_ style: ResolvedParagraphStyle, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"alignment\":")
        json.string(style.alignment.rawValue)
        optional(",\"direction\":", style.direction?.rawValue, json, json.string)
        optional(",\"lineHeightMultiple\":", style.lineHeightMultiple, json, json.number)
        optional(",\"lineSpacing\":", style.lineSpacing, json, json.number)
        optional(",\"spacingBefore\":", style.spacingBefore, json, json.number)
        optional(",\"spacingAfter\":", style.spacingAfter, json, json.number)
        optional(",\"firstLineHeadIndent\":", style.firstLineHeadIndent, json, json.number)
        optional(",\"headIndent\":", style.headIndent, json, json.number)
        optional(",\"tailIndent\":", style.tailIndent, json, json.number)
        if let stops = style.tabStops {
            json.raw(",\"tabStops\":")
            json.raw("[")
            for (offset, stop) in stops.enumerated() {
                if offset > 0 { json.raw(",") }
                json.number(stop)
            }
            json.raw("]")
        }
        optional(",\"wrap\":", style.wrap?.rawValue, json, json.string)
        json.raw("}")
    }

    /// `name` and `value` written by `write`, when there is a value.
    @inline(__always)
    private func optional<Value>(_ name: StaticString, _ value: Value?, _ json: JSONByteWriter, _ write: (Value) -> Void) {
        guard let value else { return }
        json.raw(name)
        write(value)
    }

    private func link(_ link: RunsLink, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"href\":")
        json.string(link.href)
        optional(",\"title\":", link.title, json, json.string)
        optional(",\"kind\":", link.kind?.rawValue, json, json.string)
        json.raw("}")
    }

    private func attachment(_ attachment: RunsAttachment, _ json: JSONByteWriter) {
        json.raw("{")
        json.raw("\"kind\":")
        json.string(attachment.kind.rawValue)
        optional(",\"src\":", attachment.src, json, json.string)
        optional(",\"alt\":", attachment.alt, json, json.string)
        optional(",\"title\":", attachment.title, json, json.string)
        optional(",\"width\":", attachment.width, json, json.number)
        optional(",\"height\":", attachment.height, json, json.number)
        optional(",\"display\":", attachment.display?.rawValue, json, json.string)
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
        optional(",\"level\":", block.level, json, json.int)
        optional(",\"ordered\":", block.ordered, json, json.bool)
        optional(",\"start\":", block.start, json, json.int)
        optional(",\"reversed\":", block.reversed, json, json.bool)
        optional(",\"tight\":", block.tight, json, json.bool)
        optional(",\"listLevel\":", block.listLevel, json, json.int)
        optional(",\"markerStyle\":", block.markerStyle?.rawValue, json, json.string)
        optional(",\"ordinal\":", block.ordinal, json, json.int)
        optional(",\"marker\":", block.marker, json, json.string)
        if let task = block.task {
            json.raw(",\"task\":")
            json.raw(task == .checked ? "\"checked\"" : "\"unchecked\"")
        }
        optional(",\"language\":", block.language, json, json.string)
        optional(",\"info\":", block.info, json, json.string)
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
        optional(",\"header\":", block.header, json, json.bool)
        optional(",\"row\":", block.row, json, json.int)
        optional(",\"column\":", block.column, json, json.int)
        optional(",\"colspan\":", block.colspan, json, json.int)
        optional(",\"rowspan\":", block.rowspan, json, json.int)
        optional(",\"label\":", block.label, json, json.string)
        optional(",\"html\":", block.html, json, json.string)
        optional(",\"anchor\":", block.anchor, json, json.string)
        optional(",\"paragraphStyle\":", block.paragraphStyle, json, json.int)
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
        json.raw("{\"text\":")
        json.string(run.text)
        ranges(run.range, json)
        json.raw(",\"style\":")
        json.int(run.style)
        json.raw(",\"block\":")
        json.int(run.block)
        optional(",\"link\":", run.link, json, json.int)
        optional(",\"attachment\":", run.attachment, json, json.int)
        switch run.role {
        case .text: break
        case .marker: json.raw(",\"role\":\"marker\"")
        case .separator: json.raw(",\"role\":\"separator\"")
        case .softBreak: json.raw(",\"role\":\"softBreak\"")
        case .lineBreak: json.raw(",\"role\":\"lineBreak\"")
        case .raw: json.raw(",\"role\":\"raw\"")
        }
        optional(",\"footnote\":", run.footnote, json, json.string)
        optional(",\"rawFormat\":", run.rawFormat, json, json.string)
        json.raw("}")
    }
}
