/// One item of a list (`<li>`).
public struct ListItem: Hashable, Sendable {
    /// A task-list checkbox.
    public enum Task: Hashable, Sendable {
        /// `[ ]`
        case unchecked
        /// `[x]`
        case checked
    }

    /// The checkbox, if this is a task item.
    public var task: Task?
    /// The item's content.
    public var blocks: [Block]
    /// The `<li>` element's attributes (`value`, `id`, classes…; see ``Attributes``).
    public var attributes: Attributes

    /// Creates an item.
    public init(task: Task? = nil, blocks: [Block], attributes: Attributes = Attributes()) {
        self.task = task
        self.blocks = blocks
        self.attributes = attributes
    }
}
