/// Reads the top-level keys of a front matter block that have a simple value: enough of
/// YAML and TOML for what pages keep in metadata (a title, a date, tags).
///
/// YAML: `key: value` lines at column 0 with a plain, `"double"` (escapes decoded) or
/// `'single'` quoted scalar, a plain scalar continued on indented lines, a flow list
/// `[a, "b"]`, or a block list of `- item` lines under an empty value. TOML: `key = value`
/// lines before the first `[table]`, with basic or literal strings, arrays of them on one
/// line, and bare values (numbers, booleans, dates) as written. Anything else (nested maps,
/// block scalars, anchors, tags, multi-line strings) is skipped, never an error: the block's
/// text keeps it.
enum FrontMatterReader {
    /// The fields of `text` in `format`.
    static func fields(of text: String, format: FrontMatter.Format) -> [FrontMatter.Field] {
        let lines = Self.lines(of: text)
        switch format {
        case .yaml: return yamlFields(lines)
        case .toml: return tomlFields(lines)
        }
    }

    /// Whether the first line of `text` that is neither blank nor a comment is a YAML
    /// mapping entry (`key:` followed by a space or the end of the line); true for a block
    /// of comments or an empty one.
    static func startsWithMappingEntry(_ text: String) -> Bool {
        for line in lines(of: text) {
            let trimmed = trimmingSpaces(line)
            if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { continue }
            return mappingEntry(line) != nil
        }
        return true
    }

    // MARK: - YAML

