import Backends
import ChatFrontend
import Foundation
import HTMLFrontend
import MarkdownFrontend
import MarkupAST
import Testing
import TestSupport

/// The round-trip property: every flavour's output, read back by `ChatParser`, is the
/// original document as the flavour holds it — `parse(render(doc)) == project(doc)` — on
/// every CommonMark spec example and every golden input of these tests.
@Suite("chat round trip")
struct ChatRoundTripTests {
    /// The first difference of a round trip, or `nil` when it holds.
    static func failure(_ document: Document, flavor: ChatFlavor) -> String? {
        let rendered = ChatRenderer(options: ChatRenderOptions(flavor: flavor)).render(document)
        let expected = ChatProjection.project(document, flavor: flavor)
        let reread = ChatParser(options: ChatParseOptions(flavor: flavor)).parse(text: rendered).document
        guard reread != expected else { return nil }
        let difference = GoldenFile.firstDifference(expected: expected.dump, actual: reread.dump)
        return "first difference: \(difference)\nrendered:\n\(rendered)\nexpected:\n\(expected.dump)\nread back:\n\(reread.dump)"
    }

    /// One document to round-trip and where it came from.
    struct Input {
        var name: String
        var document: Document
    }

    /// Every Markdown golden input of the package's test targets (`Tests/*/Golden/**/*.md`,
    /// not the expected files), read as GFM.
    static func markdownGoldens() -> [Input] {
        let tests = ChatTestPaths.testsDirectory.deletingLastPathComponent()
        let files = FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String] ?? []
        return files.filter { $0.contains("/Golden/") && $0.hasSuffix(".md") && !$0.contains(".expected.") }.sorted().compactMap { path in
            guard let text = try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8) else { return nil }
            return Input(name: path, document: MarkdownParser().parse(text).document)
        }
    }

    /// Every HTML golden input of the package's test targets (`Tests/*/Golden/**/*.html`, not
    /// the expected files): trees with what Markdown cannot write (underline, superscript,
    /// spans, cells with blocks, spans across columns).
    static func htmlGoldens() -> [Input] {
        let tests = ChatTestPaths.testsDirectory.deletingLastPathComponent()
        let files = FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String] ?? []
        return files.filter { $0.contains("/Golden/") && $0.hasSuffix(".html") && !$0.contains("expected") }.sorted().compactMap { path in
            guard let data = try? Data(contentsOf: tests.appendingPathComponent(path)) else { return nil }
            return Input(name: path, document: HTMLParser().parse(utf8: data).document)
        }
    }

    /// Every chat parser fixture, read in its own flavour.
    static func chatGoldens() -> [Input] {
        ChatParserGoldenTests.Fixture.all.compactMap { fixture in
            guard let data = try? Data(contentsOf: fixture.input) else { return nil }
            let document = ChatParser(options: ChatParseOptions(flavor: fixture.flavor)).parse(utf8: data).document
            return Input(name: fixture.testDescription, document: document)
        }
    }

    @Test("the spec examples and every golden round-trip in every flavour", arguments: ChatFlavor.allCases)
    func roundTrip(flavor: ChatFlavor) throws {
        var inputs = Self.markdownGoldens() + Self.htmlGoldens() + Self.chatGoldens()
        if let examples = try ChatTestPaths.specExamples() {
            inputs += examples.map { Input(name: "spec example \($0.example)", document: MarkdownParser().parse($0.markdown).document) }
        } else {
            Issue.record("no conformance directory: the CommonMark spec examples were not run")
        }
        #expect(inputs.count > 100)
        var failed: [String] = []
        for input in inputs {
            if let failure = Self.failure(input.document, flavor: flavor) {
                if failed.isEmpty { Issue.record("\(input.name):\n\(failure)") }
                failed.append(input.name)
            }
        }
        print("chat-roundtrip \(flavor.rawValue): \(inputs.count - failed.count) passed, \(failed.count) failed, 0 skipped \(failed)")
        #expect(failed.isEmpty)
    }

    @Test("the check can fail: Telegram's output read as Markup is not Markup's projection")
    func checkDetectsDifferences() {
        let document = MarkdownParser().parse("*a* [b](http://c) `d`").document
        let telegram = ChatRenderer(options: ChatRenderOptions(flavor: .telegram)).render(document)
        let reread = ChatParser(options: ChatParseOptions(flavor: .markup)).parse(text: telegram).document
        #expect(reread != ChatProjection.project(document, flavor: .markup))
        #expect(Self.failure(document, flavor: .telegram) == nil)
    }
}
