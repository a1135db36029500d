import MarkupJSON

/// Finds the text of a top-level member's value in a JSON object, exactly as written: a
/// `--jsonl` record's `id` is echoed byte for byte, so an integer beyond 2^53 or a number
/// written `1.50` comes back as the caller sent it (``MarkupJSON/JSONValue`` holds numbers
/// as `Double`).
///
/// Meant for text ``MarkupJSON/JSONReader`` has accepted; on anything else it returns `nil`
/// or a wrong range, never traps. One pass over the bytes.
enum RawJSONMember {
    /// The byte range of the value of the last top-level member called `name` (the one
    /// ``MarkupJSON/JSONReader`` keeps), or `nil` when there is none.
    static func valueRange(named name: String, in bytes: [UInt8]) -> Range<Int>? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipWhitespace()
        guard scanner.consume(UInt8(ascii: "{")) else { return nil }
        var found: Range<Int>?
        while true {
            scanner.skipWhitespace()
            guard let nameRange = scanner.skipString() else { return found }
            scanner.skipWhitespace()
            guard scanner.consume(UInt8(ascii: ":")) else { return found }
            scanner.skipWhitespace()
            let valueStart = scanner.position
            guard scanner.skipValue() else { return found }
            if Self.name(bytes[nameRange], equals: name) { found = valueStart..<scanner.position }
            scanner.skipWhitespace()
            guard scanner.consume(UInt8(ascii: ",")) else { return found }
        }
    }

    /// Whether the string literal `literal` (quotes included) spells `name`; escapes are
    /// decoded only when there are some.
    private static func name(_ literal: ArraySlice<UInt8>, equals name: String) -> Bool {
        if !literal.contains(UInt8(ascii: "\\")) {
            return literal.count == name.utf8.count + 2 && literal.dropFirst().dropLast().elementsEqual(name.utf8)
        }
        return (try? JSONReader(maxDepth: 0).parse(literal))?.stringValue == name
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        mutating func skipWhitespace() {
            while position < bytes.count,
                  bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
                    || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
                position += 1
            }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Skips a string literal; its range, quotes included.
        mutating func skipString() -> Range<Int>? {
            let start = position
            guard consume(UInt8(ascii: "\"")) else { return nil }
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\\"): position += 2
                case UInt8(ascii: "\""):
                    position += 1
                    return start..<position
                default: position += 1
                }
            }
            return nil
        }

        /// Skips one value of any kind, nested containers included (strings inside them are
        /// skipped whole, so brackets in text do not count).
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                guard position < bytes.count else { return false }
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    guard skipString() != nil else { return false }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    position += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard depth > 0 else { return true }
                    depth -= 1
                    position += 1
                case UInt8(ascii: ","):
                    guard depth > 0 else { return true }
                    position += 1
                default:
                    position += 1
                }
            } while depth > 0 || !atScalarEnd
            return true
        }

        /// Whether the cursor is past a complete top-level value (after a container or
        /// string closed at depth 0, the loop must stop before the next delimiter).
        private var atScalarEnd: Bool {
            guard position < bytes.count else { return true }
            switch bytes[position] {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
                 UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return true
            default:
                return false
            }
        }
    }
}
