import Foundation
import TestSupport
import Testing
@testable import HTMLFrontend

/// Runs every html5lib tokenizer test (`html5lib-tests/tokenizer/*.test`, format in
/// `html5lib-tests/FORMAT.md` of the conformance folder) through ``HTMLTokenizer``.
///
/// A test passes when, for each of its initial states, the token list equals the expected
/// one after merging adjacent character tokens. Tests are named `file.test#index` (the
/// 0-based position in the file: descriptions are not unique). Failures listed in
/// `Tests/Conformance/html5lib-tokenizer-known-failures.txt` are expected; any other failure
/// fails the test, and so does a listed test that passes, so the list only shrinks.
///
/// Expected parse errors are compared as sorted lists of codes, counted on a second line.
/// Every test that is not a known failure matches its error codes and their positions, so a
/// difference in either fails the test too. Positions are html5lib's: 1-based line, and
/// column in UTF-16 code units (a character outside the BMP counts two), both after CR LF
/// became LF; they are computed from each diagnostic's byte offset.
///
/// Lone surrogates: ten tests set `doubleEscaped`, and four of those put a lone surrogate
/// (`\uD800`, `\uDFFF`) in the input. The tokenizer reads UTF-8 bytes, and no byte sequence
/// decodes to a lone surrogate: an encoder writes U+FFFD for it, and a UTF-8 decoder turns
/// the bytes of an encoded surrogate into U+FFFD. The harness therefore runs such a test as
/// the byte stream it stands for: each lone surrogate of the input and of the expected
/// output becomes U+FFFD, and the expected `surrogate-in-input-stream` errors, which a byte
/// stream cannot produce, are dropped. These tests count like all others.
@Suite("html5lib tokenizer conformance")
struct TokenizerConformanceTests {
    /// A token as the html5lib tests write it.
    enum TestToken: Equatable, CustomStringConvertible {
        case doctype(name: String?, publicIdentifier: String?, systemIdentifier: String?, correctness: Bool)
        case startTag(name: String, attributes: [String: String], selfClosing: Bool)
        case endTag(name: String)
        case comment(String)
        case characters(String)

        var description: String {
            switch self {
            case let .doctype(name, publicIdentifier, systemIdentifier, correctness):
                "DOCTYPE(\(name.debugDescription), \(publicIdentifier.debugDescription), \(systemIdentifier.debugDescription), \(correctness))"
            case let .startTag(name, attributes, selfClosing):
                "StartTag(\(name.debugDescription), \(attributes.sorted { $0.key < $1.key }), \(selfClosing))"
            case let .endTag(name): "EndTag(\(name.debugDescription))"
            case let .comment(data): "Comment(\(data.debugDescription))"
            case let .characters(data): "Character(\(data.debugDescription))"
            }
        }
    }

    /// One test of a `.test` file, decoded.
    struct Case {
        var id: String
        var description: String
        var input: [UInt8]
        var output: [TestToken]
        var initialStates: [TokenizerState]
        var lastStartTag: String?
        var errors: [String]
        /// The expected errors as `code line:column`, sorted.
        var errorPositions: [String]
    }

    /// The test files and their test counts, as `FORMAT.md` lists them.
    static let files: [(name: String, count: Int)] = [
        ("contentModelFlags.test", 14), ("domjs.test", 43), ("entities.test", 80), ("escapeFlag.test", 5),
        ("namedEntities.test", 4210), ("numericEntities.test", 336), ("pendingSpecChanges.test", 1),
        ("test1.test", 69), ("test2.test", 45), ("test3.test", 1590), ("test4.test", 85),
        ("unicodeChars.test", 323), ("unicodeCharsProblematic.test", 5), ("xmlViolation.test", 4),
    ]

    static let packageRoot = ConformanceDirectory.packageRoot

    /// `$MCONV_CONFORMANCE_DIR`, else `../shared/conformance` beside the package; `nil` when
    /// it does not exist.
    static var conformanceDirectory: URL? { ConformanceDirectory.url }

    /// Test id → reason, from the known-failures file.
    static func knownFailures() throws -> [String: String] {
        let url = packageRoot.appendingPathComponent("Tests/Conformance/html5lib-tokenizer-known-failures.txt")
        var result: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: " ", maxSplits: 1)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    // MARK: Decoding the tests

    enum DecodingError: Error, CustomStringConvertible {
        case malformed(String)
        var description: String {
            switch self {
            case let .malformed(what): "malformed tokenizer test: \(what)"
            }
        }
    }

    static let stateNames: [String: TokenizerState] = [
        "Data state": .data, "PLAINTEXT state": .plaintext, "RCDATA state": .rcdata,
        "RAWTEXT state": .rawtext, "Script data state": .scriptData, "CDATA section state": .cdataSection,
    ]

