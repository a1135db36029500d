import Backends
import Foundation
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

    /// The rendering of `markdown`'s tree, and `nil` when it parses back to the same tree,
    /// else a description of the difference.
    static func roundTripFailure(_ markdown: String) -> String? {
        let original = TestParser.parse(markdown)
        let rendered = MarkdownRenderer().render(original)
        let reparsed = TestParser.parse(rendered)
        if reparsed == original { return nil }
        return "--- rendered:\n\(rendered)--- expected:\n\(original.dump)--- got:\n\(reparsed.dump)"
    }

    /// Examples with the reason each may fail, from `RoundTripExceptions.txt`: spec
    /// examples by number (`301`), other suites as `suite:number` (`regression:3`).
    static func exceptions() throws -> [String: String] {
        let url = TestPaths.testsDirectory.appendingPathComponent("RoundTripExceptions.txt")
        var result: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: " ", maxSplits: 1)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    @Test(
        "every CommonMark/GFM example round-trips, except the listed ones",
        arguments: ["spec", "gfm-extensions", "regression"]
    )
    func conformanceExamples(_ suite: String) throws {
        guard let directory = TestPaths.conformanceDirectory else {
            print("Markdown round trip (\(suite)): skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
            return
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/\(suite).json"))
        let examples = try JSONDecoder().decode([SpecExample].self, from: data)
        let exceptions = try Self.exceptions()
        var passed = 0
        var failed: [Int] = []
        for example in examples {
            let key = suite == "spec" ? "\(example.example)" : "\(suite):\(example.example)"
            if let failure = Self.roundTripFailure(example.markdown) {
                failed.append(example.example)
                if exceptions[key] == nil {
                    Issue.record("\(suite) example \(example.example) does not round-trip:\n--- input:\n\(example.markdown)\(failure)")
                }
            } else {
                passed += 1
                if exceptions[key] != nil {
                    Issue.record("\(suite) example \(example.example) now round-trips: remove \(key) from RoundTripExceptions.txt")
                }
            }
        }
        let label = suite == "spec" ? "" : " (\(suite))"
        print("Markdown round trip\(label): \(passed) passed, \(failed.count) failed \(failed)")
        #expect(!examples.isEmpty)
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
