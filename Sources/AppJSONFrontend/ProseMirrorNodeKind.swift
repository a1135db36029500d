/// The ProseMirror node types the reader knows, by the names Tiptap (camelCase) and
/// prosemirror-schema-basic / prosemirror-schema-list / prosemirror-tables (snake_case) give
/// them (docs/prosemirror.md).
enum ProseMirrorNodeKind {
    case doc, paragraph, heading, blockquote, bulletList, orderedList, taskList, listItem, taskItem
    case codeBlock, horizontalRule, hardBreak, text, image, table, tableRow, tableCell, tableHeader
    /// A type the reader does not know: its content is kept, with a diagnostic.
    case unknown

    /// The kind of the node type named `name`.
    init(name: String) {
        self = Self.byName[name] ?? .unknown
    }

    private static let byName: [String: ProseMirrorNodeKind] = [
        "doc": .doc, "paragraph": .paragraph, "heading": .heading,
        "blockquote": .blockquote, "blockQuote": .blockquote, "block_quote": .blockquote,
        "bulletList": .bulletList, "bullet_list": .bulletList,
        "orderedList": .orderedList, "ordered_list": .orderedList,
        "taskList": .taskList, "task_list": .taskList,
        "listItem": .listItem, "list_item": .listItem,
        "taskItem": .taskItem, "task_item": .taskItem,
        "codeBlock": .codeBlock, "code_block": .codeBlock,
        "horizontalRule": .horizontalRule, "horizontal_rule": .horizontalRule,
        "hardBreak": .hardBreak, "hard_break": .hardBreak,
        "text": .text, "image": .image, "table": .table,
        "tableRow": .tableRow, "table_row": .tableRow,
        "tableCell": .tableCell, "table_cell": .tableCell,
        "tableHeader": .tableHeader, "table_header": .tableHeader,
    ]
}
