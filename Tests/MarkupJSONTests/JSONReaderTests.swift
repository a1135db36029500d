import MarkupJSON
import Testing
import TestSupport

/// Parses `text` with the default reader.
private func parse(_ text: String, maxDepth: Int = 128) throws(JSONSyntaxError) -> JSONValue {
    try JSONReader(maxDepth: maxDepth).parse(Array(text.utf8))
}

/// The error `bytes` must raise, or `nil` when they parse.
private func syntaxError(_ bytes: [UInt8], maxDepth: Int = 128) -> JSONSyntaxError? {
    do {
        _ = try JSONReader(maxDepth: maxDepth).parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(Array(text.utf8)) }

@Suite("JSONReader")
struct JSONReaderTests {
    // MARK: values

    @Test("every kind of value, object members in document order")
    func everyKind() throws {
        let value = try parse(#" {"z": null, "t": true, "f": false, "n": -12.5e1, "s": "x", "a": [1, [], {}], "o": {"k": "v"}} "#)
        #expect(value == .object([
            JSONMember(name: "z", value: .null),
            JSONMember(name: "t", value: .bool(true)),
            JSONMember(name: "f", value: .bool(false)),
            JSONMember(name: "n", value: .number(-125)),
            JSONMember(name: "s", value: .string("x")),
            JSONMember(name: "a", value: .array([.number(1), .array([]), .object([])])),
            JSONMember(name: "o", value: .object([JSONMember(name: "k", value: .string("v"))])),
        ]))
        #expect(value.objectValue?.map(\.name) == ["z", "t", "f", "n", "s", "a", "o"])
        #expect(try parse("7") == .number(7))
        #expect(try parse(#""""#) == .string(""))
        #expect(try parse("\t\r\n null \n") == .null)
    }

    @Test("accessors return the payload of the right kind and nil otherwise")
    func accessors() throws {
        let value = try parse(#"{"size": 16, "scale": 1.5, "big": 1e300, "name": "body", "on": true, "list": [1], "nested": {"a": null}}"#)
        #expect(value["size"]?.intValue == 16)
        #expect(value["size"]?.doubleValue == 16)
        #expect(value["scale"]?.intValue == nil)
        #expect(value["scale"]?.doubleValue == 1.5)
        #expect(value["big"]?.intValue == nil)
        #expect(value["name"]?.stringValue == "body")
        #expect(value["name"]?.intValue == nil)
        #expect(value["on"]?.boolValue == true)
        #expect(value["on"]?.stringValue == nil)
        #expect(value["list"]?.arrayValue == [.number(1)])
        #expect(value["list"]?.objectValue == nil)
        #expect(value["nested"]?["a"]?.isNull == true)
        #expect(value["nested"]?.objectValue?.first?.name == "a")
        #expect(value["missing"] == nil)
        #expect(value["list"]?["size"] == nil)
        #expect(value.arrayValue == nil)
    }

    @Test("escapes: the two-character ones, \\u, surrogate pairs combined, NUL")
    func escapes() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
        #expect(try parse(#""\u0041\u00e9\u20AC\u00E9""#) == .string("Aé€é"))
        #expect(try parse(#""\uD83D\uDE00 \ud83c\uddef\ud83c\uddf5""#) == .string("😀 🇯🇵"))
        #expect(try parse(#""a\u0000b""#) == .string("a\u{0}b"))
        #expect(try parse(#""\uFFFF\uFEFF""#) == .string("\u{FFFF}\u{FEFF}"))
        #expect(try parse(#"{"\u006b\u0065\u0079": 1}"#)["key"]?.intValue == 1)
        #expect(try parse("\"日本語 👨‍👩‍👧 e\u{301}\"") == .string("日本語 👨‍👩‍👧 e\u{301}"))
    }

    @Test("a duplicate name keeps its first position and takes the last value")
    func duplicateNames() throws {
        let small = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(small == .object([JSONMember(name: "a", value: .number(3)), JSONMember(name: "b", value: .number(2))]))
        // Large objects find duplicates by hashing: the same rule there.
        let names = (0..<40).map { "k\($0)" }
        var text = "{" + names.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",")
        text += #", "k3": "again", "k39": null, "k0": [], "new": true}"#
        let large = try parse(text)
        let members = try #require(large.objectValue)
        #expect(members.count == 41)
        #expect(members.map(\.name) == names + ["new"])
        #expect(large["k3"] == .string("again"))
        #expect(large["k39"] == .null)
        #expect(large["k0"] == .array([]))
        #expect(large["k20"]?.intValue == 20)
    }

    @Test("a leading byte order mark is skipped; anywhere else it is an error")
    func byteOrderMark() throws {
        #expect(try JSONReader().parse([0xEF, 0xBB, 0xBF] + Array(#" {"a": 1}"#.utf8)) == .object([JSONMember(name: "a", value: .number(1))]))
        #expect(syntaxError([0xEF, 0xBB, 0xBF])?.reason == .unexpectedEndOfInput)
        #expect(syntaxError([0x20, 0xEF, 0xBB, 0xBF, 0x31])?.reason == .expectedValue)
        #expect(syntaxError([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31])?.reason == .expectedValue)
    }

    // MARK: numbers

    @Test("numbers become the nearest Double", arguments: [
        ("0", 0.0), ("-0", -0.0), ("1E2", 100), ("1e-2", 0.01), ("-1.5e+3", -1500), ("0.1", 0.1),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("9007199254740993", 9_007_199_254_740_992),  // halfway: ties to even
        ("9007199254740995", 9_007_199_254_740_996),
        ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("4.9e-324", .leastNonzeroMagnitude), ("2e-324", 0), ("1e-400", 0),
        ("1.7976931348623157e308", 1.7976931348623157e308),
        ("0.30000000000000004", 0.30000000000000004),
        ("100000000000000000000000000000000000000000000000000e-50", 1),
    ])
    func numbers(text: String, expected: Double) throws {
        let number = try #require(try parse(text).doubleValue)
        #expect(number == expected)
        #expect(number.sign == expected.sign)
    }

    @Test("numbers beyond Double are errors, not infinity", arguments: ["1e309", "-1e400", "1.8e308", "[0, 1e99999]"])
    func numberOutOfRange(text: String) {
        #expect(syntaxError(text)?.reason == .numberOutOfRange)
    }

    // MARK: errors

    @Test("errors give the reason, the line and the column", arguments: [
        ("", JSONSyntaxError.Reason.unexpectedEndOfInput, 1, 1),
        ("   ", .unexpectedEndOfInput, 1, 4),
        ("{\n  \"a\" 1}", .expectedColon, 2, 7),
        ("[1,\r\n 2 3]", .expectedCommaOrEndOfArray, 2, 4),
        ("[1,\r 2 3]", .expectedCommaOrEndOfArray, 2, 4),
        ("[\"é\", x]", .expectedValue, 1, 7),
        ("[\"👨‍👩‍👧\",\n\n  \"ok\" ,  nul]", .invalidLiteral, 3, 11),
        ("{\"a\":1,}", .expectedMemberName, 1, 8),
        ("{1: 2}", .expectedMemberName, 1, 2),
        ("[1,]", .expectedValue, 1, 4),
        ("{\"a\":1 \"b\":2}", .expectedCommaOrEndOfObject, 1, 8),
        ("[1] x", .trailingContent, 1, 5),
        ("{} {}", .trailingContent, 1, 4),
        ("tru", .invalidLiteral, 1, 1),
        ("[truex]", .expectedCommaOrEndOfArray, 1, 6),
        ("01", .invalidNumber, 1, 1),
        ("[-]", .invalidNumber, 1, 2),
        ("-01", .invalidNumber, 1, 1),
        ("1.", .invalidNumber, 1, 1),
        ("1.e3", .invalidNumber, 1, 1),
        ("1e", .invalidNumber, 1, 1),
        ("[0, 1e+]", .invalidNumber, 1, 5),
        (".5", .expectedValue, 1, 1),
        ("+1", .expectedValue, 1, 1),
        ("NaN", .expectedValue, 1, 1),
        ("-Infinity", .invalidNumber, 1, 1),
        ("0x10", .trailingContent, 1, 2),
        ("\"a\tb\"", .controlCharacterInString, 1, 3),
        ("\"a\nb\"", .controlCharacterInString, 1, 3),
        ("\"\\x\"", .invalidEscape, 1, 2),
        ("\"\\'\"", .invalidEscape, 1, 2),
        ("\"ab\\u12G4\"", .invalidUnicodeEscape, 1, 4),
        ("\"\\u12\"", .invalidUnicodeEscape, 1, 2),
        ("\"\\uD800\"", .loneSurrogate, 1, 2),
        ("\"x\\uDC00\"", .loneSurrogate, 1, 3),
        ("\"\\uD800\\u0041\"", .loneSurrogate, 1, 2),
        ("\"\\uD800\\uD800\"", .loneSurrogate, 1, 2),
        ("\"\\uD800x\"", .loneSurrogate, 1, 2),
        ("\"abc", .unexpectedEndOfInput, 1, 5),
        ("\"abc\\", .unexpectedEndOfInput, 1, 6),
        ("\"\\u00", .unexpectedEndOfInput, 1, 6),
        ("[1", .unexpectedEndOfInput, 1, 3),
        ("{\"a\"", .unexpectedEndOfInput, 1, 5),
        ("{\"a\":", .unexpectedEndOfInput, 1, 6),
        ("{\"a\":1", .unexpectedEndOfInput, 1, 7),
        ("{", .unexpectedEndOfInput, 1, 2),
        ("1e400", .numberOutOfRange, 1, 1),
        ("[[]]", .tooDeep(limit: 1), 1, 2),
    ])
    func errorPositions(text: String, reason: JSONSyntaxError.Reason, line: Int, column: Int) throws {
        let maxDepth = if case .tooDeep(let limit) = reason { limit } else { 128 }
        let error = try #require(syntaxError(Array(text.utf8), maxDepth: maxDepth))
        #expect(error.reason == reason)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.description.hasPrefix("\(line):\(column): "))
    }

    @Test("the message reads line:column: reason")
    func message() throws {
        let error = try #require(syntaxError("{\n  \"a\" 1}"))
        #expect(error.description == "2:7: expected ':' after an object member name")
        #expect(error.offset == 8)
        #expect(try #require(syntaxError("[[[1]]]".utf8.map { $0 }, maxDepth: 2)).description == "1:3: arrays and objects nested deeper than 2 levels")
    }

    @Test("ill-formed UTF-8 in a string is an error at its first byte", arguments: [
        [0xC0, 0x80],  // overlong NUL
        [0xC1, 0xBF],  // overlong
        [0xE0, 0x80, 0xAF],  // overlong "/"
        [0xED, 0xA0, 0x80],  // encoded surrogate U+D800
        [0xF0, 0x8F, 0xBF, 0xBF],  // overlong
        [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
        [0xF5, 0x80, 0x80, 0x80],
        [0xFF],
        [0x80],  // stray continuation byte
        [0xE2, 0x82],  // truncated three-byte sequence
        [0xC3],
        [0xE2, 0x28, 0xA1],
        [0xF0, 0x9F, 0x98],  // truncated four-byte sequence
    ] as [[UInt8]])
    func invalidUTF8(sequence: [UInt8]) throws {
        let input: [UInt8] = Array("[\"ok\", \"a".utf8) + sequence + Array("b\"]".utf8)
        let error = try #require(syntaxError(input))
        #expect(error.reason == .invalidUTF8)
        #expect(error.offset == 9)
        #expect(error.column == 10)
    }

    @Test("well-formed UTF-8 at every length and boundary is accepted")
    func validUTF8() throws {
        let text = "\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}"
        #expect(try parse("\"\(text)\"") == .string(text))
        #expect(syntaxError([0xFF])?.reason == .expectedValue)
        #expect(syntaxError([0x31, 0x20, 0xC3, 0xA9])?.reason == .trailingContent)
    }

    // MARK: depth and size

    @Test("100,000 opening brackets: an error at the depth limit, no crash")
    func deepBrackets() throws {
        let opening = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = try #require(syntaxError(opening))
        #expect(error.reason == .tooDeep(limit: 128))
        #expect(error.offset == 128)
        #expect(error.column == 129)
        let balanced = opening + [UInt8](repeating: UInt8(ascii: "]"), count: 100_000)
        #expect(syntaxError(balanced)?.reason == .tooDeep(limit: 128))
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(syntaxError(objects)?.reason == .tooDeep(limit: 128))
    }

    @Test("exactly maxDepth levels parse; one more is an error; maxDepth is clamped")
    func depthLimit() throws {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) }
        var value = try parse(nested(128))
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            depth += 1
            value = first
        }
        #expect(depth == 128 && value == .number(1))
        #expect(syntaxError(Array(nested(129).utf8))?.reason == .tooDeep(limit: 128))
        #expect(JSONReader(maxDepth: 1_000_000).maxDepth == JSONReader.maxSupportedDepth)
        #expect(try JSONReader(maxDepth: 1_000_000).parse(Array(nested(1024).utf8)).arrayValue?.count == 1)
        #expect(syntaxError(Array(nested(1025).utf8), maxDepth: 1_000_000)?.reason == .tooDeep(limit: 1024))
        #expect(JSONReader(maxDepth: -3).maxDepth == 0)
        #expect(try parse("\"scalar\"", maxDepth: 0) == .string("scalar"))
        #expect(syntaxError(Array("{}".utf8), maxDepth: 0)?.reason == .tooDeep(limit: 0))
    }

    @Test("a 1 MB document")
    func megabyteDocument() throws {
        var text = "{\"items\": ["
        var index = 0
        while text.utf8.count < 1_048_576 {
            if index > 0 { text += ",\n" }
            text += #"{"id": \#(index), "name": "item \u00e9 \#(index) 👍", "weight": \#(Double(index) / 8), "tags": ["a", "b\n"], "ok": \#(index % 2 == 0)}"#
            index += 1
        }
        text += "], \"count\": \(index)}"
        #expect(text.utf8.count > 1_048_576)
        let value = try parse(text)
        let items = try #require(value["items"]?.arrayValue)
        #expect(items.count == index)
        #expect(value["count"]?.intValue == index)
        #expect(items.compactMap { $0["id"]?.intValue } == Array(0..<index))
        #expect(items.last?["name"]?.stringValue == "item é \(index - 1) 👍")
        #expect(items[5]["weight"]?.doubleValue == 0.625)
        #expect(items.filter { $0["ok"]?.boolValue == true }.count == (index + 1) / 2)
    }

    // MARK: seeded random input

    @Test("random garbage: a value or an error inside the input, never a crash")
    func randomGarbage() {
        var generator = SeededGenerator(seed: 0x4A53_4F4E)
        let alphabet = Array(#"{}[]:,"\ -+.eE0123456789tfrueanl/bu"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xA9, 0xED, 0xF0, 0xFF]
        var parsed = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            if let error = syntaxError(bytes) {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
                #expect(error.line >= 1 && error.column >= 1 && error.column <= error.offset + 1)
            } else {
                parsed += 1
            }
        }
        #expect(parsed > 0)  // some garbage is JSON ("1", "[]", ...): both paths ran
    }

    @Test("random documents round-trip through a test-side writer; mutated ones never crash")
    func randomDocuments() throws {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<500 {
            let value = RandomJSON.value(depth: 0, using: &generator)
            var text = ""
            RandomJSON.write(value, into: &text, using: &generator)
            #expect(try parse(text) == value, "\(text)")
            var bytes = Array(text.utf8)
            for _ in 0..<4 where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
                default: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                }
                if let error = syntaxError(bytes) {
                    #expect(error.offset <= bytes.count)
                }
            }
        }
    }
}

