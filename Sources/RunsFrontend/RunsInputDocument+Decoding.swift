import MarkupAST
import MarkupJSON

extension RunsInputDocument {
    /// The major versions of runs.json this reader understands.
    static let readableMajorVersions = [1, 2]

    /// Reads the tables of `bytes`. Unknown fields (and `x-*` extensions) are ignored.
    ///
    /// - Throws: ``MalformedInputError`` when the bytes are not JSON, not a runs.json object
    ///   (`format` other than `mconv.runs`), of a major version this reader does not know,
    ///   or have no `runs` array: nothing could be made of them. Everything else is
    ///   repaired with a warning in `diagnostics`.
    static func read(
        _ bytes: [UInt8], options: RunsJSONParseOptions, diagnostics: inout RunsDiagnostics
    ) throws(MalformedInputError) -> RunsInputDocument {
        let root: JSONValue
        do {
            let read = try JSONReader(maxDepth: 64, replacesControlCharacters: true).parseCountingReplacements(bytes)
            root = read.value
            diagnostics.readerDiagnostics = read.diagnostics
        } catch {
            throw MalformedInputError("not a runs.json document: \(error.description)")
        }
        guard root.objectValue != nil else { throw MalformedInputError("not a runs.json document: expected a JSON object") }
        guard let format = root["format"]?.stringValue else {
            throw MalformedInputError("not a runs.json document: \"format\" is missing (expected \"mconv.runs\")")
        }
        guard format == "mconv.runs" else {
            throw MalformedInputError("not a runs.json document: \"format\" is \"\(format)\" (expected \"mconv.runs\")")
        }
        guard let version = root["version"]?.stringValue else {
            throw MalformedInputError("runs.json: \"version\" is missing")
        }
        let major = version.split(separator: ".", maxSplits: 1).first.flatMap { Int($0) }
        guard let major, readableMajorVersions.contains(major) else {
            throw MalformedInputError("runs.json version \(version) is not supported (this reader reads 1.x and 2.x)")
        }
        guard let runs = root["runs"]?.arrayValue else {
            throw MalformedInputError("runs.json: \"runs\" is missing or not an array")
        }

        var document = RunsInputDocument()
        document.themeColors = options.themeColors
        if let meta = root["meta"] {
            if let title = meta["title"]?.stringValue { document.metadata["title"] = title }
            if let lang = meta["lang"]?.stringValue { document.metadata["lang"] = lang }
        }
        if let base = root["base"] {
            document.baseColor = color(base["color"])
            document.baseBackground = color(base["background"])
            document.linkColor = color(base["linkColor"])
            if let theme = base["theme"]?.stringValue, let colors = options.themeColorsByName[theme] {
                document.themeColors.formUnion(colors)
            }
        }
        document.styles = table("styles", in: root, diagnostics: &diagnostics).map { style(from: $0, diagnostics: &diagnostics) }
        for (index, value) in table("links", in: root, diagnostics: &diagnostics, required: false).enumerated() {
            let href = value["href"]?.stringValue
            if href == nil { diagnostics.note(.badEntry, "links[\(index)] has no \"href\"; its runs are not linked") }
            document.links.append(RunsInputLink(href: href, title: value["title"]?.stringValue))
        }
        for (index, value) in table("attachments", in: root, diagnostics: &diagnostics, required: false).enumerated() {
            let kind = value["kind"]?.stringValue
            if kind == nil { diagnostics.note(.badEntry, "attachments[\(index)] has no \"kind\"; read as an image") }
            document.attachments.append(RunsInputAttachment(
                kind: kind ?? "image", src: value["src"]?.stringValue, alt: value["alt"]?.stringValue,
                title: value["title"]?.stringValue, width: value["width"]?.doubleValue, height: value["height"]?.doubleValue
            ))
        }
        document.blocks = blocks(table("blocks", in: root, diagnostics: &diagnostics), maxDepth: options.maxNestingDepth, diagnostics: &diagnostics)
        document.runs.reserveCapacity(runs.count)
        for (index, value) in runs.enumerated() {
            guard let text = value["text"]?.stringValue else {
                diagnostics.note(.badEntry, "runs[\(index)] has no \"text\"; skipped")
                continue
            }
            if text.isEmpty { continue }
            var run = RunsInputRun(text: text, role: role(value["role"]?.stringValue))
            run.style = reference(value["style"], count: document.styles.count, "runs[\(index)].style", &diagnostics)
            run.block = reference(value["block"], count: document.blocks.count, "runs[\(index)].block", &diagnostics)
            run.link = reference(value["link"], count: document.links.count, "runs[\(index)].link", &diagnostics)
            run.attachment = reference(value["attachment"], count: document.attachments.count, "runs[\(index)].attachment", &diagnostics)
            if let link = run.link, document.links[link].href == nil { run.link = nil }
            run.footnote = value["footnote"]?.stringValue
            document.runs.append(run)
        }
        return document
    }

