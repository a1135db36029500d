import MarkdownFrontend
import MarkupAST
import Testing

/// Diagnostics point into the input: `nesting-depth-capped` carries the byte span of the
/// first container that was flattened, so the CLI can print `file:line:col`.
@Suite("diagnostic positions")
struct DiagnosticPositionTests {
    @Test("the depth cap points at the first flattened block quote")
    func depthCapPosition() throws {
        let markdown = "line one\n\n  " + String(repeating: ">", count: 300) + " deep\n"
        let result = MarkdownParser().parse(markdown)
        let diagnostic = try #require(result.diagnostics.first { $0.code == NestingLimit.diagnosticCode })
        let span = try #require(diagnostic.span)
        let position = span.lineAndColumn(in: Array(markdown.utf8))
        #expect(position.line == 3)
        // Two spaces, then 256 quotes are kept (the cap): the 257th starts at column 259.
        #expect(position.column == 259)
        #expect(Array(markdown.utf8)[Int(span.start)] == UInt8(ascii: ">"))
    }
}