/// Random JSON values and a writer for them that varies whitespace and escaping.
private enum RandomJSON {
    static func value(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
        let kind = Int.random(in: 0..<(depth < 5 ? 7 : 5), using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(number(using: &generator))
        case 3, 4: return .string(string(using: &generator))
        case 5: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in value(depth: depth + 1, using: &generator) })
        default:
            var members: [JSONMember] = []
            for index in 0..<Int.random(in: 0...12, using: &generator) {
                members.append(JSONMember(name: string(using: &generator) + "#\(index)", value: value(depth: depth + 1, using: &generator)))
            }
            return .object(members)
        }
    }

    static func number(using generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return Double(Int32.random(in: .min ... .max, using: &generator))
        case 1: return Double.random(in: -1...1, using: &generator)
        case 2: return Double.random(in: -1e300...1e300, using: &generator)
        default:
            while true {
                let candidate = Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))
                if candidate.isFinite { return candidate }
            }
        }
    }

    static func string(using generator: inout SeededGenerator) -> String {
        let pieces: [String] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "€", "日", "😀", "🇯🇵", "\u{FEFF}", "\u{10FFFF}", "e\u{301}"]
        return (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func write(_ value: JSONValue, into text: inout String, using generator: inout SeededGenerator) {
        let space = [" ", "", "\n", "\t", "\r\n  "].randomElement(using: &generator) ?? ""
        switch value {
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .number(let number): text += "\(number)"
        case .string(let string): writeString(string, into: &text, using: &generator)
        case .array(let elements):
            text += "[" + space
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," + space }
                write(element, into: &text, using: &generator)
            }
            text += space + "]"
        case .object(let members):
            text += "{" + space
            for (index, member) in members.enumerated() {
                if index > 0 { text += space + "," }
                writeString(member.name, into: &text, using: &generator)
                text += space + ":" + space
                write(member.value, into: &text, using: &generator)
            }
            text += "}"
        }
    }

    static func writeString(_ string: String, into text: inout String, using generator: inout SeededGenerator) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += Bool.random(using: &generator) ? "\\\\" : "\\u005C"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "/": text += Bool.random(using: &generator) ? "\\/" : "/"
            case _ where scalar.value < 0x20 || Int.random(in: 0..<4, using: &generator) == 0:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: Bool.random(using: &generator))
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
