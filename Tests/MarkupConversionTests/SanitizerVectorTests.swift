import Backends
import ConversionInvariants
import Foundation
import HTMLFrontend
import MarkupAST
import MarkupConversion
import Testing

/// The sanitizer over every attack vector of `Tests/Sanitizer/vectors.json` (HTML and
/// Markdown) and every benign fixture of `Tests/Sanitizer/benign`, with each preset:
///
/// - **inert**: the output, parsed again as a browser would (scripting on), holds only
///   elements and attributes the policy allows, no event handler, no `style` the policy
///   does not allow, and no URL with a scheme the policy does not allow;
/// - **idempotent**: sanitizing the output again gives the same bytes (for Markdown input:
///   the HTML it gives is sanitized once, then must be a fixed point, with the same
///   elements and words as the Markdown's HTML);
/// - **stable on re-parse**: the tree our parser (the HTML Standard's algorithm, as a
///   browser runs it) builds from the output has exactly the elements, nesting and
///   attributes the output's tags say, so the tree a browser builds is the tree that was
///   checked (no mutation on re-parse).
///
/// The browser check (`scripts/browser-sanitizer-check.py`) loads the same outputs in
/// Chromium; this suite needs no browser.
@Suite("sanitizer vectors and fixtures")
struct SanitizerVectorTests {
    /// One input of the corpus.
    struct Case: CustomStringConvertible, Sendable {
        var id: String
        var source: String
        var isMarkdown: Bool
        var description: String { id }
    }

    static let sanitizerDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sanitizer")

    static let vectors: [Case] = {
        let url = sanitizerDirectory.appendingPathComponent("vectors.json")
        guard let data = try? Data(contentsOf: url),
              let items = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else { return [] }
        return items.compactMap { item in
            guard let id = item["id"] as? String, let html = item["html"] as? String else { return nil }
            return Case(id: id, source: html, isMarkdown: item["format"] as? String == "markdown")
        }
    }()

    static let benign: [Case] = {
        let folder = sanitizerDirectory.appendingPathComponent("benign")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.compactMap { name in
            guard name.hasSuffix(".html") || name.hasSuffix(".md"),
                  let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return Case(id: name, source: text, isMarkdown: name.hasSuffix(".md"))
        }
    }()

    @Test("the corpus is there: 450 vectors (54 Markdown) and 55 benign fixtures")
    func corpusIsComplete() {
        #expect(Self.vectors.count == 450)
        #expect(Self.vectors.filter(\.isMarkdown).count == 54)
        #expect(Self.benign.count == 55)
    }

    @Test("every vector and fixture: inert, idempotent, stable on re-parse", arguments: ["default", "strict", "relaxed"])
    func corpus(preset: String) throws {
        let policy = try #require(SanitizerPolicy.presets[preset])
        let checker = SanitizerOutputChecker(policy: policy)
        for (label, cases) in [("vectors", Self.vectors), ("benign", Self.benign)] {
            var failures: [String] = []
            for item in cases {
                let problems = checker.problems(for: item.source, isMarkdown: item.isMarkdown)
                if !problems.isEmpty { failures.append(String("\(item.id): \(problems.joined(separator: "; "))".prefix(600))) }
            }
            print("sanitizer-\(label) (\(preset)): \(cases.count - failures.count) passed, \(failures.count) failed")
            #expect(failures.isEmpty, "\(failures.count) failed:\n\(failures.prefix(10).joined(separator: "\n"))")
        }
    }

    @Test("the checker itself finds what it must: a script, a handler, a bad scheme, an unstable tree")
    func checkerCatchesViolations() {
        let checker = SanitizerOutputChecker(policy: .default)
        #expect(!checker.violations(in: "<p>x</p><script>alert(1)</script>").isEmpty)
        #expect(!checker.violations(in: "<p onclick=\"x()\">x</p>").isEmpty)
        #expect(!checker.violations(in: "<a href=\"javascript:alert(1)\">x</a>").isEmpty)
        #expect(!checker.violations(in: "<a href=\" JaVa&#x09;script:alert(1)\">x</a>").isEmpty)
        #expect(!checker.violations(in: "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">").isEmpty)
        #expect(!checker.violations(in: "<p style=\"color:red\">x</p>").isEmpty)
        #expect(!checker.violations(in: "<svg><a href=\"#x\">x</a></svg>").isEmpty)
        #expect(!checker.violations(in: "<p id=\"top\">x</p>").isEmpty)
        #expect(checker.violations(in: "<p id=\"user-content-top\" title=\"t\">x <a href=\"https://e.com/\">y</a></p>").isEmpty)
        // A `<p>` inside a `<p>` is split by the parser: not a fixed point.
        #expect(!checker.reparseProblems(in: "<p>a<p>b</p></p>\n").isEmpty)
        #expect(!checker.reparseProblems(in: "<table><p>x</p></table>\n").isEmpty)
        #expect(!checker.reparseProblems(in: "<a href=\"x\">a<a href=\"y\">b</a></a>").isEmpty)
        #expect(checker.reparseProblems(in: "<p>a <b title=\"&lt;x&gt;\">b</b><br /></p>\n<p>b</p>\n").isEmpty)
    }
}
