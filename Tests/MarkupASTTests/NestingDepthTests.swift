import Foundation
import MarkupAST
import Testing

/// `nestingExceeds`: the depth check `DeepTreeStack` makes before running a deep tree on a
/// thread of its own. Block and inline containers count alike; a list item is two levels
/// (list, item), a table cell three (table, row, cell), as the frontends' cap counts them.
@Suite("nesting depth check")
struct NestingDepthTests {
    /// A paragraph holding `levels - 1` nested emphases: `levels` containers in all.
    static func paragraph(levels: Int) -> [Block] {
        var inline = Inline.text("x")
        for _ in 0..<(levels - 1) { inline = .emphasis([inline]) }
        return [.paragraph([inline])]
    }

    @Test("inline nesting counts each formatting level", arguments: [1, 2, 10, 24, 25, 300])
    func inlineLevels(levels: Int) {
        let blocks = Self.paragraph(levels: levels)
        #expect(!blocks.nestingExceeds(levels))
        #expect(blocks.nestingExceeds(levels - 1))
    }

    @Test("quotes count one level, list items two, table cells three")
    func blockContainers() {
        let quoted: [Block] = [.blockQuote(Self.paragraph(levels: 1))]
        #expect(!quoted.nestingExceeds(2) && quoted.nestingExceeds(1))
        let listed: [Block] = [.list(ListStyle(kind: .bullet), [ListItem(blocks: Self.paragraph(levels: 1))])]
        #expect(!listed.nestingExceeds(3) && listed.nestingExceeds(2))
        let table = Table(alignments: [.none], header: [], body: [TableRow(cells: [TableCell(blocks: Self.paragraph(levels: 1))])])
        let tabled: [Block] = [.table(table)]
        #expect(!tabled.nestingExceeds(4) && tabled.nestingExceeds(3))
        let captioned: [Block] = [.table(Table(alignments: [], header: [], body: [], caption: [.strong([.text("c")])]))]
        #expect(!captioned.nestingExceeds(3) && captioned.nestingExceeds(2))
    }

    @Test("leaves add no level, and the deepest branch decides")
    func deepestBranch() {
        let blocks: [Block] = [.thematicBreak(), .codeBlock(info: "", text: "x"), .raw(.html, "<b>")] + Self.paragraph(levels: 3)
            + [.div(Attributes(), Self.paragraph(levels: 7))]
        #expect(!blocks.nestingExceeds(8))
        #expect(blocks.nestingExceeds(7))
        #expect(![Block]().nestingExceeds(0))
    }

    @Test("a tree far deeper than the question is answered at the question's depth")
    func deepTreeStopsEarly() {
        // Built by hand past the frontends' cap: the check recurses only as far as the
        // question asks.
        let blocks = Self.paragraph(levels: 2_000)
        #expect(blocks.nestingExceeds(DeepTreeStack.inPlaceLevels))
        #expect(blocks.nestingExceeds(1_999) && !blocks.nestingExceeds(2_000))
    }

    @Test("work moved to a large stack returns its result, and runs off the caller's thread")
    func largeStackRunsBody() {
        let caller = ObjectIdentifier(Thread.current)
        let ran = DeepTreeStack.onLargeStack { (ObjectIdentifier(Thread.current), 6 * 7) }
        #expect(ran.1 == 42)
        #expect(ran.0 != caller)
    }
}
