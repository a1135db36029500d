@testable import MarkdownFrontend
import Testing

/// The parser keeps a parser's extensions as bits numbered by `ordinal`, and attaches
/// cmark-gfm's extensions by the same numbers: both must follow `allCases`.
@Suite("Markdown extension ordinals")
struct MarkdownExtensionOrdinalTests {
    @Test("each case's ordinal is its position in allCases, and orders the cases")
    func ordinalsFollowAllCases() {
        for (position, name) in MarkdownExtension.allCases.enumerated() {
            #expect(name.ordinal == position, "\(name)")
        }
        #expect(MarkdownExtension.allCases.sorted() == MarkdownExtension.allCases)
        // The parser keeps them as bits of a 32-bit word.
        #expect(MarkdownExtension.allCases.count <= 32)
    }

    @Test("a parser with some extensions reads only those: a table without tables, footnotes without footnotes")
    func onlyTheChosenExtensionsApply() {
        var options = MarkdownParseOptions()
        options.extensions = [.strikethrough]
        let markdown = "| a |\n|---|\n| b |\n\n~~s~~ x[^1]\n\n[^1]: n\n"
        let dump = MarkdownParser(options: options).parse(markdown).document.dump
        #expect(!dump.contains("table"))
        #expect(dump.contains("strikethrough"))
        #expect(!dump.contains("footnote"))
        options.extensions = [.table, .footnotes]
        let both = MarkdownParser(options: options).parse(markdown).document.dump
        #expect(both.contains("table"))
        #expect(both.contains("footnote"))
        #expect(!both.contains("strikethrough"))
    }
}
