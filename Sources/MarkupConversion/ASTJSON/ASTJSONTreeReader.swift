import HTMLFrontend
import MarkupAST
import MarkupJSON

/// Turns the JSON of ``ASTJSONParser`` into blocks and inlines, keeping the JSON path of the
/// value being read (a stack of keys and indexes, turned into text only for an error).
struct ASTJSONTreeReader {
    /// One step of a JSON path.
    enum Step {
        case key(StaticString)
        case index(Int)
    }

    /// Invalid inline CSS met in `style` values.
    private(set) var diagnostics: [Diagnostic] = []
    private var path: [Step] = []

    // MARK: - Blocks

    mutating func blocks(_ value: JSONValue, at step: Step) throws(MalformedInputError) -> [Block] {
        path.append(step)
        defer { path.removeLast() }
        guard case .array(let elements) = value else { throw error("expected an array of blocks") }
        var blocks: [Block] = []
        blocks.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            path.append(.index(index))
            blocks.append(try block(element))
            path.removeLast()
        }
        return blocks
    }

    private mutating func block(_ value: JSONValue) throws(MalformedInputError) -> Block {
        let type = try string(value, "type")
        switch type {
        case "paragraph":
            return .paragraph(try inlines(member(value, "content"), at: .key("content")), attributes: try attributes(value))
        case "heading":
            // 1–6, as the schema says: no writer has another level (Markdown would write a
            // level 0 as `<h1>`, which reads back as another heading).
            let level = try int(value, "level")
            guard (1...6).contains(level) else { throw error("level", "expected a heading level from 1 to 6") }
            return .heading(level: level, try inlines(member(value, "content"), at: .key("content")), attributes: try attributes(value))
        case "blockQuote":
            return .blockQuote(try blocks(member(value, "blocks"), at: .key("blocks")), attributes: try attributes(value))
        case "list":
            return .list(try listStyle(value), try items(member(value, "items")), attributes: try attributes(value))
        case "codeBlock":
            return .codeBlock(info: try string(value, "info"), text: try string(value, "text"), attributes: try attributes(value))
        case "thematicBreak":
            return .thematicBreak(attributes: try attributes(value))
        case "table":
            return .table(try table(value))
        case "div":
            return .div(try attributes(value), try blocks(member(value, "blocks"), at: .key("blocks")))
        case "raw":
            return .raw(try rawFormat(value), try string(value, "text"))
        case "footnoteDefinition":
            return .footnoteDefinition(label: try string(value, "label"), try blocks(member(value, "blocks"), at: .key("blocks")))
        default:
            throw error("unknown block type \"\(type)\"")
        }
    }

    private mutating func listStyle(_ value: JSONValue) throws(MalformedInputError) -> ListStyle {
        let kind: ListStyle.Kind
        switch try string(value, "kind") {
        case "bullet":
            kind = .bullet
        case "ordered":
            let delimiter = try optionalString(value, "delimiter") ?? "."
            guard let parsed = ListStyle.Delimiter(rawValue: delimiter) else { throw error("delimiter", "expected \".\" or \")\"") }
            kind = .ordered(start: try optionalInt(value, "start") ?? 1, delimiter: parsed)
        default:
            throw error("kind", "expected \"bullet\" or \"ordered\"")
        }
        var style = ListStyle(kind: kind, isTight: try optionalBool(value, "tight") ?? true)
        if let numbering = try optionalString(value, "numbering") {
            guard let parsed = ListStyle.Numbering(rawValue: numbering) else { throw error("numbering", "unknown numbering \"\(numbering)\"") }
            style.numbering = parsed
        }
        style.isReversed = try optionalBool(value, "reversed") ?? false
        return style
    }

    private mutating func items(_ value: JSONValue) throws(MalformedInputError) -> [ListItem] {
        path.append(.key("items"))
        defer { path.removeLast() }
        guard case .array(let elements) = value else { throw error("expected an array of list items") }
        var items: [ListItem] = []
        for (index, element) in elements.enumerated() {
            path.append(.index(index))
            var task: ListItem.Task?
            switch try optionalString(element, "task") {
            case nil: task = nil
            case "checked": task = .checked
            case "unchecked": task = .unchecked
            case let other?: throw error("task", "expected \"checked\" or \"unchecked\", got \"\(other)\"")
            }
            items.append(ListItem(task: task, blocks: try blocks(member(element, "blocks"), at: .key("blocks")), attributes: try attributes(element)))
            path.removeLast()
        }
        return items
    }

    private mutating func table(_ value: JSONValue) throws(MalformedInputError) -> Table {
        var alignments: [Table.Alignment] = []
        if let list = value["alignments"] {
            path.append(.key("alignments"))
            guard case .array(let elements) = list else { throw error("expected an array") }
            for (index, element) in elements.enumerated() {
                guard let text = element.stringValue, let alignment = Table.Alignment(rawValue: text) else {
                    path.append(.index(index))
                    throw error("expected \"none\", \"left\", \"center\" or \"right\"")
                }
                alignments.append(alignment)
            }
            path.removeLast()
        }
        var columnGroups: [Table.ColumnGroup] = []
        if let groups = value["columnGroups"] {
            path.append(.key("columnGroups"))
            guard case .array(let elements) = groups else { throw error("expected an array") }
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                var columns: [Attributes] = []
                if let list = element["columns"] {
                    path.append(.key("columns"))
                    guard case .array(let columnValues) = list else { throw error("expected an array") }
                    for (columnIndex, column) in columnValues.enumerated() {
                        path.append(.index(columnIndex))
                        columns.append(try attributeObject(column))
                        path.removeLast()
                    }
                    path.removeLast()
                }
                columnGroups.append(Table.ColumnGroup(attributes: try attributes(element), columns: columns))
                path.removeLast()
            }
            path.removeLast()
        }
        let body = try rows(value["body"] ?? .array([]), at: .key("body"))
        return Table(
            alignments: alignments, header: try rows(value["header"] ?? .array([]), at: .key("header")), body: body,
            footerRowCount: try optionalInt(value, "footerRows") ?? 0,
            caption: try value["caption"].map { (caption) throws(MalformedInputError) in try inlines(caption, at: .key("caption")) } ?? [],
            columnGroups: columnGroups, attributes: try attributes(value),
            headAttributes: try attributes(value, key: "headAttributes"), bodyAttributes: try attributes(value, key: "bodyAttributes"),
            footAttributes: try attributes(value, key: "footAttributes")
        )
    }

    private mutating func rows(_ value: JSONValue, at step: Step) throws(MalformedInputError) -> [TableRow] {
        path.append(step)
        defer { path.removeLast() }
        guard case .array(let elements) = value else { throw error("expected an array of rows") }
        var rows: [TableRow] = []
        for (index, element) in elements.enumerated() {
            path.append(.index(index))
            path.append(.key("cells"))
            guard case .array(let cellValues)? = element["cells"] else { throw error("expected an array of cells") }
            var cells: [TableCell] = []
            for (cellIndex, cellValue) in cellValues.enumerated() {
                path.append(.index(cellIndex))
                cells.append(TableCell(
                    blocks: try blocks(member(cellValue, "blocks"), at: .key("blocks")),
                    columnSpan: try optionalInt(cellValue, "colspan") ?? 1, rowSpan: try optionalInt(cellValue, "rowspan") ?? 1,
                    attributes: try attributes(cellValue)
                ))
                path.removeLast()
            }
            path.removeLast()
            rows.append(TableRow(cells: cells, attributes: try attributes(element)))
            path.removeLast()
        }
        return rows
    }

    // MARK: - Inlines

    mutating func inlines(_ value: JSONValue, at step: Step) throws(MalformedInputError) -> [Inline] {
        path.append(step)
        defer { path.removeLast() }
        guard case .array(let elements) = value else { throw error("expected an array of inlines") }
        var inlines: [Inline] = []
        inlines.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if case .string(let text) = element {
                inlines.append(.text(text))
                continue
            }
            path.append(.index(index))
            inlines.append(try inline(element))
            path.removeLast()
        }
        return inlines
    }

    private mutating func inline(_ value: JSONValue) throws(MalformedInputError) -> Inline {
        let type = try string(value, "type")
        switch type {
        case "code": return .code(try string(value, "text"), attributes: try attributes(value))
        case "softBreak": return .softBreak
        case "hardBreak": return .hardBreak
        case "emphasis": return .emphasis(try content(value), attributes: try attributes(value))
        case "strong": return .strong(try content(value), attributes: try attributes(value))
        case "strikethrough": return .strikethrough(try content(value), attributes: try attributes(value))
        case "underline": return .underline(try content(value), attributes: try attributes(value))
        case "superscript": return .superscript(try content(value), attributes: try attributes(value))
        case "subscript": return .subscript(try content(value), attributes: try attributes(value))
        case "span": return .span(try attributes(value), try content(value))
        case "link": return .link(try target(value), try content(value))
        case "image": return .image(try target(value), try inlines(member(value, "alt"), at: .key("alt")))
        case "raw": return .raw(try rawFormat(value), try string(value, "text"))
        case "footnoteReference": return .footnoteReference(label: try string(value, "label"))
        default: throw error("unknown inline type \"\(type)\"")
        }
    }

    private mutating func content(_ value: JSONValue) throws(MalformedInputError) -> [Inline] {
        try inlines(member(value, "content"), at: .key("content"))
    }

    private mutating func target(_ value: JSONValue) throws(MalformedInputError) -> LinkTarget {
        LinkTarget(destination: try string(value, "url"), title: try optionalString(value, "title") ?? "", attributes: try attributes(value))
    }

    private mutating func rawFormat(_ value: JSONValue) throws(MalformedInputError) -> RawFormat {
        let name = try string(value, "format")
        guard let format = RawFormat(rawValue: name) else { throw error("format", "unknown raw format \"\(name)\"") }
        return format
    }

    // MARK: - Attributes

    /// The `attributes` member (or `key`) of `value`; empty when absent.
    private mutating func attributes(_ value: JSONValue, key: StaticString = "attributes") throws(MalformedInputError) -> Attributes {
        guard let object = value[key.description] else { return Attributes() }
        path.append(.key(key))
        defer { path.removeLast() }
        return try attributeObject(object)
    }

    private mutating func attributeObject(_ value: JSONValue) throws(MalformedInputError) -> Attributes {
        guard case .object = value else { throw error("expected an object") }
        var classes: [String] = []
        if let list = value["classes"] {
            guard case .array(let elements) = list else { throw error("classes", "expected an array of strings") }
            for element in elements {
                guard let name = element.stringValue else { throw error("classes", "expected an array of strings") }
                classes.append(name)
            }
        }
        var other: [Attributes.Attribute] = []
        if let list = value["attributes"] {
            guard case .array(let pairs) = list else { throw error("attributes", "expected an array of [name, value] pairs") }
            for pair in pairs {
                guard case .array(let parts) = pair, parts.count == 2, let name = parts[0].stringValue, let text = parts[1].stringValue else {
                    throw error("attributes", "expected an array of [name, value] pairs")
                }
                other.append(Attributes.Attribute(name: name, value: text))
            }
        }
        var style = InlineStyle()
        if let css = value["style"] {
            guard let text = css.stringValue else { throw error("style", "expected CSS text") }
            style = InlineStyleParser.parse(text, span: nil, diagnostics: &diagnostics)
        }
        return Attributes(
            elementName: try optionalString(value, "element"), id: try optionalString(value, "id"), classes: classes, other: other, style: style
        )
    }

    // MARK: - Members

    private func member(_ value: JSONValue, _ key: StaticString) throws(MalformedInputError) -> JSONValue {
        guard let member = value[key.description] else { throw error(key, "missing") }
        return member
    }

    private func string(_ value: JSONValue, _ key: StaticString) throws(MalformedInputError) -> String {
        guard let text = try member(value, key).stringValue else { throw error(key, "expected a string") }
        return text
    }

    private func optionalString(_ value: JSONValue, _ key: StaticString) throws(MalformedInputError) -> String? {
        guard let member = value[key.description], !member.isNull else { return nil }
        guard let text = member.stringValue else { throw error(key, "expected a string") }
        return text
    }

    private func int(_ value: JSONValue, _ key: StaticString) throws(MalformedInputError) -> Int {
        guard let number = try optionalInt(value, key) else { throw error(key, "missing") }
        return number
    }

    private func optionalInt(_ value: JSONValue, _ key: StaticString) throws(MalformedInputError) -> Int? {
        guard let member = value[key.description], !member.isNull else { return nil }
        guard let number = member.doubleValue, number == number.rounded(), abs(number) < 1e9 else { throw error(key, "expected a whole number") }
        return Int(number)
    }

    private func optionalBool(_ value: JSONValue, _ key: StaticString) throws(MalformedInputError) -> Bool? {
        guard let member = value[key.description], !member.isNull else { return nil }
        guard let flag = member.boolValue else { throw error(key, "expected true or false") }
        return flag
    }

    // MARK: - Errors

    /// An error at the current path (and `key` under it).
    func error(_ key: StaticString, _ message: String) -> MalformedInputError {
        error(key.description, message)
    }

    func error(_ key: String, _ message: String) -> MalformedInputError {
        let prefix = pathText
        return MalformedInputError("ast.json: \(prefix.isEmpty ? key : prefix + "." + key): \(message)")
    }

    func error(_ message: String) -> MalformedInputError {
        MalformedInputError("ast.json: \(pathText.isEmpty ? "(top level)" : pathText): \(message)")
    }

    /// `blocks[3].content[0]`.
    private var pathText: String {
        var text = ""
        for step in path {
            switch step {
            case .key(let name):
                if !text.isEmpty { text += "." }
                text += name.description
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
