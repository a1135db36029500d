import Backends
import Foundation
import MarkdownFrontend
import MarkupAST
import Testing

/// The key property of the Markdown writer (`markdown-backend.md` §1): for Markdown input,
/// `parse(render(parse(x))) == parse(x)`.
@Suite("Markdown round trip")
struct MarkdownRoundTripTests {
    struct SpecExample: Decodable {
        var example: Int
        var markdown: String
    }

    static let parser = MarkdownParser(options: MarkdownParseOptions())

    /// The rendering of `markdown`'s tree, and `nil` when it parses back to the same tree,
    /// else a description of the difference.
    static func roundTripFailure(_ markdown: String) -> String? {
        let original = parser.parse(markdown).document
        let rendered = MarkdownRenderer().render(original)
        let reparsed = parser.parse(rendered).document
        if reparsed == original { return nil }
        return "--- rendered:\n\(rendered)--- expected:\n\(original.dump)--- got:\n\(reparsed.dump)"
    }

    /// Example numbers with the reason each may fail, from `RoundTripExceptions.txt`.
    static func exceptions() throws -> [Int: String] {
        let url = TestPaths.testsDirectory.appendingPathComponent("RoundTripExceptions.txt")
        var result: [Int: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: " ", maxSplits: 1)
            if let number = Int(parts[0]) { result[number] = parts.count > 1 ? String(parts[1]) : "" }
        }
        return result
    }

    @Test("every CommonMark/GFM spec example round-trips, except the listed ones")
    func specExamples() throws {
        guard let directory = TestPaths.conformanceDirectory else {
            print("Markdown round trip: skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
            return
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/spec.json"))
        let examples = try JSONDecoder().decode([SpecExample].self, from: data)
        let exceptions = try Self.exceptions()
        var passed = 0
        var failed: [Int] = []
        for example in examples {
            if let failure = Self.roundTripFailure(example.markdown) {
                failed.append(example.example)
                if exceptions[example.example] == nil {
                    Issue.record("example \(example.example) does not round-trip:\n--- input:\n\(example.markdown)\(failure)")
                }
            } else {
                passed += 1
                if exceptions[example.example] != nil {
                    Issue.record("example \(example.example) now round-trips: remove it from RoundTripExceptions.txt")
                }
            }
        }
        print("Markdown round trip: \(passed) passed, \(failed.count) failed \(failed)")
        #expect(examples.count > 600)
    }

    @Test("every Markdown file of $MCONV_ROUNDTRIP_CORPUS round-trips")
    func corpus() throws {
        guard let path = ProcessInfo.processInfo.environment["MCONV_ROUNDTRIP_CORPUS"] else {
            print("Markdown corpus round trip: skipped (MCONV_ROUNDTRIP_CORPUS not set)")
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".md") }.sorted()
        var passed = 0
        var failed: [String] = []
        for file in files {
            let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
            if let failure = Self.roundTripFailure(text) {
                failed.append(file)
                Issue.record("\(file) does not round-trip:\n\(failure.prefix(20_000))")
            } else {
                passed += 1
            }
        }
        print("Markdown corpus round trip: \(passed) passed, \(failed.count) failed \(failed)")
        #expect(!files.isEmpty)
    }
}
