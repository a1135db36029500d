import Dispatch
import MarkdownFrontend
import MarkupAST
import Synchronization
import Testing

/// `MarkdownParser` promises that one value may parse from many threads at once. cmark-gfm
/// keeps the table of inline "special characters" in process-wide arrays: every inline parse
/// first marks its extensions' characters (`~` for strikethrough, `:` `w` `@`… for
/// autolink) and clears them afterwards (`cmark_manage_extensions_special_characters`).
/// That happens in `cmark_parser_finish`; newer cmark-gfm releases than Debian bookworm's
/// 0.29.0.gfm.6 also do it in `cmark_parser_feed`, where the table extension parses each
/// row's inlines while it reads the lines (`row_from_string`). These tests mix table-heavy
/// and paragraph-heavy documents so that a guard covering only one phase fails them.
/// Without the frontend's guard (`CmarkGlobalState`) 35–60 of 480 parses differ.
@Suite("Concurrent parsing and cmark-gfm's global state")
struct ConcurrentCmarkStateTests {
    /// Strikethrough and autolinks in paragraphs: inline parsing in `cmark_parser_finish`.
    static let paragraphs = String(
        repeating: "~~struck~~ and www.example.com and https://example.org/x and me@example.com\n\n",
        count: 20
    )
    /// Many table rows: inline parsing inside `cmark_parser_feed`.
    static let tables = "| a | b |\n|---|---|\n" + String(repeating: "| ~~x~~ | www.example.com |\n", count: 100)

    /// Runs `parse` on 8 threads (on as many cores as there are), alternating the two
    /// documents, and counts results that differ from parsing alone.
    func mismatches(rounds: Int, parse: @Sendable @escaping (String) -> ParseResult) -> Int {
        let expected = [Self.paragraphs, Self.tables].map(parse)
        let count = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<rounds {
                let index = (worker + round) % 2
                let input = index == 0 ? Self.paragraphs : Self.tables
                if parse(input) != expected[index] { count.add(1, ordering: .relaxed) }
            }
        }
        return count.load(ordering: .relaxed)
    }

    @Test("GFM parses on many threads give the same trees as parses alone")
    func parallelGFMParsesAgree() {
        let parser = MarkdownParser()
        #expect(mismatches(rounds: 60) { parser.parse($0) } == 0)
    }

    @Test("GFM parses agree while CommonMark parses run beside them")
    func parallelMixedParsesAgree() {
        let gfm = MarkdownParser()
        let plain = MarkdownParser(options: .commonMark)
        let expectedPlain = plain.parse(Self.tables)
        let wrongPlain = Atomic<Int>(0)
        let wrongGFM = mismatches(rounds: 60) { input in
            // Interleave a CommonMark parse (no extensions: it only finds the table dirty).
            if plain.parse(Self.tables) != expectedPlain { wrongPlain.add(1, ordering: .relaxed) }
            return gfm.parse(input)
        }
        #expect(wrongGFM == 0)
        #expect(wrongPlain.load(ordering: .relaxed) == 0)
    }
}
