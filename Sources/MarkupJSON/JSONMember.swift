/// One `"name": value` member of a JSON object, kept in document order by ``JSONValue/object(_:)``.
public struct JSONMember: Hashable, Sendable {
    /// The member name, escapes decoded.
    public var name: String
    /// The member value.
    public var value: JSONValue

    /// A member named `name` holding `value`.
    public init(name: String, value: JSONValue) {
        self.name = name
        self.value = value
    }
}
