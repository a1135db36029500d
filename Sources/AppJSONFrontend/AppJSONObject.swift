import MarkupJSON

/// An object member (`attrs`, `data`, `asset`) read with the typed reads of ``JSONValue``,
/// whose errors carry the member's name in their path (`content[0].attrs.level`).
struct AppJSONObject {
    /// The object.
    let value: JSONValue
    /// Its name in the enclosing object.
    let key: String

    /// The raw member `name`.
    subscript(name: String) -> JSONValue? { value[name] }

    func optionalString(_ name: String) throws(AppJSONError) -> String? {
        do { return try value.optionalString(name) } catch { throw error.within(key: key) }
    }

    func optionalInt(_ name: String) throws(AppJSONError) -> Int? {
        do { return try value.optionalInt(name) } catch { throw error.within(key: key) }
    }

    func optionalBool(_ name: String) throws(AppJSONError) -> Bool? {
        do { return try value.optionalBool(name) } catch { throw error.within(key: key) }
    }
}
