import ChatFrontend
import MarkupAST
import TestSupport

/// Seeded random documents with every node kind the chat writer must reduce: formatting
/// nested in any order (underline, spoilers, superscript, spans), links and images, code,
/// breaks, headings, quotes in quotes, nested and task lists, code blocks, tables,
/// thematic breaks and footnotes.
struct RandomDocumentGenerator {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &generator) < percent
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int.random(in: 0..<values.count, using: &generator)]
    }

    mutating func document() -> Document {
        Document(blocks: blocks(depth: 0))
    }

    private mutating func blocks(depth: Int) -> [Block] {
        (0..<Int.random(in: 1...3, using: &generator)).map { _ in block(depth: depth) }
    }

    private mutating func block(depth: Int) -> Block {
        let kind = depth > 2 ? 0 : Int.random(in: 0..<10, using: &generator)
        switch kind {
        case 1: return .heading(level: Int.random(in: 1...6, using: &generator), inlines(depth: 0))
        case 2: return .blockQuote(blocks(depth: depth + 1))
        case 3:
            let style = chance(50) ? ListStyle(kind: .bullet, isTight: chance(50))
                : ListStyle(kind: .ordered(start: pick([0, 1, 7, 998]), delimiter: .period), isTight: chance(50))
            let items = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                ListItem(task: pick([nil, .checked, .unchecked]), blocks: blocks(depth: depth + 1))
            }
            return .list(style, items)
        case 4: return .codeBlock(info: pick(["", "swift", "c++ x", "a`b"]), text: pick(["", "x\n", "a``` b\n```\n", "`a`\n\nb\\c", "⁠`x⁠"]))
        case 5:
            let row = { (gen: inout RandomDocumentGenerator) in
                TableRow(cells: (0..<2).map { _ in TableCell(blocks: [.paragraph(gen.inlines(depth: 1))]) })
            }
            return .table(Table(header: [row(&self)], body: [row(&self), row(&self)], caption: chance(30) ? inlines(depth: 1) : []))
        case 6: return .thematicBreak()
        case 7: return .footnoteDefinition(label: pick(["1", "note"]), blocks(depth: depth + 1))
        case 8: return .div(Attributes(), blocks(depth: depth + 1))
        default: return .paragraph(inlines(depth: 0))
        }
    }

    private static let texts = [
        "a", "word", " ", "  ", "*", "_", "~", "`", "|", "<", ">", "&", "[x]", "(y)", "\\", "- ", "1. ", "> ", "#", "!",
        "é", "中文", "👍", "❤️", "\u{2060}", "\u{2060}*", "x\ny", "\n", "http://u.v", "<!here>", "&amp;", "__", "||",
    ]

    mutating func inlines(depth: Int) -> [Inline] {
        Inline.normalized((0..<Int.random(in: 1...4, using: &generator)).map { _ in inline(depth: depth) })
    }

    private mutating func inline(depth: Int) -> Inline {
        let kind = depth > 3 ? 0 : Int.random(in: 0..<16, using: &generator)
        switch kind {
        case 1: return .strong(inlines(depth: depth + 1))
        case 2: return .emphasis(inlines(depth: depth + 1))
        case 3: return .strikethrough(inlines(depth: depth + 1))
        case 4: return .underline(inlines(depth: depth + 1))
        case 5: return .superscript(inlines(depth: depth + 1))
        case 6: return .span(Attributes(classes: [ChatFlavor.spoilerClass]), inlines(depth: depth + 1))
        case 7: return .span(Attributes(classes: [ChatFlavor.slackTokenClass]), [.text(pick(["<!here>", "<@U1>", "<#C1|general>", "x"]))])
        case 8: return .link(LinkTarget(destination: pick(["http://a.b/c_(d)", "", "#x", "mailto:m@n.o", "u|v>w"])), inlines(depth: depth + 1))
        case 9: return .image(LinkTarget(destination: pick(["i.png", "http://x/y z"])), chance(50) ? [] : inlines(depth: depth + 1))
        case 10: return .code(pick(["x", "a`b", " ", "``", "a\\b", "\u{2060}`", "x\u{2060}"]))
        case 11: return pick([.softBreak, .hardBreak])
        case 12: return .footnoteReference(label: "1")
        case 13: return .raw(.html, "<b>")
        default: return .text(pick(Self.texts))
        }
    }
}