    /// Decodes the `\uXXXX` escapes of a `doubleEscaped` test's string; lone surrogates
    /// become U+FFFD. Returns the string and whether it had a lone surrogate.
    static func unescape(_ string: String) -> (String, hadLoneSurrogate: Bool) {
        var units: [UInt16] = []
        let scalars = Array(string.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 5 < scalars.count, scalars[index + 1] == "u",
               let value = UInt16(String(String.UnicodeScalarView(scalars[index + 2..<index + 6])), radix: 16) {
                units.append(value)
                index += 6
            } else {
                units.append(contentsOf: scalars[index].utf16)
                index += 1
            }
        }
        var lone = false
        var position = 0
        while position < units.count {
            let unit = units[position]
            if UTF16.isLeadSurrogate(unit), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
                position += 2
                continue
            }
            if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { lone = true }
            position += 1
        }
        return (String(decoding: units, as: UTF16.self), lone)
    }

    static func decodeString(_ value: Any?, doubleEscaped: Bool) -> String? {
        guard let string = value as? String else { return nil }
        return doubleEscaped ? unescape(string).0 : string
    }

    static func decodeToken(_ value: Any, doubleEscaped: Bool) throws -> TestToken {
        guard let array = value as? [Any], let kind = array.first as? String else {
            throw DecodingError.malformed("token \(value)")
        }
        func string(_ index: Int) -> String? {
            index < array.count ? decodeString(array[index], doubleEscaped: doubleEscaped) : nil
        }
        switch kind {
        case "DOCTYPE":
            guard array.count == 5, let correctness = array[4] as? Bool else { throw DecodingError.malformed("DOCTYPE \(array)") }
            return .doctype(name: string(1), publicIdentifier: string(2), systemIdentifier: string(3), correctness: correctness)
        case "StartTag":
            guard let name = string(1), array.count >= 3, let attributes = array[2] as? [String: Any] else {
                throw DecodingError.malformed("StartTag \(array)")
            }
            var decoded: [String: String] = [:]
            for (key, value) in attributes {
                let name = doubleEscaped ? unescape(key).0 : key
                decoded[name] = decodeString(value, doubleEscaped: doubleEscaped) ?? ""
            }
            let selfClosing = array.count > 3 ? (array[3] as? Bool ?? false) : false
            return .startTag(name: name, attributes: decoded, selfClosing: selfClosing)
        case "EndTag":
            guard let name = string(1) else { throw DecodingError.malformed("EndTag \(array)") }
            return .endTag(name: name)
        case "Comment":
            guard let data = string(1) else { throw DecodingError.malformed("Comment \(array)") }
            return .comment(data)
        case "Character":
            guard let data = string(1) else { throw DecodingError.malformed("Character \(array)") }
            return .characters(data)
        default:
            throw DecodingError.malformed("token kind \(kind)")
        }
    }

    /// The tests of one file.
    static func loadCases(_ file: String, in directory: URL) throws -> [Case] {
        let data = try Data(contentsOf: directory.appendingPathComponent("html5lib-tests/tokenizer/\(file)"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = (root["tests"] ?? root["xmlViolationTests"]) as? [[String: Any]] else {
            throw DecodingError.malformed(file)
        }
        return try tests.enumerated().map { index, test in
            let doubleEscaped = test["doubleEscaped"] as? Bool ?? false
            guard let rawInput = test["input"] as? String, let rawOutput = test["output"] as? [Any] else {
                throw DecodingError.malformed("\(file)#\(index)")
            }
            let (input, hadLoneSurrogate) = doubleEscaped ? unescape(rawInput) : (rawInput, false)
            let states = try (test["initialStates"] as? [String] ?? ["Data state"]).map { name in
                guard let state = stateNames[name] else { throw DecodingError.malformed("state \(name)") }
                return state
            }
            var errors = (test["errors"] as? [[String: Any]] ?? []).compactMap { error -> (String, Int, Int)? in
                guard let code = error["code"] as? String, let line = error["line"] as? Int, let column = error["col"] as? Int else {
                    return nil
                }
                return (code, line, column)
            }
            if hadLoneSurrogate { errors.removeAll { $0.0 == "surrogate-in-input-stream" } }
            return Case(
                id: "\(file)#\(index)",
                description: test["description"] as? String ?? "",
                input: Array(input.utf8),
                output: merged(try rawOutput.map { try decodeToken($0, doubleEscaped: doubleEscaped) }),
                initialStates: states,
                lastStartTag: test["lastStartTag"] as? String,
                errors: errors.map(\.0).sorted(),
                errorPositions: errors.map { "\($0.0) \($0.1):\($0.2)" }.sorted()
            )
        }
    }

    // MARK: Running

    /// `tokens` with adjacent character tokens merged.
    static func merged(_ tokens: [TestToken]) -> [TestToken] {
        var result: [TestToken] = []
        for token in tokens {
            if case let .characters(more) = token, case let .characters(text)? = result.last {
                result[result.count - 1] = .characters(text + more)
            } else {
                result.append(token)
            }
        }
        return result
    }

    /// The html5lib position of byte `offset` of `input`: 1-based line and column, the column
    /// in UTF-16 code units, CR LF and CR counted as one line break.
    static func position(of offset: Int, in input: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        while index < min(offset, input.count) {
            let byte = input[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D, index + 1 < input.count, input[index + 1] == 0x0A { index += 1 }
                line += 1
                column = 1
            } else if byte >= 0xF0 {
                column += 2
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// The tokens, error codes (sorted) and errors with positions (sorted) of `input` from
    /// `state`; `nil` tokens if the tokenizer does not reach the end of the input within a
    /// generous number of tokens.
    static func tokenize(_ input: [UInt8], state: TokenizerState, lastStartTag: String?) -> (tokens: [TestToken]?, errors: [String], errorPositions: [String]) {
        var tokenizer = HTMLTokenizer(bytes: input, reportsParseErrors: true)
        tokenizer.state = state
        tokenizer.lastStartTagName = lastStartTag
        var tokens: [TestToken] = []
        var reachedEnd = false
        for _ in 0..<(2 * input.count + 8) {
            switch tokenizer.next() {
            case .endOfFile:
                reachedEnd = true
            case let .doctype(doctype):
                tokens.append(.doctype(
                    name: doctype.name, publicIdentifier: doctype.publicIdentifier,
                    systemIdentifier: doctype.systemIdentifier, correctness: !doctype.forceQuirks
                ))
            case let .startTag(tag):
                var attributes: [String: String] = [:]
                for attribute in tag.attributes where attributes[attribute.name] == nil {
                    attributes[attribute.name] = attribute.value
                }
                tokens.append(.startTag(name: tag.name, attributes: attributes, selfClosing: tag.selfClosing))
            case let .endTag(tag):
                tokens.append(.endTag(name: tag.name))
            case let .comment(data, _):
                tokens.append(.comment(data))
            case let .characters(data, _):
                tokens.append(.characters(data))
            }
            if reachedEnd { break }
        }
        let codes = tokenizer.diagnostics.map { String($0.code.dropFirst("html-".count)) }
        let positions = zip(codes, tokenizer.diagnostics).map { code, diagnostic in
            let (line, column) = position(of: Int(diagnostic.span?.start ?? 0), in: input)
            return "\(code) \(line):\(column)"
        }
        return (reachedEnd ? merged(tokens) : nil, codes.sorted(), positions.sorted())
    }

    @Test("all html5lib tokenizer tests, except the listed known failures")
    func html5libTokenizerTests() throws {
        guard let directory = Self.conformanceDirectory else {
            print("html5lib-tokenizer: skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
            return
        }
        let knownFailures = try Self.knownFailures()
        var passed = 0
        var failed = 0
        var skipped = 0
        var errorsMatched = 0
        var errorsDiffer = 0
        var seen: Set<String> = []
        for (file, expectedCount) in Self.files {
            let cases = try Self.loadCases(file, in: directory)
            #expect(cases.count == expectedCount, "\(file): \(cases.count) tests, FORMAT.md says \(expectedCount)")
            for test in cases {
                seen.insert(test.id)
                var failures: [String] = []
                var errorsMatch = true
                var positionsMatch = true
                for state in test.initialStates {
                    let (tokens, errors, positions) = Self.tokenize(test.input, state: state, lastStartTag: test.lastStartTag)
                    if positions != test.errorPositions { positionsMatch = false }
                    if tokens != test.output {
                        failures.append("""
                            state \(state): expected \(test.output)
                                 got \(tokens.map { "\($0)" } ?? "no end of file")
                            """)
                    }
                    if errors != test.errors { errorsMatch = false }
                }
                if errorsMatch { errorsMatched += 1 } else { errorsDiffer += 1 }
                if !(errorsMatch && positionsMatch), knownFailures[test.id] == nil {
                    Issue.record("""
                        \(test.id) \(test.description): parse errors differ
                        expected \(test.errorPositions)
                        got      \(Self.tokenize(test.input, state: test.initialStates.first ?? .data, lastStartTag: test.lastStartTag).errorPositions)
                        """)
                }
                let input = String(decoding: test.input, as: UTF8.self).debugDescription
                if failures.isEmpty {
                    passed += 1
                    if knownFailures[test.id] != nil {
                        Issue.record("\(test.id) (\(test.description)) passes now: remove it from html5lib-tokenizer-known-failures.txt")
                    }
                } else if knownFailures[test.id] != nil {
                    skipped += 1  // a known, reasoned exception (see the list)
                } else {
                    failed += 1
                    Issue.record("\(test.id) \(test.description)\ninput: \(input)\n\(failures.joined(separator: "\n"))")
                }
            }
        }
        for id in knownFailures.keys where !seen.contains(id) {
            Issue.record("\(id) is listed as a known failure but is not a test")
        }
        print("html5lib-tokenizer: \(passed) passed, \(failed) failed, \(skipped) skipped")
        print("html5lib-tokenizer-errors: \(errorsMatched) matched, \(errorsDiffer) differ")
        #expect(passed + failed + skipped == Self.files.reduce(0) { $0 + $1.count })
    }
}
