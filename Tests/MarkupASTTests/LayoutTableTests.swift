import MarkupAST
import Testing

/// `Table.isLayout`, rule by rule, and `LayoutTableUnwrapping` on nested grids.
@Suite("Layout tables")
struct LayoutTableTests {
    private static func cell(_ text: String, attributes: Attributes = Attributes()) -> TableCell {
        TableCell(blocks: [.paragraph([.text(text)])], attributes: attributes)
    }

    private static func grid(_ rows: Int, _ columns: Int) -> [TableRow] {
        (0..<rows).map { row in TableRow(cells: (0..<columns).map { cell("r\(row)c\($0)") }) }
    }

    private static func summary(_ value: String) -> Attributes {
        Attributes(other: [Attributes.Attribute(name: "summary", value: value)])
    }

    /// DocBook XSL's graphical admonition: the icon cell spans both rows, beside the title.
    private static func admonition(_ title: String) -> Table {
        let icon = TableCell(blocks: [.paragraph([.image(LinkTarget(destination: "note.png"), [.text("[\(title)]")])])], rowSpan: 2)
        return Table(
            body: [
                TableRow(cells: [icon, cell(title, attributes: Attributes(elementName: "th"))]),
                TableRow(cells: [TableCell(blocks: [.paragraph([.text("Restart after editing.")]), .paragraph([.text("Really.")])])]),
            ],
            attributes: summary(title))
    }

    private static func role(_ value: String) -> Attributes {
        Attributes(other: [Attributes.Attribute(name: "role", value: value)])
    }

