/// A JSON value (RFC 8259) as ``JSONReader`` reads it, for loading small documents such as
/// stylesheets.
///
/// Objects keep their members in document order as ``JSONMember`` values, each name once
/// (see ``JSONReader`` for duplicate names). Numbers are `Double`, so integers beyond 2^53
/// lose precision, as in JavaScript.
///
/// ```swift
/// let value = try JSONReader().parse(Array(#"{"fontSize": 16, "marks": ["strong"]}"#.utf8))
/// value["fontSize"]?.intValue             // 16
/// value["marks"]?.arrayValue?.count       // 1
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, converted to the nearest `Double`.
    case number(Double)
    /// A string, escapes decoded.
    case string(String)
    /// An array, elements in order.
    case array([JSONValue])
    /// An object, members in document order, each name once.
    case object([JSONMember])
}

extension JSONValue {
    /// The value of the object member named `key`; `nil` when there is none or this is not
    /// an object. Linear in the number of members.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        for member in members where member.name == key {
            return member.value
        }
        return nil
    }

    /// The string, or `nil` for any other kind of value.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, or `nil` for any other kind of value.
    public var doubleValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The number as an `Int` when it is integral and fits; `nil` otherwise (`1.5`, `1e300`,
    /// a string).
    public var intValue: Int? {
        guard case .number(let number) = self else { return nil }
        return Int(exactly: number)
    }

    /// The Boolean, or `nil` for any other kind of value.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The elements, or `nil` when this is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members in document order, or `nil` when this is not an object.
    public var objectValue: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
