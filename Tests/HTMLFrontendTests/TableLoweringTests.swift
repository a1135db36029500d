import HTMLFrontend
import MarkupAST
import Testing

/// Tables: row groups, header rows, spans, captions, alignment and stray content.
@Suite("Lowering: tables")
struct TableLoweringTests {
    private func table(_ html: String) -> Table? {
        for block in Lowered.blocks(html) {
            if case .table(let table) = block { return table }
        }
        return nil
    }

    @Test("thead rows are header rows; tfoot rows come last")
    func sections() {
        let result = table("<table><tfoot><tr><td>f</tfoot><tbody><tr><td>b</tbody><thead><tr><th>h</thead></table>")
        #expect(result?.header == [TableRow(cells: [Lowered.cell("h")])])
        #expect(result?.body == [TableRow(cells: [Lowered.cell("b")]), TableRow(cells: [Lowered.cell("f")])])
        #expect(result?.footerRowCount == 1)
    }

    @Test("without thead, a first row of th cells is the header")
    func thHeaderRow() {
        #expect(table("<table><tr><th>a<th>b<tr><td>1<td>2</table>")?.header.count == 1)
        #expect(table("<table><tr><th>a<td>b<tr><td>1<td>2</table>")?.header.count == 0)
        #expect(table("<table><tr><td>1<tr><th>a</table>")?.header.count == 0)
    }

    @Test("colspan is clamped to 1…1000, rowspan to the rows left in its group")
    func spans() {
        let result = table("<table><tr><td colspan=0>a<td colspan=3>b<td colspan=2000>c<td colspan=x>d<tr><td rowspan=0>e<td rowspan=5>f<tr><td>g</table>")
        #expect(result?.body[0].cells.map(\.columnSpan) == [1, 3, 1000, 1])
        #expect(result?.body[1].cells.map(\.rowSpan) == [2, 2])
        let groups = table("<table><tbody><tr><td rowspan=9>a<tr><td>b</tbody><tbody><tr><td>c</tbody></table>")
        #expect(groups?.body[0].cells[0].rowSpan == 2)
    }

    @Test("column alignment comes from header cells' align or text-align")
    func alignment() {
        #expect(table("<table><tr><th align=right>a<th>b<th style=\"text-align:center\" align=left>c<tr><td>1</table>")?.alignments == [.right, .none, .center])
        #expect(table("<table><tr><th colspan=2 align=center>a<tr><td>1<td>2</table>")?.alignments == [.center, .center])
        #expect(table("<table><tr><th>a<tr><td align=right>1</table>")?.alignments == [])
        // With several header rows, the last one (above the data) gives the columns.
        let grouped = "<table><thead><tr><th colspan=2 align=center>g<tr><th align=left>a<th align=right>b</thead><tr><td>1<td>2</table>"
        #expect(table(grouped)?.alignments == [.left, .right])
    }

    @Test("the caption becomes the table's caption")
    func caption() {
        #expect(table("<table><caption>Cap <strong>x</strong></caption><tr><td>1</table>")?.caption == [.text("Cap "), .strong([.text("x")])])
        #expect(Lowered.blocks("<table><caption>alone</caption></table>") == [Lowered.paragraph("alone")])
    }

    @Test("cells hold blocks")
    func blocksInCells() {
        let result = table("<table><tr><td><p>a</p><ul><li>b</ul></table>")
        #expect(result?.body[0].cells[0].blocks == [Lowered.paragraph("a"), .list(ListStyle(kind: .bullet), [Lowered.item("b")])])
    }

    @Test("missing row and section tags are implied")
    func impliedStructure() {
        #expect(table("<table><td>x<td>y<tr><td>z</table>")?.body == [
            TableRow(cells: [Lowered.cell("x"), Lowered.cell("y")]), TableRow(cells: [Lowered.cell("z")]),
        ])
    }

    @Test("stray text goes before the table")
    func fosterParenting() {
        let blocks = Lowered.blocks("<table>stray<tr><td>cell</table>")
        #expect(blocks.first == Lowered.paragraph("stray"))
        #expect(blocks.count == 2)
    }

    @Test("table, row and cell attributes are kept on their nodes; colgroups on the table")
    func tableAttributes() {
        let html = """
            <table class=t border=1><colgroup span=2 class=g><col class=a><col width=20></colgroup>\
            <tr id=r><th scope=col>h<tr class=x><th scope=row style="color:red">r<td align=right headers=h>x</table>
            """
        guard let result = table(html) else {
            Issue.record("expected a table")
            return
        }
        #expect(result.attributes == Attributes(classes: ["t"], other: [.init(name: "border", value: "1")]))
        #expect(result.columnGroups == [
            Table.ColumnGroup(
                attributes: Attributes(classes: ["g"], other: [.init(name: "span", value: "2")]),
                columns: [Attributes(classes: ["a"]), Attributes(other: [.init(name: "width", value: "20")])]
            ),
        ])
        #expect(result.header.first?.attributes == Attributes(id: "r"))
        #expect(result.header.first?.cells.first?.attributes == Attributes(other: [.init(name: "scope", value: "col")]))
        let row = result.body.first
        #expect(row?.attributes == Attributes(classes: ["x"]))
        // A th in a body row is named; a cell's align is its text-align.
        #expect(row?.cells.first?.attributes.elementName == "th")
        #expect(row?.cells.first?.attributes["scope"] == "row")
        #expect(row?.cells.first?.attributes.style.color != nil)
        #expect(row?.cells.last?.attributes.style.textAlign == .right)
        #expect(row?.cells.last?.attributes["headers"] == "h")
        #expect(row?.cells.last?.attributes["align"] == nil)
    }

    @Test("a table DOM built by hand: cells outside rows, table parts outside tables")
    func handBuiltStructure() {
        var tree = DOMTree(rootKind: .fragment)
        func element(_ name: String, _ parent: DOMTree.NodeID) -> DOMTree.NodeID {
            var node = DOMTree.Node(kind: .element)
            node.name = name
            node.tag = HTMLTagName(lowercasedName: name)
            node.hasExplicitEndTag = true
            let id = tree.create(node)
            tree.append(id, to: parent)
            return id
        }
        func text(_ value: String, _ parent: DOMTree.NodeID) {
            var node = DOMTree.Node(kind: .text)
            node.text = value
            tree.append(tree.create(node), to: parent)
        }
        let table = element("table", tree.root)
        text("a", element("td", table))
        text("b", element("td", table))
        let row = element("tr", table)
        text("c", element("td", row))
        text("d", element("td", tree.root))
        let result = DOMLowering().lower(tree, source: [])
        #expect(result.document.blocks == [
            .table(Table(body: [TableRow(cells: [Lowered.cell("a"), Lowered.cell("b")]), TableRow(cells: [Lowered.cell("c")])])),
            Lowered.paragraph("d"),
        ])
    }
}