    /// One case per rule of `Table.isLayout`: a name, the table, whether it is layout.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var table: Table
        var isLayout: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a plain 2×2 grid is data", table: Table(body: grid(2, 2)), isLayout: false),
        Case(name: "one cell is layout", table: Table(body: grid(1, 1)), isLayout: true),
        Case(name: "one column is layout", table: Table(body: grid(3, 1)), isLayout: true),
        Case(name: "one row is layout", table: Table(body: grid(1, 3)), isLayout: true),
        Case(name: "a header row makes one column data", table: Table(header: grid(1, 1), body: grid(3, 1)), isLayout: false),
        Case(
            name: "a header row without cells is no sign of data (an HTML reader drops it)",
            table: Table(header: [TableRow(cells: [])], body: grid(1, 1)), isLayout: true),
        Case(name: "a caption makes one cell data", table: Table(body: grid(1, 1), caption: [.text("Prices")]), isLayout: false),
        Case(
            name: "a th in a body row makes one column data",
            table: Table(body: [TableRow(cells: [cell("Name", attributes: Attributes(elementName: "th"))]), TableRow(cells: [cell("Ann")])]),
            isLayout: false),
        Case(
            name: "a summary makes one row data",
            table: Table(body: grid(1, 2), attributes: Attributes(other: [Attributes.Attribute(name: "summary", value: "Totals")])),
            isLayout: false),
        Case(
            name: "a scope attribute makes one row data",
            table: Table(body: [TableRow(cells: [cell("a", attributes: Attributes(other: [Attributes.Attribute(name: "scope", value: "row")])), cell("b")])]),
            isLayout: false),
        Case(
            name: "DocBook's navigation header is layout though it has a summary and th",
            table: Table(
                body: [
                    TableRow(cells: [TableCell(blocks: [.paragraph([.text("2.3. Setup")])], columnSpan: 3, attributes: Attributes(elementName: "th"))]),
                    TableRow(cells: [cell("Prev"), cell("Chapter 2", attributes: Attributes(elementName: "th")), cell("Next")]),
                ],
                attributes: summary("Navigation header")),
            isLayout: true),
        Case(name: "DocBook's navigation footer is layout", table: Table(body: grid(2, 3), attributes: summary("Navigation footer")), isLayout: true),
        Case(name: "DocBook's callout list is layout", table: Table(body: grid(3, 2), attributes: summary("Callout list")), isLayout: true),
        Case(name: "gtk-doc's navigation class is layout", table: Table(body: grid(1, 4), attributes: Attributes(classes: ["navigation"])), isLayout: true),
        Case(name: "an admonition (icon spanning the rows, title, text) is layout in any language", table: admonition("Hinweis"), isLayout: true),
        Case(
            name: "a data table with a summary and th stays data",
            table: Table(header: grid(1, 2), body: grid(3, 2), attributes: summary("Default ports")),
            isLayout: false),
        Case(
            name: "an image spanning the rows of a wider table stays data",
            table: Table(
                body: [
                    TableRow(cells: [TableCell(blocks: [.paragraph([.image(LinkTarget(destination: "p.png"), [])])], rowSpan: 2), cell("Name"), cell("Price")]),
                    TableRow(cells: [cell("Lamp"), cell("12")]),
                ],
                attributes: summary("Products")),
            isLayout: false),
        Case(name: "role=table is data whatever its shape", table: Table(body: grid(1, 1), attributes: role("table")), isLayout: false),
        Case(
            name: "role=presentation with blocks in cells is layout",
            table: Table(
                body: [
                    TableRow(cells: [TableCell(blocks: [.paragraph([.text("a")]), .paragraph([.text("b")])]), cell("c")]),
                    TableRow(cells: [cell("d"), cell("e")]),
                ],
                attributes: role("Presentation")),
            isLayout: true),
        Case(name: "a role=presentation grid of text cells reads as a table", table: Table(body: grid(2, 2), attributes: role("presentation")), isLayout: false),
        Case(
            name: "role=presentation beats a th",
            table: Table(body: [TableRow(cells: [cell("a", attributes: Attributes(elementName: "th"))]), TableRow(cells: [cell("b")])], attributes: role("none")),
            isLayout: true),
        Case(
            name: "a nested table makes a grid layout",
            table: Table(body: [
                TableRow(cells: [TableCell(blocks: [.table(Table(body: grid(2, 2)))]), cell("x")]),
                TableRow(cells: [cell("y"), cell("z")]),
            ]),
            isLayout: true),
        Case(
            name: "a heading inside a div in a cell makes a grid layout",
            table: Table(body: [
                TableRow(cells: [TableCell(blocks: [.div(Attributes(), [.heading(level: 1, [.text("Sale")])])]), cell("x")]),
                TableRow(cells: [cell("y"), cell("z")]),
            ]),
            isLayout: true),
        Case(
            name: "a grid of multi-paragraph cells (a Word table) is data",
            table: Table(body: [
                TableRow(cells: [TableCell(blocks: [.paragraph([.text("Catering")]), .paragraph([.text("Lunch")])]), cell("€2,150")]),
                TableRow(cells: [cell("Room"), cell("€900")]),
            ]),
            isLayout: false),
    ]

    @Test("Table.isLayout", arguments: cases)
    func isLayout(_ testCase: Case) {
        #expect(testCase.table.isLayout == testCase.isLayout)
    }

    @Test("nested layout tables unwrap from the outside in; data tables inside stay")
    func nestedUnwrapping() {
        let data = Table(body: Self.grid(2, 2))
        let styled = Attributes(classes: ["hero"], style: InlineStyle())
        let inner = Table(body: [
            TableRow(cells: [TableCell(blocks: [.heading(level: 1, [.text("Sale")])], attributes: styled)]),
            TableRow(cells: [TableCell(blocks: [.paragraph([.text("Hello")]), .table(data)])]),
        ])
        let outer = Table(body: [TableRow(cells: [TableCell(blocks: [.table(inner)])])])
        let unwrapped = LayoutTableUnwrapping.unwrapped([.paragraph([.text("Before")]), .table(outer)])
        let expected: [Block] = [
            .paragraph([.text("Before")]),
            .div(Attributes(classes: ["hero"]), [.heading(level: 1, [.text("Sale")])]),
            .paragraph([.text("Hello")]),
            .table(data),
        ]
        #expect(unwrapped == expected)
    }

    @Test("one row of text cells becomes one line; a cell's align that centres a nested table is dropped")
    func rowsAndAlignment() {
        let byline = Table(body: [TableRow(cells: [Self.cell("Hannah Price"), Self.cell("·"), TableCell(blocks: []), Self.cell("Mar 8")])])
        #expect(byline.layoutContent == [.paragraph([.text("Hannah Price · Mar 8")])])

        var centred = InlineStyle()
        centred.add(StyleDeclaration(.textAlign(.center)))
        let frame = Table(body: [TableRow(cells: [TableCell(blocks: [.table(Table(body: Self.grid(2, 2)))], attributes: Attributes(style: centred))])])
        #expect(frame.layoutContent == [.table(Table(body: Self.grid(2, 2)))])
        let text = Table(body: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("Hi")])], attributes: Attributes(style: centred))])])
        #expect(text.layoutContent == [.div(Attributes(style: centred), [.paragraph([.text("Hi")])])])
    }

    @Test("blocks without a layout table come back as they are")
    func unchanged() {
        let blocks: [Block] = [.blockQuote([.table(Table(body: Self.grid(2, 2)))]), .list(ListStyle(kind: .bullet), [ListItem(blocks: [.paragraph([.text("x")])])])]
        #expect(LayoutTableUnwrapping.unwrapped(blocks) == blocks)
        let quoted: [Block] = [.blockQuote([.table(Table(body: Self.grid(1, 1)))])]
        #expect(LayoutTableUnwrapping.unwrapped(quoted) == [.blockQuote([.paragraph([.text("r0c0")])])])
    }
}
