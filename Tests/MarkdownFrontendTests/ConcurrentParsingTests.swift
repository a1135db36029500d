import Foundation
import MarkdownFrontend
import MarkupAST
import Testing

/// `MarkdownParser` must give the same tree whether documents are parsed one after another
/// or from many threads at once (cmark-gfm keeps a global special-character table that the
/// frontend guards).
@Suite("concurrent Markdown parsing")
struct ConcurrentParsingTests {
    /// Inputs that use every extension's special characters, mixed with documents parsed
    /// without extensions, so a race on the shared table would change results.
    static let inputs: [(String, MarkdownParseOptions)] = (0..<400).map { index in
        let text = """
            # Doc \(index)

            ~~gone \(index)~~ and www.example\(index).com and a@b\(index).org and ~x~ **b**

            | a | b |
            |---|---|
            | \(index) | ~~\(index)~~ |

            - [x] task \(index)[^n\(index)]

            [^n\(index)]: note
            """
        let options = index % 3 == 0 ? MarkdownParseOptions.commonMark : MarkdownParseOptions()
        return (text, options)
    }

    @Test("400 documents parsed from many tasks equal sequential parsing")
    func concurrentEqualsSequential() async {
        let sequential = Self.inputs.map { MarkdownParser(options: $0.1).parse($0.0) }
        let concurrent = await withTaskGroup(of: (Int, ParseResult).self) { group in
            for (index, input) in Self.inputs.enumerated() {
                group.addTask { (index, MarkdownParser(options: input.1).parse(input.0)) }
            }
            var results = [ParseResult?](repeating: nil, count: Self.inputs.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        for index in Self.inputs.indices {
            #expect(concurrent[index] == sequential[index], "document \(index) differs")
        }
    }

    @Test("arena parses from many tasks are serialized and equal system-allocator parses")
    func arenaParses() async {
        let arena = MarkdownParseOptions(usesProcessArena: true)
        let expected = Self.inputs.prefix(100).map { MarkdownParser().parse($0.0) }
        let results = await withTaskGroup(of: (Int, ParseResult).self) { group in
            for (index, input) in Self.inputs.prefix(100).enumerated() {
                group.addTask { (index, MarkdownParser(options: arena).parse(input.0)) }
            }
            var results = [ParseResult?](repeating: nil, count: 100)
            for await (index, result) in group { results[index] = result }
            return results
        }
        for index in 0..<100 { #expect(results[index] == expected[index]) }
    }
}
