import HTMLFrontend
import MarkupAST
import Testing

/// Lists: kinds, numbering attributes and styles, repairs, tight and loose, task items.
@Suite("Lowering: lists")
struct ListLoweringTests {
    private func list(_ html: String) -> (style: ListStyle, items: [ListItem])? {
        guard case .list(let style, let items, _)? = Lowered.blocks(html).first else { return nil }
        return (style, items)
    }

    @Test("ul, menu and dir are bullet lists; ol is ordered")
    func kinds() {
        for name in ["ul", "menu", "dir"] {
            #expect(list("<\(name)><li>a</li></\(name)>")?.style.kind == .bullet, "\(name)")
        }
        #expect(list("<ol><li>a</ol>")?.style.kind == .ordered(start: 1, delimiter: .period))
        #expect(list("<ul><li>a<li>b</ul>")?.items == [Lowered.item("a"), Lowered.item("b")])
    }

    @Test("start, type and reversed", arguments: [
        ("<ol start=5><li>a</ol>", 5, ListStyle.Numbering.decimal, false),
        ("<ol start=\" -3x\"><li>a</ol>", -3, .decimal, false),
        ("<ol start=junk><li>a</ol>", 1, .decimal, false),
        ("<ol type=a><li>a</ol>", 1, .lowerAlpha, false),
        ("<ol type=A><li>a</ol>", 1, .upperAlpha, false),
        ("<ol type=i><li>a</ol>", 1, .lowerRoman, false),
        ("<ol type=I><li>a</ol>", 1, .upperRoman, false),
        ("<ol type=x><li>a</ol>", 1, .decimal, false),
        ("<ol reversed><li>a<li>b<li>c</ol>", 3, .decimal, true),
        ("<ol reversed start=10><li>a<li>b</ol>", 10, .decimal, true),
        ("<ol><li value=4>a<li>b</ol>", 4, .decimal, false),
        ("<ol start=99999999999><li>a</ol>", Int(Int32.max), .decimal, false),
    ])
    func orderedAttributes(html: String, start: Int, numbering: ListStyle.Numbering, reversed: Bool) {
        let style = list(html)?.style
        #expect(style?.start == start)
        #expect(style?.numbering == numbering)
        #expect(style?.isReversed == reversed)
    }

    @Test("list-style-type chooses bullets or numbering")
    func listStyleType() {
        guard case .list(let style, _, let attributes)? = Lowered.blocks("<ul style=\"list-style-type: upper-roman\"><li>a</ul>").first,
              !attributes.style.isEmpty else {
            Issue.record("expected a styled list")
            return
        }
        #expect(style.kind == .ordered(start: 1, delimiter: .period))
        #expect(style.numbering == .upperRoman)
        guard case .list(let bulletStyle, _, _)? = Lowered.blocks("<ol style=\"list-style:square\"><li>a</ol>").first else {
            Issue.record("expected a styled list")
            return
        }
        #expect(bulletStyle.kind == .bullet)
    }

    @Test("a list directly inside a list goes into the previous item")
    func nestedListRepair() {
        let nested = Block.list(ListStyle(kind: .bullet), [Lowered.item("a.1")])
        #expect(list("<ul><li>a</li><ul><li>a.1</li></ul><li>b</li></ul>")?.items == [
            ListItem(blocks: [Lowered.paragraph("a"), nested]), Lowered.item("b"),
        ])
        // No previous item: the list gets one.
        #expect(list("<ul><ul><li>a.1</li></ul></ul>")?.items == [ListItem(blocks: [nested])])
    }

    @Test("content directly in a list becomes an item; white space and lone breaks do not")
    func strayContentRepair() {
        #expect(list("<ul>text<li>a</li> more <b>bold</b> <li>b</li> <br> </ul>")?.items == [
            Lowered.item("text"), Lowered.item("a"),
            ListItem(blocks: [.paragraph([.text("more "), .strong([.text("bold")], attributes: Attributes(elementName: "b"))])]), Lowered.item("b"),
        ])
    }

    @Test("li outside a list makes a bullet list around consecutive items")
    func orphanItems() {
        #expect(Lowered.blocks("<div><li>a</li> <li>b</li>text</div>") == [
            .list(ListStyle(kind: .bullet), [Lowered.item("a"), Lowered.item("b")]), Lowered.paragraph("text"),
        ])
    }

    @Test("an empty li is an empty item")
    func emptyItem() {
        #expect(list("<ul><li></li><li>a</li></ul>")?.items == [ListItem(blocks: []), Lowered.item("a")])
    }

    @Test("a list is loose when an item holds a <p>, tight otherwise")
    func tightness() {
        #expect(list("<ul><li>a<li>b<ul><li>c</ul></ul>")?.style.isTight == true)
        #expect(list("<ul><li><p>a</p><li>b</ul>")?.style.isTight == false)
        #expect(list("<ul><li><p class=x>a</p></ul>")?.style.isTight == false)
        // A <p> inside a nested block quote does not loosen the outer list.
        #expect(list("<ul><li><blockquote><p>a</p></blockquote></ul>")?.style.isTight == true)
    }

    @Test("a check box that starts an item is its task box")
    func taskItems() {
        let items = list("<ul><li><input type=checkbox checked> done<li><p><input type=checkbox> todo</p><li>a <input type=checkbox></ul>")?.items
        #expect(items?[0] == ListItem(task: .checked, blocks: [Lowered.paragraph("done")]))
        #expect(items?[1] == ListItem(task: .unchecked, blocks: [Lowered.paragraph("todo")]))
        #expect(items?[2].task == nil)
    }

    @Test("li attributes are kept on the item; list attributes on the list")
    func itemAttributes() {
        #expect(list("<ul><li class=x value=3>a</ul>")?.items == [
            ListItem(blocks: [Lowered.paragraph("a")], attributes: Attributes(classes: ["x"], other: [.init(name: "value", value: "3")])),
        ])
        guard case .list(_, _, let attributes)? = Lowered.blocks("<menu id=m class=c><li>a</menu>").first else {
            Issue.record("expected a list")
            return
        }
        #expect(attributes == Attributes(elementName: "menu", id: "m", classes: ["c"]))
    }

    @Test("a class on items or lists changes nothing of the structure: adjacent classed lists stay apart and tight")
    func classedLists() {
        let blocks = Lowered.blocks("<ol class=steps><li class=s>a</li></ol><ol class=steps><li>b</li></ol>")
        #expect(blocks.count == 2)
        guard case .list(let style, _, _)? = blocks.first else {
            Issue.record("expected a list")
            return
        }
        #expect(style.isTight)
    }
}
