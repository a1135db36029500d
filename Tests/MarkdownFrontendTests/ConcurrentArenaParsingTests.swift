import Foundation
import MarkdownFrontend
import MarkupAST
import Testing

/// Parses that use cmark-gfm's process-wide arena (`usesProcessArena`, the CLI's choice)
/// must be safe from many tasks at once, also beside ordinary parses of tables (cmark-gfm's
/// table extension pushes and pops the global arena from every parse: without the
/// frontend's read-write lock this crashed with a use-after-free), and give the same trees
/// as the system allocator.
@Suite("concurrent arena parsing")
struct ConcurrentArenaParsingTests {
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

    @Test("arena parses from many tasks are serialized and equal system-allocator parses")
    func arenaParses() async {
        let arena = MarkdownParseOptions(usesProcessArena: true)
        let expected = Self.inputs.prefix(100).map { MarkdownParser().parse($0.0) }
        let results = await withTaskGroup(of: (Int, ParseResult).self) { group in
            for (index, input) in Self.inputs.prefix(100).enumerated() {
                group.addTask { (index, MarkdownParser(options: arena).parse(input.0)) }
                // An ordinary parse with a table beside every arena parse.
                group.addTask { (-1, MarkdownParser().parse(input.0)) }
            }
            var results = [ParseResult?](repeating: nil, count: 100)
            for await (index, result) in group where index >= 0 { results[index] = result }
            return results
        }
        for index in 0..<100 { #expect(results[index] == expected[index]) }
    }
}
