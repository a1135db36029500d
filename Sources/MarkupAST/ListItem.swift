/// One item of a list.
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

    /// Creates an item.
    public init(task: Task? = nil, blocks: [Block]) {
        self.task = task
        self.blocks = blocks
    }
}
