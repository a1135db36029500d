import Backends
import ChatFrontend
import MarkdownFrontend
import MarkupAST
import Testing
import TestSupport

/// The round-trip property on seeded random inputs built from the characters every rule
/// is about (delimiters, brackets, escapes, spaces, newlines, emoji, CJK, word joiners):
/// as Markdown (so every kind of node reaches the writer) and as each flavour's own input.
@Suite("chat fuzz round trip")
struct ChatFuzzRoundTripTests {
    static let alphabet: [String] = [
        "*", "_", "~", "`", "**", "__", "||", "```", "[", "]", "(", ")", "<", ">", "&", "|", "\\", "!", "#", "-", "1.", ".",
        " ", " ", "  ", "\n", "\n\n", "\n> ", "\n- ", "\n1. ", "\t", "a", "b", "word", "x", "é", "中文", "👍", "❤️", "「", "」",
        "\u{2060}", "&amp;", "&lt;", "<!here>", "<http://a.b|t>", "[t](http://u)", "http://x.y", "# ", "|a|b|\n|-|-|\n",
    ]

    static func randomInput(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 1...24, using: &generator)
        return (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test("random Markdown round-trips in every flavour", arguments: ChatFlavor.allCases)
    func markdown(flavor: ChatFlavor) {
        var generator = SeededGenerator(seed: 13)
        var failures = 0
        for _ in 0..<3000 {
            let input = Self.randomInput(&generator)
            let document = MarkdownParser().parse(input).document
            if let failure = ChatRoundTripTests.failure(document, flavor: flavor) {
                failures += 1
                if failures <= 3 { Issue.record("input \(String(reflecting: input)):\n\(failure)") }
            }
        }
        #expect(failures == 0)
    }

    @Test("random chat input round-trips in its own flavour", arguments: ChatFlavor.allCases)
    func chat(flavor: ChatFlavor) {
        var generator = SeededGenerator(seed: 31)
        var failures = 0
        let parser = ChatParser(options: ChatParseOptions(flavor: flavor))
        for _ in 0..<3000 {
            let input = Self.randomInput(&generator)
            let document = parser.parse(text: input).document
            if let failure = ChatRoundTripTests.failure(document, flavor: flavor) {
                failures += 1
                if failures <= 3 { Issue.record("input \(String(reflecting: input)):\n\(failure)") }
            }
        }
        #expect(failures == 0)
    }
}

extension ChatFuzzRoundTripTests {
    @Test("random documents with every node kind round-trip in every flavour", arguments: ChatFlavor.allCases)
    func documents(flavor: ChatFlavor) {
        var documents = RandomDocumentGenerator(seed: 7)
        var failures = 0
        for _ in 0..<2000 {
            let document = documents.document()
            if let failure = ChatRoundTripTests.failure(document, flavor: flavor) {
                failures += 1
                if failures <= 2 { Issue.record("document:\n\(document.dump)\n\(failure)") }
            }
        }
        #expect(failures == 0)
    }
}
