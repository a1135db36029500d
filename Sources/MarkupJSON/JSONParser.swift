/// The state of one ``JSONReader/parse(_:)`` call: a cursor over the bytes and an explicit
/// stack of the open arrays and objects (no recursion, so nesting costs heap, not stack).
struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    private let maxDepth: Int
    private var stack: [JSONOpenContainer] = []
    /// Whether escapes that decode to a terminal control character are replaced
    /// (``JSONReader/replacesControlCharacters``), and how many were.
    let replacesControlCharacters: Bool
    var replacedControlCharacters = 0

    init(bytes: [UInt8], maxDepth: Int, replacesControlCharacters: Bool = false) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.replacesControlCharacters = replacesControlCharacters
    }

    /// An error at `offset` (default: the cursor).
    func error(_ reason: JSONSyntaxError.Reason, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason, at: offset ?? position, in: bytes)
    }

    /// The whole input: optional BOM, whitespace, one value, whitespace, end.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
        }
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error(.trailingContent) }
        return value
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            default:
                return
            }
        }
    }

    /// The byte at the cursor after whitespace, or `nil` at the end.
    private mutating func peekToken() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Reads one value, nested containers included, with the explicit stack.
    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let baseDepth = stack.count
        while true {
            // Read the start of a value: a scalar completes at once, `[`/`{` open a container.
            var completed: JSONValue
            guard let byte = peekToken() else { throw error(.unexpectedEndOfInput) }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard stack.count < maxDepth else { throw error(.tooDeep(limit: maxDepth)) }
                position += 1
                let isArray = byte == UInt8(ascii: "[")
                let close = isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
                if peekToken() == close {
                    position += 1
                    completed = isArray ? .array([]) : .object([])
                } else if isArray {
                    stack.append(JSONOpenContainer(pendingName: nil))
                    continue
                } else {
                    let name = try parseMemberName()
                    stack.append(JSONOpenContainer(pendingName: name))
                    continue
                }
            default:
                completed = try parseScalar(startingWith: byte)
            }
            // Hand the value to the open containers; closing one completes another value.
            while stack.count > baseDepth {
                guard let next = try append(completed) else { break }
                completed = next
            }
            if stack.count == baseDepth { return completed }
        }
    }

    /// Adds `value` to the innermost container, then reads `,` (returns `nil`: another
    /// element or member follows) or the closing bracket (returns the finished container).
    private mutating func append(_ value: JSONValue) throws(JSONSyntaxError) -> JSONValue? {
        guard let container = stack.last else { return value }
        container.add(value)
        let isArray = container.pendingName == nil
        switch peekToken() {
        case UInt8(ascii: ","):
            position += 1
            if !isArray { container.pendingName = try parseMemberName() }
            return nil
        case UInt8(ascii: isArray ? "]" : "}"):
            position += 1
            stack.removeLast()
            return isArray ? .array(container.elements) : .object(container.members)
        case nil:
            throw error(.unexpectedEndOfInput)
        default:
            throw error(isArray ? .expectedCommaOrEndOfArray : .expectedCommaOrEndOfObject)
        }
    }

    /// `"name"` and the `:` after it.
    private mutating func parseMemberName() throws(JSONSyntaxError) -> String {
        switch peekToken() {
        case UInt8(ascii: "\""):
            break
        case nil:
            throw error(.unexpectedEndOfInput)
        default:
            throw error(.expectedMemberName)
        }
        let name = try parseString()
        switch peekToken() {
        case UInt8(ascii: ":"):
            position += 1
            return name
        case nil:
            throw error(.unexpectedEndOfInput)
        default:
            throw error(.expectedColon)
        }
    }

    /// A string, number or literal starting at the cursor.
    private mutating func parseScalar(startingWith byte: UInt8) throws(JSONSyntaxError) -> JSONValue {
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default:
            throw error(.expectedValue)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            bytes.count - start >= count && bytes[start..<start + count].elementsEqual(expected)
        }
        guard matches else { throw error(.invalidLiteral, at: start) }
        position += count
    }
}
