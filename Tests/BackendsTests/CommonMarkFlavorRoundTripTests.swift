import Backends
import Foundation
import MarkdownFrontend
import Testing

/// The CommonMark flavor round-trips CommonMark: spec examples parsed without extensions,
/// written with ``MarkdownRenderOptions/Flavor/commonMark`` and parsed again.
@Suite("CommonMark flavor round trip")
struct CommonMarkFlavorRoundTripTests {
    @Test("CommonMark spec examples round-trip in the CommonMark flavor")
    func specExamples() throws {
        guard let directory = TestPaths.conformanceDirectory else {
            print("CommonMark flavor round trip: skipped (no conformance directory)")
            return
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/spec.json"))
        let examples = try JSONDecoder().decode([MarkdownRoundTripTests.SpecExample].self, from: data)
        let renderer = MarkdownRenderer(options: MarkdownRenderOptions(flavor: .commonMark))
        var failed: [Int] = []
        for example in examples {
            let original = TestParser.parse(example.markdown, options: .commonMark)
            let rendered = renderer.render(original)
            if TestParser.parse(rendered, options: .commonMark) != original {
                failed.append(example.example)
            }
        }
        print("CommonMark flavor round trip: \(examples.count - failed.count) passed, \(failed.count) failed \(failed)")
        #expect(failed.isEmpty)
    }
}
