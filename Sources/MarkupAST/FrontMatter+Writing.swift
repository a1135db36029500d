extension FrontMatter {
    /// YAML front matter holding `fields` in order, each value written so that a YAML 1.1
    /// or 1.2 parser reads back exactly the same string (see ``yamlScalar(_:)``).
    public static func yaml(_ fields: [Field]) -> FrontMatter {
        var text = ""
        for field in fields { text += yamlEntry(field) }
        return FrontMatter(format: .yaml, text: text, fields: fields)
    }

    /// TOML front matter holding `fields` in order (`key = "value"`, lists as arrays of
    /// strings).
    public static func toml(_ fields: [Field]) -> FrontMatter {
        FrontMatter(format: .toml, text: fields.map(tomlEntry).joined(), fields: fields)
    }

    /// Whether ``block``, read back by the Markdown reader's rule (``leading(in:)``), is this
    /// front matter again, whole. A tree from JSON can hold text that is not: a line that
    /// closes the block early (`---`, `...`, `+++`), a first YAML line that is no key, a
    /// blank first line, a last line without its line ending.
    public var readsBack: Bool {
        let bytes = Array(block.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let read = FrontMatter.leading(in: buffer) else { return false }
            return read.length == buffer.count && read.frontMatter.format == format && read.frontMatter.text == text
                && read.frontMatter.closingDelimiter == closingDelimiter
        }
    }

    /// This front matter in a form that Markdown output can hold, so that it reads back as
    /// front matter and nothing of it as the document's content: itself when it
    /// ``readsBack``; else with its last line ended; else written anew from its ``fields``
    /// (what a reader takes from it) in its own syntax; `nil` when that is empty too.
    public var writable: FrontMatter? {
        if readsBack { return self }
        if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n") {
            let ended = FrontMatter(format: format, text: text + "\n", closingDelimiter: closingDelimiter, fields: fields)
            if ended.readsBack { return ended }
        }
        guard !fields.isEmpty else { return nil }
        let rebuilt = format == .yaml ? FrontMatter.yaml(fields) : FrontMatter.toml(fields)
        return rebuilt.readsBack ? rebuilt : nil
    }

    /// This front matter with `key` set to `value`: the top-level entry of that key (with
    /// its indented lines) is replaced, or a new entry is added at the end. In TOML, entries
    /// after the first `[table]` belong to the table, so a new entry goes before it.
    public func setting(_ key: String, to value: Value) -> FrontMatter {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let entry = format == .yaml ? Self.yamlEntry(Field(key: key, value: value)) : Self.tomlEntry(Field(key: key, value: value))
        let newLines = entry.split(separator: "\n").map(String.init)
        var fields = self.fields
        if let index = fields.firstIndex(where: { $0.key == key }) {
            fields[index].value = value
        } else {
            fields.append(Field(key: key, value: value))
        }
        var insertion = lines.count
        var removal = 0
        for (index, line) in lines.enumerated() {
            if format == .toml, line.utf8.first == UInt8(ascii: "[") {
                insertion = index
                break
            }
            guard Self.line(line, startsEntryOf: key, format: format) else { continue }
            insertion = index
            removal = 1
            if format == .yaml {
                while index + removal < lines.count, Self.continuesEntry(lines[index + removal]) { removal += 1 }
            }
            break
        }
        lines.replaceSubrange(insertion..<(insertion + removal), with: newLines)
        let newText = lines.map { $0 + "\n" }.joined()
        return FrontMatter(format: format, text: newText, closingDelimiter: closingDelimiter, fields: fields)
    }

    /// `value` as a YAML scalar: plain when a YAML 1.1 and 1.2 parser reads it back as the
    /// same string, else double-quoted with escapes. Quoted are: the empty string; text with
    /// leading or trailing white space; text starting with an indicator (`-?:,[]{}#&*!|>'"%@`
    /// and backtick) or a digit, `.` or `+` (numbers, dates, versions); text holding `: `, ` #`,
    /// a tab, a line break, or a control or format character; text ending in `:`; and the
    /// words YAML 1.1 reads as booleans or null (`yes`, `No`, `on`, `off`, `y`, `null`, `~`…).
    public static func yamlScalar(_ value: String) -> String {
        needsQuotes(value) ? doubleQuoted(value) : value
    }

    private static func yamlEntry(_ field: Field) -> String {
        switch field.value {
        case .string(let text):
            return yamlScalar(field.key) + ": " + yamlScalar(text) + "\n"
        case .list(let items):
            guard !items.isEmpty else { return yamlScalar(field.key) + ": []\n" }
            return yamlScalar(field.key) + ":\n" + items.map { "  - " + yamlScalar($0) + "\n" }.joined()
        }
    }

    private static func tomlEntry(_ field: Field) -> String {
        let key = field.key.utf8.allSatisfy { Self.isBareTOMLKeyByte($0) } && !field.key.isEmpty ? field.key : doubleQuoted(field.key)
        switch field.value {
        case .string(let text): return key + " = " + doubleQuoted(text) + "\n"
        case .list(let items): return key + " = [" + items.map(doubleQuoted).joined(separator: ", ") + "]\n"
        }
    }

    private static func isBareTOMLKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Whether `line` is the top-level entry of `key` (`key:` in YAML, `key =` in TOML).
    private static func line(_ line: String, startsEntryOf key: String, format: Format) -> Bool {
        let candidates = format == .yaml
            ? [key + ":", yamlScalar(key) + ":", "'" + key + "':"]
            : [key + " =", key + "=", doubleQuoted(key) + " =", doubleQuoted(key) + "="]
        for candidate in candidates where line.hasPrefix(candidate) {
            let rest = line.utf8.dropFirst(candidate.utf8.count)
            if format == .toml || rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t") { return true }
        }
        return false
    }

    /// Whether a YAML line belongs to the entry above it: indented, blank, or a `- ` item.
    private static func continuesEntry(_ line: String) -> Bool {
        guard let first = line.utf8.first else { return true }
        return first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || line == "-" || line.hasPrefix("- ")
    }

    private static let yaml11Words: Set<String> = [
        "y", "yes", "n", "no", "true", "false", "on", "off", "null", "~",
    ]

    private static func needsQuotes(_ value: String) -> Bool {
        guard let first = value.utf8.first, let last = value.utf8.last else { return true }
        if yaml11Words.contains(value.lowercased()) || value == "<<" { return true }
        if "-?:,[]{}#&*!|>'\"%@`.+ \t".utf8.contains(first) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { return true }
        if last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: ":") { return true }
        var previous: UInt8 = 0
        for byte in value.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == UInt8(ascii: ":"), byte == UInt8(ascii: " ") { return true }
            if previous == UInt8(ascii: " "), byte == UInt8(ascii: "#") { return true }
            previous = byte
        }
        return value.unicodeScalars.contains(where: needsEscape)
    }

    /// Scalars that YAML does not allow, or reads as line breaks, in a plain scalar.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0xD800...0xDFFF: return true
        default: return false
        }
    }

    private static func doubleQuoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
