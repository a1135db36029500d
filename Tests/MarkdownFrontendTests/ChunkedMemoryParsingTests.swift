import MarkdownFrontend
import MarkupAST
import Testing

/// The CLI's parses (`usesProcessArena`) let cmark-gfm allocate from mconv's chunked memory:
/// a bump allocator in 1 MiB chunks, each unmapped once everything in it is freed, with
/// allocations over 256 KiB mapped on their own, string buffers grown in place when they are
/// the last allocation, and the current chunk zeroed and kept between parses. Whatever path an
/// allocation takes, the tree must be the one the system allocator gives.
@Suite("chunked memory for cmark-gfm")
struct ChunkedMemoryParsingTests {
    static let chunked = MarkdownParseOptions(usesProcessArena: true)

    static func expectSameTree(_ markdown: String, options: MarkdownParseOptions = MarkdownParseOptions()) {
        var arena = options
        arena.usesProcessArena = true
        let expected = MarkdownParser(options: options).parse(markdown)
        let actual = MarkdownParser(options: arena).parse(markdown)
        #expect(actual == expected)
    }

    @Test("many small documents in a row reuse the kept chunk, zeroed")
    func smallDocumentsInARow() {
        for index in 0..<300 {
            let markdown = """
                # Title \(index)

                Text with *emphasis*, `code`, [a link](https://example.com/\(index) "t") and a footnote[^\(index)].

                | a | b |
                |:--|--:|
                | \(index) | ~~x~~ |

                - [ ] task
                - item <span>raw</span>

                [^\(index)]: The note \(index).
                """
            Self.expectSameTree(markdown, options: index % 4 == 0 ? .commonMark : MarkdownParseOptions())
        }
    }

    @Test("a document of several chunks: chunks are given back while the tree is converted")
    func documentOfManyChunks() {
        let section = (0..<40).map { line in
            "- item \(line) with **strong** text, a [ref][r\(line % 7)] and www.example\(line).org"
        }.joined(separator: "\n")
        var parts: [String] = []
        for index in 0..<400 {
            parts.append("## Part \(index)\n\n\(section)\n\n> quoted \(index)\n> > deeper\n\n```swift\nlet x = \(index)\n```\n")
        }
        parts.append((0..<7).map { "[r\($0)]: https://example.com/\($0)" }.joined(separator: "\n"))
        let markdown = parts.joined(separator: "\n")
        #expect(markdown.utf8.count > 1 << 20) // about 11 MiB of cmark-gfm nodes, eleven chunks and more
        Self.expectSameTree(markdown)
    }

    @Test("allocations larger than a quarter chunk get mappings of their own")
    func largeAllocations() {
        let code = String(repeating: "let value = 1 // a long code block line\n", count: 20_000)
        Self.expectSameTree("Before\n\n```\n\(code)```\n\nAfter")
        // One paragraph on one long line: its content buffer grows from small to large.
        let paragraph = (0..<60_000).map { "w\($0)" }.joined(separator: " ")
        Self.expectSameTree("\(paragraph)\n\nnext paragraph")
        // A small document after the large ones starts again in a kept chunk.
        Self.expectSameTree("small *after* large")
    }
}
