import MarkdownFrontend

/// A parsed `-f`/`-t` value: a format name with optional pandoc-style extension
/// modifiers, e.g. `commonmark+table+strikethrough` or `gfm-autolink`.
struct FormatSpec {
    let name: String
    let added: [String]
    let removed: [String]

    init(_ text: String) {
        var name = ""
        var added: [String] = []
        var removed: [String] = []
        var current = ""
        var sign: Character?
        for character in text.lowercased() {
            if character == "+" || character == "-" {
                Self.flush(&current, sign: sign, name: &name, added: &added, removed: &removed)
                sign = character
            } else {
                current.append(character)
            }
        }
        Self.flush(&current, sign: sign, name: &name, added: &added, removed: &removed)
        self.name = name
        self.added = added
        self.removed = removed
    }

    private static func flush(_ current: inout String, sign: Character?, name: inout String, added: inout [String], removed: inout [String]) {
        defer { current = "" }
        switch sign {
        case nil: name = current
        case "+": added.append(current)
        default: removed.append(current)
        }
    }

    /// Resolves extension names; unknown names are returned in `unknown`.
    static func extensions(named names: [String]) -> (found: Set<MarkdownExtension>, unknown: [String]) {
        var found: Set<MarkdownExtension> = []
        var unknown: [String] = []
        for name in names where !name.isEmpty {
            if let value = MarkdownExtension(rawValue: name) {
                found.insert(value)
            } else {
                unknown.append(name)
            }
        }
        return (found, unknown)
    }
}
