import MarkupAST

/// Why an app JSON document (ProseMirror, Portable Text, Contentful) could not be read, and
/// where: a JSON path such as `content[3].marks[0].type` and a reason such as `expected a string`.
///
/// Readers throw it from deep inside a document with the path relative to the value they
/// were reading; each enclosing level prefixes its own step on the way out (``within(key:)``,
/// ``within(index:)``), so the happy path builds no path strings at all.
struct AppJSONError: Error {
    /// The path steps, outermost first.
    private(set) var steps: [Step] = []
    /// What is wrong with the value at the path.
    let reason: String

    /// One step of a JSON path.
    enum Step {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// An error about the value being read, before any enclosing step is known.
    init(_ reason: String) {
        self.reason = reason
    }

    /// This error as seen from the object holding the value under `key`.
    func within(key: String) -> AppJSONError {
        var copy = self
        copy.steps.insert(.key(key), at: 0)
        return copy
    }

    /// This error as seen from the array holding the value at `index`.
    func within(index: Int) -> AppJSONError {
        var copy = self
        copy.steps.insert(.index(index), at: 0)
        return copy
    }

    /// `content[3].marks[0].type` (empty for the top-level value).
    var path: String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// The error the parsers throw: `<format>: <path>: <reason>`.
    func malformedInput(format: String) -> MalformedInputError {
        let location = steps.isEmpty ? "top level" : path
        return MalformedInputError("not a valid \(format) document: \(location): \(reason)")
    }
}