    /// The array `name` of `root`; a missing one (or one that is not an array) is empty,
    /// with a warning when runs cannot do without it.
    private static func table(
        _ name: String, in root: JSONValue, diagnostics: inout RunsDiagnostics, required: Bool = true
    ) -> [JSONValue] {
        if let array = root[name]?.arrayValue { return array }
        if required || root[name] != nil {
            diagnostics.note(.missingTable, "\"\(name)\" is missing or not an array; read as empty")
        }
        return []
    }

    /// An index into a table of `count` entries, `nil` when absent; out of range (or not an
    /// integer) is `nil` with a warning.
    private static func reference(
        _ value: JSONValue?, count: Int, _ path: @autoclosure () -> String, _ diagnostics: inout RunsDiagnostics
    ) -> Int? {
        guard let value, !value.isNull else { return nil }
        if let index = value.intValue, index >= 0, index < count { return index }
        diagnostics.note(.badReference, "\(path()) does not point into its table; ignored")
        return nil
    }

    private static func role(_ name: String?) -> RunsInputRun.Role {
        switch name {
        case "marker": return .marker
        case "separator": return .separator
        case "softBreak": return .softBreak
        case "lineBreak": return .lineBreak
        case "raw": return .raw
        default: return .text
        }
    }

    private static func style(from value: JSONValue, diagnostics: inout RunsDiagnostics) -> RunsInputStyle {
        var style = RunsInputStyle.plain
        for name in value["marks"]?.arrayValue ?? [] {
            guard let text = name.stringValue, let mark = RunsMarks(name: text) else {
                diagnostics.note(.unknownName, "unknown mark \(name); ignored")
                continue
            }
            style.marks.insert(mark)
        }
        style.color = color(value["color"], original: value["colorOriginal"])
        style.background = color(value["background"], original: value["backgroundOriginal"])
        return style
    }

    /// `#rrggbb` or `#rrggbbaa`; anything else is no colour.
    /// With `original` (a `colorOriginal` object: `space` and three `components`), the
    /// colour keeps the wide-gamut value it was written in, as the writer had it; an
    /// original that does not parse is left out and the sRGB value stands.
    static func color(_ value: JSONValue?, original: JSONValue? = nil) -> RGBAColor? {
        guard let text = value?.stringValue, text.utf8.first == UInt8(ascii: "#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        guard var color = digits.withUnsafeBufferPointer({ RGBAColor(hexDigits: $0) }) else { return nil }
        if let original, let space = original["space"]?.stringValue.flatMap(ColorSpace.init(rawValue:)), space != .srgb,
            let components = original["components"]?.arrayValue?.compactMap(\.doubleValue), components.count == 3,
            components.allSatisfy(\.isFinite)
        {
            color.specified = SpecifiedColor(
                space: space, components: (Float(components[0]), Float(components[1]), Float(components[2])))
        }
        return color
    }
}
