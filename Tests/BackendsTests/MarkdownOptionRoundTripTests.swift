import Backends
import Foundation
import MarkupAST
import Testing

/// Every writer option keeps the output re-parse-safe: for each CommonMark/GFM example and
/// each Markdown golden input, `parse(render(parse(x), option)) == parse(x)`. Wrapping only
/// turns spaces into soft breaks, so with ``MarkdownRenderOptions/lineWidth`` the trees are
/// compared with soft breaks read as spaces.
@Suite("Markdown writer options round trip")
struct MarkdownOptionRoundTripTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        let name: String
        let options: MarkdownRenderOptions
        var testDescription: String { name }
    }

    static let variants: [Variant] = {
        func variant(_ name: String, _ change: (inout MarkdownRenderOptions) -> Void) -> Variant {
            var options = MarkdownRenderOptions()
            change(&options)
            return Variant(name: name, options: options)
        }
        return [
            variant("--wrap 20") { $0.lineWidth = 20 },
            variant("--wrap auto") { $0.lineWidth = MarkdownRenderOptions.defaultLineWidth },
            variant("--reference-links") { $0.linkStyle = .reference },
            variant("--bullet *") { $0.bullet = .asterisk },
            variant("--bullet +") { $0.bullet = .plus },
            variant("--emphasis _") { $0.emphasis = .underscore },
            variant("--strong __") { $0.strong = .underscore },
            variant("--fence tilde") { $0.fence = .tilde },
            variant("--headings setext") { $0.headingStyle = .setext },
            variant("--keep-html none") { $0.keepHTML = .none },
            variant("--keep-html all") { $0.keepHTML = .all },
            variant("--table-spans expand") { $0.tableSpans = .expand },
            variant("--math dollars") { $0.math = .dollars },
            variant("all at once") {
                $0.math = .dollars
                $0.lineWidth = 30
                $0.linkStyle = .reference
                $0.bullet = .plus
                $0.emphasis = .underscore
                $0.strong = .underscore
                $0.fence = .tilde
                $0.headingStyle = .setext
            },
        ]
    }()

    /// The spec examples and golden inputs, each as (label, Markdown).
    static func inputs() throws -> [(String, String)] {
        var inputs: [(String, String)] = []
        if let directory = TestPaths.conformanceDirectory {
            for suite in ["spec", "gfm-extensions", "regression"] {
                let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/\(suite).json"))
                for example in try JSONDecoder().decode([MarkdownRoundTripTests.SpecExample].self, from: data) {
                    inputs.append(("\(suite) example \(example.example)", example.markdown))
                }
            }
        }
        for name in GoldenFile.cases("markdown") where !name.hasPrefix("commonmark-") {
            inputs.append((name, try GoldenFile.input("markdown", name)))
        }
        return inputs
    }

    /// Soft breaks as spaces, so that wrapped and unwrapped paragraphs compare equal.
    static func unwrapped(_ document: Document) -> Document {
        document.rewritten(by: TreeRewriter(inline: { inline in
            if case .softBreak = inline { return [.text(" ")] }
            return [inline]
        }))
    }

    @Test("every example and golden input parses back to the same tree", arguments: variants)
    func roundTrip(_ variant: Variant) throws {
        let inputs = try Self.inputs()
        var failures = 0
        for (label, markdown) in inputs {
            let original = TestParser.parse(markdown)
            let rendered = MarkdownRenderer(options: variant.options).render(original)
            var expected = original
            var reparsed = TestParser.parse(rendered)
            if variant.options.lineWidth != nil {
                expected = Self.unwrapped(expected)
                reparsed = Self.unwrapped(reparsed)
            }
            if reparsed != expected {
                failures += 1
                if failures <= 5 {
                    Issue.record("\(label) does not round-trip with \(variant.name):\n--- input:\n\(markdown)--- rendered:\n\(rendered)--- expected:\n\(expected.dump)--- got:\n\(reparsed.dump)")
                }
            }
        }
        print("Markdown round trip with \(variant.name): \(inputs.count - failures) passed, \(failures) failed")
        #expect(inputs.count > 30)
    }
}
