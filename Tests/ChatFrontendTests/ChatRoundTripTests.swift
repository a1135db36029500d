import Backends
import ChatFrontend
import Foundation
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

    @Test("CommonMark spec examples round-trip in every flavour", arguments: ChatFlavor.allCases)
    func specExamples(flavor: ChatFlavor) throws {
        guard let examples = try ChatTestPaths.specExamples() else {
            print("chat-roundtrip \(flavor.rawValue): skipped (no conformance directory)")
            return
        }
        var failed: [Int] = []
        for example in examples {
            let document = MarkdownParser().parse(example.markdown).document
            if let failure = Self.failure(document, flavor: flavor) {
                if failed.isEmpty { Issue.record("example \(example.example):\n\(failure)") }
                failed.append(example.example)
            }
        }
        print("chat-roundtrip \(flavor.rawValue): \(examples.count - failed.count) passed, \(failed.count) failed, 0 skipped \(failed)")
        #expect(failed.isEmpty)
    }
}
