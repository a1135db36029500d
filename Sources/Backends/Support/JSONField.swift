import MarkupJSON

/// Typed reads of the values of JSON input files (stylesheets, sanitizer policies), each
/// failing with the value's path. The stylesheet's own value kinds (colours, sizes…) are in
/// `JSONField+Styles.swift`.
enum JSONField {
    /// The document `bytes` hold, which must be an object, with its members.
    static func document(_ bytes: some Collection<UInt8>) throws(JSONInputError) -> (value: JSONValue, members: [JSONMember]) {
        let value: JSONValue
        do {
            value = try JSONReader().parse(bytes)
        } catch {
            throw JSONInputError(path: "", reason: "not valid JSON: \(error.description)")
        }
        guard let members = value.objectValue else { throw JSONInputError(path: "", reason: "expected an object") }
        return (value, members)
    }

    static func object(_ value: JSONValue, path: String) throws(JSONInputError) -> [JSONMember] {
        guard let members = value.objectValue else { throw JSONInputError(path: path, reason: "expected an object") }
        return members
    }

    /// An object with only `keys`, by key.
    static func object(_ value: JSONValue, path: String, keys: [String]) throws(JSONInputError) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for member in try object(value, path: path) {
            guard keys.contains(member.name) else {
                throw JSONInputError(path: "\(path).\(member.name)", reason: "unknown key (\(keys.joined(separator: ", ")))")
            }
            result[member.name] = member.value
        }
        return result
    }

    static func array(_ value: JSONValue, path: String) throws(JSONInputError) -> [JSONValue] {
        guard let array = value.arrayValue else { throw JSONInputError(path: path, reason: "expected an array") }
        return array
    }

    static func string(_ value: JSONValue, path: String) throws(JSONInputError) -> String {
        guard let string = value.stringValue else { throw JSONInputError(path: path, reason: "expected a string") }
        return string
    }

    static func bool(_ value: JSONValue, path: String) throws(JSONInputError) -> Bool {
        guard let bool = value.boolValue else { throw JSONInputError(path: path, reason: "expected true or false") }
        return bool
    }

    static func strings(_ value: JSONValue, path: String) throws(JSONInputError) -> [String] {
        var result: [String] = []
        for (index, item) in try array(value, path: path).enumerated() { result.append(try string(item, path: "\(path)[\(index)]")) }
        return result
    }
}
