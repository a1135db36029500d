import MarkupAST
import MarkupJSON

/// One read of a Portable Text array into blocks (see ``PortableTextParser`` for the rules).
struct PortableTextReader: AppJSONDocumentReader {
    let maxDepth: Int
    var diagnostics = AppJSONDiagnostics()
    private var result: [Block] = []
    private var lists = PortableTextListBuilder()
    private var quote: [Block] = []

    init(maxDepth: Int) {
        self.maxDepth = maxDepth
    }

    /// The blocks of the array `root`.
    mutating func document(_ root: JSONValue) throws(AppJSONError) -> [Block] {
        guard let blocks = root.arrayValue else { throw AppJSONError("expected an array of blocks") }
        for (index, block) in blocks.enumerated() {
            do throws(AppJSONError) {
                try read(block)
            } catch {
                throw error.within(index: index)
            }
        }
        closeLists()
        closeQuote()
        return result
    }

    private mutating func read(_ value: JSONValue) throws(AppJSONError) {
        _ = try value.requireObject()
        let type = try value.requiredString("_type")
        switch type {
        case "block":
            try readTextBlock(value)
        case "code":
            var code = try value.optionalString("code") ?? ""
            if !code.isEmpty { code += "\n" }
            append(.codeBlock(info: try value.optionalString("language") ?? "", text: code))
        case "image":
            append(.paragraph([try image(value)]))
        case "break":
            append(.thematicBreak())
        case "table":
            append(try table(value))
        default:
            if value["children"] != nil {
                diagnostics.note("portable-text-unknown-type", key: "type:" + type, "unknown block type \"\(type)\": read as a text block")
                try readTextBlock(value)
            } else if let text = try value.optionalString("text"), !text.isEmpty {
                diagnostics.note("portable-text-unknown-type", key: "type:" + type, "unknown block type \"\(type)\": kept as its text")
                append(.paragraph([.text(text)]))
            } else {
                diagnostics.note("portable-text-unknown-type", key: "type:" + type, "unknown block type \"\(type)\" without text was dropped")
            }
        }
    }

    /// Appends a block that is neither a list item nor quoted.
    private mutating func append(_ block: Block) {
        closeLists()
        closeQuote()
        result.append(block)
    }

    private mutating func closeLists() {
        if let list = lists.finish() { result.append(list) }
    }

    private mutating func closeQuote() {
        if !quote.isEmpty {
            result.append(.blockQuote(quote))
            quote = []
        }
    }

    private mutating func readTextBlock(_ value: JSONValue) throws(AppJSONError) {
        let inlines = try self.inlines(of: value)
        let style = try value.optionalString("style") ?? "normal"
        if let listItem = try value.optionalString("listItem") {
            var level = try value.optionalInt("level") ?? 1
            if level < 1 { level = 1 }
            if level > maxDepth / 2 {
                diagnostics.cappedDepth = true
                level = maxDepth / 2
            }
            if listItem != "bullet" && listItem != "number" {
                diagnostics.note("portable-text-unknown-list", key: "list:" + listItem, "unknown listItem \"\(listItem)\": read as a bullet list")
            }
            closeQuote()
            lists.add(inlines.isEmpty ? [] : [.paragraph(inlines)], level: level, isOrdered: listItem == "number")
            result.append(contentsOf: lists.takeClosed())
            return
        }
        if let level = Self.headingLevels[style] {
            append(.heading(level: level, inlines))
            return
        }
        switch style {
        case "normal":
            if !inlines.isEmpty { append(.paragraph(inlines)) }
        case "blockquote":
            closeLists()
            if !inlines.isEmpty { quote.append(.paragraph(inlines)) }
        default:
            diagnostics.note("portable-text-unknown-style", key: "style:" + style, "unknown block style \"\(style)\": read as a paragraph")
            if !inlines.isEmpty { append(.paragraph(inlines)) }
        }
    }

    private static let headingLevels = ["h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6]
}
