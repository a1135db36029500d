import Backends
import MarkupAST
import Testing

/// Round trip over seeded random Markdown made of the characters and line starts that
/// matter to the writer's escaping and delimiter choices (DESIGN §6: property tests with a
/// seeded generator). Deterministic: the same documents on every run.
@Suite("Markdown round trip over generated documents")
struct MarkdownFuzzRoundTripTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func pick<T>(_ choices: [T]) -> T {
            choices[Int(next() % UInt64(choices.count))]
        }
    }

    static let pieces = [
        "a", "b", "foo", "bar", " ", " ", "  ", "\n", "\n", "\n\n", "*", "**", "_", "__", "~", "~~", "`", "``",
        "[", "]", "(", ")", "<", ">", "!", "#", "# ", "- ", "+ ", "1. ", "2) ", "> ", "\\", "&amp;", "&copy;",
        "|", "---", "===", "```", "~~~", "    ", "\t", ":", "\"", "'", "<b>", "</b>", "[x](/u)", "![i](/v \"t\")",
        "http://e.com", "www.e.com", "a@b.co", "[^1]", "\n[^1]: note\n", "- [ ] ", "| a | b |\n| - | - |\n", ".", ",",
        "é", "—", "“", "\u{00A0}",
    ]

    static func document(seed: UInt64) -> String {
        var generator = Generator(state: seed)
        var text = ""
        for _ in 0..<(8 + Int(generator.next() % 40)) { text += generator.pick(pieces) }
        return text
    }

    /// Known limits (about 1.5% of these documents, none seen in real ones): emphasis whose
    /// source delimiter flanked an entity (`&copy;**x**`) or a bare GFM autolink
    /// (`*a@b.co*2`) fails the flanking rules against the decoded text and falls back to raw
    /// HTML; cmark-gfm keeps an unreferenced footnote definition when some `[^1]` that did
    /// not become a reference appeared in the source, which the tree does not record.
    static let minimumPassRate = 0.98

    @Test("3000 generated documents round-trip (at least 98%)")
    func generated() {
        var failures: [(UInt64, String)] = []
        for seed in UInt64(1)...3000 {
            let markdown = Self.document(seed: seed)
            if let failure = MarkdownRoundTripTests.roundTripFailure(markdown) {
                failures.append((seed, "--- input:\n\(markdown)\n\(failure)"))
            }
        }
        print("Markdown round trip (generated): \(3000 - failures.count) of 3000 documents round-trip (minimum \(Int(Self.minimumPassRate * 100))%)")
        let passRate = Double(3000 - failures.count) / 3000
        #expect(passRate >= Self.minimumPassRate)
        if passRate < Self.minimumPassRate {
            for (seed, failure) in failures.prefix(20) { Issue.record("seed \(seed):\n\(failure)") }
        }
    }
}
