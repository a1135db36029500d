extension ListItem.Task {
    /// What a browser shows for the box once it is no item's task box (an `<input
    /// type=checkbox>` outside a list item, as the HTML reader reads it): ☑ or ☐.
    public var visibleText: String {
        self == .checked ? "\u{2611}" : "\u{2610}"
    }
}

extension ListItem {
    /// `blocks` as they read once the item's list is flattened past the nesting cap
    /// (``NestingLimit``), its task box kept as the text a browser shows. The HTML writer
    /// writes the box and a space before the item's content, so the HTML reader, flattening
    /// the item, reads the box as text: joined to a first paragraph of a tight item
    /// (`☑ done`), else a paragraph of its own before the content.
    public static func flattenedBlocks(_ blocks: [Block], task: Task?, isTight: Bool) -> [Block] {
        guard let task else { return blocks }
        if isTight, case .paragraph(let inlines, let attributes)? = blocks.first {
            var builder = InlineBuilder()
            builder.append(.text(task.visibleText + " "))
            for inline in inlines { builder.append(inline) }
            return [.paragraph(builder.build(), attributes: attributes)] + blocks.dropFirst()
        }
        return [.paragraph([.text(task.visibleText)])] + blocks
    }
}