    private static func yamlFields(_ lines: [ArraySlice<UInt8>]) -> [FrontMatter.Field] {
        var fields: [FrontMatter.Field] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let (key, rawValue) = mappingEntry(line) else { continue }
            // The indented lines under the key: a block list or a continued plain scalar.
            var continuation: [ArraySlice<UInt8>] = []
            while index < lines.count, isIndentedOrBlank(lines[index]) || isBlockListItem(lines[index]) {
                continuation.append(lines[index])
                index += 1
            }
            while let last = continuation.last, trimmingSpaces(last).isEmpty { continuation.removeLast() }
            let value = removingComment(trimmingSpaces(rawValue))
            if value.isEmpty {
                if let items = blockList(continuation) { fields.append(.init(key: key, value: .list(items))) }
                continue
            }
            guard let parsed = yamlValue(value, continuation: continuation) else { continue }
            fields.append(.init(key: key, value: parsed))
        }
        return fields
    }

    /// `key` and the rest of the line after `key:`, for a line at column 0.
    private static func mappingEntry(_ line: ArraySlice<UInt8>) -> (String, ArraySlice<UInt8>)? {
        guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
              first != UInt8(ascii: "#"), first != UInt8(ascii: "-") || line.dropFirst().first.map({ $0 != UInt8(ascii: " ") }) ?? false
        else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let (key, end) = quotedScalar(line), end < line.endIndex, line[end] == UInt8(ascii: ":") else { return nil }
            let rest = line[(end + 1)...]
            guard rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t") else { return nil }
            return (key, rest)
        }
        var position = line.startIndex
        while position < line.endIndex {
            if line[position] == UInt8(ascii: ":") {
                let next = position + 1
                if next == line.endIndex || line[next] == UInt8(ascii: " ") || line[next] == UInt8(ascii: "\t") {
                    let key = trimmingSpaces(line[line.startIndex..<position])
                    guard !key.isEmpty, !"{[&*!|>%@`".utf8.contains(key[key.startIndex]) else { return nil }
                    return (String(decoding: key, as: UTF8.self), line[next...])
                }
            }
            position += 1
        }
        return nil
    }

    /// A value after `key: `: a quoted or plain scalar (with its continuation lines) or a
    /// flow list; `nil` for what the reader does not read.
    private static func yamlValue(_ value: ArraySlice<UInt8>, continuation: [ArraySlice<UInt8>]) -> FrontMatter.Value? {
        guard let first = value.first else { return nil }
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard continuation.isEmpty, let (text, end) = quotedScalar(value), end == value.endIndex else { return nil }
            return .string(text)
        case UInt8(ascii: "["):
            guard continuation.isEmpty, value.last == UInt8(ascii: "]") else { return nil }
            return flowList(value.dropFirst().dropLast()).map { .list($0) }
        case UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "*"),
             UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return nil
        default:
            var words = [String(decoding: value, as: UTF8.self)]
            for line in continuation {
                let part = removingComment(trimmingSpaces(line))
                guard !part.isEmpty, !isBlockListItem(line) else { return nil }
                words.append(String(decoding: part, as: UTF8.self))
            }
            let text = words.joined(separator: " ")
            if continuation.isEmpty, text == "~" || text == "null" || text == "Null" || text == "NULL" { return nil }
            return .string(text)
        }
    }

    /// The items of `- item` lines, or `nil` when the lines are something else.
    private static func blockList(_ lines: [ArraySlice<UInt8>]) -> [String]? {
        guard !lines.isEmpty else { return nil }
        var items: [String] = []
        for line in lines {
            let trimmed = trimmingSpaces(line)
            if trimmed.isEmpty { continue }
            guard trimmed.first == UInt8(ascii: "-"), trimmed.count == 1 || trimmed[trimmed.startIndex + 1] == UInt8(ascii: " ") else {
                return nil
            }
            let item = removingComment(trimmingSpaces(trimmed.dropFirst()))
            if item.first == UInt8(ascii: "\"") || item.first == UInt8(ascii: "'") {
                guard let (text, end) = quotedScalar(item), end == item.endIndex else { return nil }
                items.append(text)
            } else {
                guard scalarIsPlainText(item) else { return nil }
                items.append(String(decoding: item, as: UTF8.self))
            }
        }
        return items
    }

    /// The items of a flow list's inside (`a, "b, c"`), or `nil` for nested collections.
    private static func flowList(_ inside: ArraySlice<UInt8>) -> [String]? {
        var items: [String] = []
        var rest = trimmingSpaces(inside)
        while !rest.isEmpty {
            if rest.first == UInt8(ascii: "\"") || rest.first == UInt8(ascii: "'") {
                guard let (text, end) = quotedScalar(rest) else { return nil }
                items.append(text)
                rest = trimmingSpaces(rest[end...])
                guard rest.isEmpty || rest.first == UInt8(ascii: ",") else { return nil }
                rest = trimmingSpaces(rest.dropFirst())
            } else {
                let end = rest.firstIndex(of: UInt8(ascii: ",")) ?? rest.endIndex
                let item = trimmingSpaces(rest[rest.startIndex..<end])
                guard scalarIsPlainText(item) else { return nil }
                if !item.isEmpty { items.append(String(decoding: item, as: UTF8.self)) }
                rest = end == rest.endIndex ? rest[end...] : trimmingSpaces(rest[(end + 1)...])
            }
        }
        return items
    }

    /// Whether a plain list item is text and not the start of a nested collection.
    private static func scalarIsPlainText(_ item: ArraySlice<UInt8>) -> Bool {
        guard let first = item.first else { return true }
        return !"[]{}&*!|>%@`".utf8.contains(first)
    }

    // MARK: - TOML

    private static func tomlFields(_ lines: [ArraySlice<UInt8>]) -> [FrontMatter.Field] {
        var fields: [FrontMatter.Field] = []
        for line in lines {
            let trimmed = trimmingSpaces(line)
            if trimmed.first == UInt8(ascii: "[") { break }
            guard let equals = trimmed.firstIndex(of: UInt8(ascii: "=")) else { continue }
            var keyBytes = trimmingSpaces(trimmed[trimmed.startIndex..<equals])
            if keyBytes.first == UInt8(ascii: "\"") || keyBytes.first == UInt8(ascii: "'") {
                guard let (key, end) = quotedScalar(keyBytes, toml: true), end == keyBytes.endIndex else { continue }
                keyBytes = ArraySlice(key.utf8)
            }
            guard !keyBytes.isEmpty, !keyBytes.contains(UInt8(ascii: " ")) else { continue }
            let key = String(decoding: keyBytes, as: UTF8.self)
            let value = trimmingSpaces(trimmed[(equals + 1)...])
            guard let first = value.first else { continue }
            switch first {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let (text, end) = quotedScalar(value, toml: true), removingComment(trimmingSpaces(value[end...])).isEmpty else { continue }
                fields.append(.init(key: key, value: .string(text)))
            case UInt8(ascii: "["):
                let body = removingComment(value)
                guard body.last == UInt8(ascii: "]"), let items = flowList(body.dropFirst().dropLast()) else { continue }
                fields.append(.init(key: key, value: .list(items)))
            case UInt8(ascii: "{"):
                continue
            default:
                let text = removingComment(value)
                if !text.isEmpty { fields.append(.init(key: key, value: .string(String(decoding: text, as: UTF8.self)))) }
            }
        }
        return fields
    }

    // MARK: - Scalars

    /// A quoted scalar at the start of `bytes` and the index after its closing quote. Double
    /// quotes decode backslash escapes; single quotes (YAML) double a quote to escape it.
    private static func quotedScalar(_ bytes: ArraySlice<UInt8>, toml: Bool = false) -> (String, Int)? {
        guard let quote = bytes.first else { return nil }
        var result: [UInt8] = []
        var position = bytes.startIndex + 1
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == quote {
                if quote == UInt8(ascii: "'"), !toml, position + 1 < bytes.endIndex, bytes[position + 1] == quote {
                    result.append(quote)
                    position += 2
                    continue
                }
                return (String(decoding: result, as: UTF8.self), position + 1)
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                guard position + 1 < bytes.endIndex else { return nil }
                let escaped = bytes[position + 1]
                position += 2
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "0"): result.append(0x00)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "e"): result.append(0x1B)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                case UInt8(ascii: " ") where !toml: result.append(escaped)
                case UInt8(ascii: "x") where !toml, UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let digits = escaped == UInt8(ascii: "x") ? 2 : escaped == UInt8(ascii: "u") ? 4 : 8
                    guard position + digits <= bytes.endIndex, let value = hexValue(bytes[position..<(position + digits)]),
                          let scalar = Unicode.Scalar(value) else { return nil }
                    result.append(contentsOf: String(Character(scalar)).utf8)
                    position += digits
                default:
                    return nil
                }
                continue
            }
            result.append(byte)
            position += 1
        }
        return nil
    }

    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }

    // MARK: - Lines

    private static func lines(of text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            var end = index
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            result.append(bytes[start..<end])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func isIndentedOrBlank(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first else { return true }
        return first == UInt8(ascii: " ") || first == UInt8(ascii: "\t")
    }

    /// `- item` at column 0: YAML allows a block list under a key without indentation.
    private static func isBlockListItem(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first == UInt8(ascii: "-") else { return false }
        let next = line.dropFirst().first
        return next == nil || next == UInt8(ascii: " ")
    }

    private static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { slice.removeFirst() }
        while let last = slice.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { slice.removeLast() }
        return slice
    }

    /// `bytes` without a trailing comment (` #` outside quotes and brackets), trimmed.
    private static func removingComment(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var quote: UInt8?
        var previous: UInt8 = UInt8(ascii: " ")
        for index in bytes.indices {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "[") || previous == UInt8(ascii: ",") { quote = byte }
            } else if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") {
                return trimmingSpaces(bytes[bytes.startIndex..<index])
            }
            previous = byte
        }
        return bytes
    }
}
