import MarkupJSON

/// Typed reads of object members for the app JSON readers: a missing or `null` member is
/// `nil` (editors write `"attrs": {"language": null}`), a member of the wrong kind throws an
/// ``AppJSONError`` whose path names the member.
extension JSONValue {
    /// The object's members; throws unless this is an object.
    func requireObject() throws(AppJSONError) -> [JSONMember] {
        guard let members = objectValue else { throw AppJSONError("expected an object") }
        return members
    }

    /// The string member `key`, which must be present.
    func requiredString(_ key: String) throws(AppJSONError) -> String {
        guard let value = self[key], !value.isNull else { throw AppJSONError("\"\(key)\" is missing")}
        guard let string = value.stringValue else { throw AppJSONError("expected a string").within(key: key) }
        return string
    }

    /// The string member `key`, `nil` when absent or `null`.
    func optionalString(_ key: String) throws(AppJSONError) -> String? {
        guard let value = self[key], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw AppJSONError("expected a string").within(key: key) }
        return string
    }

    /// The integer member `key`, `nil` when absent or `null`.
    func optionalInt(_ key: String) throws(AppJSONError) -> Int? {
        guard let value = self[key], !value.isNull else { return nil }
        guard let number = value.intValue else { throw AppJSONError("expected an integer").within(key: key) }
        return number
    }

    /// The Boolean member `key`, `nil` when absent or `null`.
    func optionalBool(_ key: String) throws(AppJSONError) -> Bool? {
        guard let value = self[key], !value.isNull else { return nil }
        guard let bool = value.boolValue else { throw AppJSONError("expected true or false").within(key: key) }
        return bool
    }

    /// The array member `key`, empty when absent or `null`.
    func optionalArray(_ key: String) throws(AppJSONError) -> [JSONValue] {
        guard let value = self[key], !value.isNull else { return [] }
        guard let array = value.arrayValue else { throw AppJSONError("expected an array").within(key: key) }
        return array
    }

    /// The object member `key`, `nil` when absent or `null`; errors in its members name `key`.
    func optionalObject(_ key: String) throws(AppJSONError) -> AppJSONObject? {
        guard let value = self[key], !value.isNull else { return nil }
        guard value.objectValue != nil else { throw AppJSONError("expected an object").within(key: key) }
        return AppJSONObject(value: value, key: key)
    }
}
