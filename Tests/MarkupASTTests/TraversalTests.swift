import MarkupAST
import Testing

/// The shared traversal: one-level access and rebuild that keep every field, and deep
/// queries in document order without recursion.
@Suite("Traversal")
struct TraversalTests {
    private let named = Attributes(elementName: "b", id: "x", classes: ["c"])

    /// A document with one of every container, each carrying attributes.
    private var sample: Document {
        let cell = TableCell(blocks: [.paragraph([.text("cell")])], columnSpan: 2, rowSpan: 3, attributes: Attributes(id: "td"))
        var table = Table(alignments: [.right], header: [], body: [TableRow(cells: [cell], attributes: Attributes(id: "tr"))], footerRowCount: 1)
        table.caption = [.text("caption")]
        table.attributes = Attributes(classes: ["t"])
        return Document(blocks: [
            .heading(level: 2, [.strong([.text("head")], attributes: named)], attributes: Attributes(id: "h")),
            .blockQuote([.paragraph([.text("quote")], attributes: Attributes(classes: ["p"]))], attributes: Attributes(id: "q")),
            .list(ListStyle(kind: .ordered(start: 3, delimiter: .period)), [
                ListItem(task: .checked, blocks: [.paragraph([.link(LinkTarget(destination: "u"), [.text("link")])])], attributes: Attributes(id: "li")),
            ], attributes: Attributes(id: "ol")),
            .table(table),
            .div(Attributes(elementName: "figure"), [.codeBlock(info: "swift", text: "code", attributes: Attributes(id: "pre"))]),
            .footnoteDefinition(label: "1", [.paragraph([.code("c", attributes: Attributes(elementName: "kbd")), .footnoteReference(label: "1")])]),
        ])
    }

    @Test("nodes visits every node once, parents before children, in document order")
    func documentOrder() {
        let texts = sample.blocks.nodes.compactMap { node -> String? in
            switch node {
            case .inline(.text(let text)), .inline(.code(let text, _)): return text
            case .block(.codeBlock(_, let text, _)): return text
            default: return nil
            }
        }
        #expect(texts == ["head", "quote", "link", "caption", "cell", "code", "c"])
        #expect(sample.blocks.nodes.count { if case .block = $0 { return true } else { return false } } == 11)
    }

    @Test("an identity rebuild through mapChildren keeps every field, attributes included")
    func identityRebuild() {
        for block in sample.blocks {
            #expect(block.mapChildren(blocks: { $0 }, inlines: { $0 }) == block)
            for case .inline(let inline) in block.nodes {
                #expect(inline.mapChildren { $0 } == inline)
            }
        }
        #expect(sample.rewritten(by: TreeRewriter()) == sample)
    }

    @Test("mapChildren reaches every child sequence: items, cells, caption, quote, div, footnote")
    func everySequence() {
        let upper = TreeRewriter(inline: { inline in
            if case .text(let text) = inline { return [.text(text.uppercased())] }
            return [inline]
        })
        let rewritten = sample.rewritten(by: upper)
        let texts = rewritten.blocks.nodes.compactMap { node -> String? in
            if case .inline(.text(let text)) = node { return text }
            return nil
        }
        #expect(texts == ["HEAD", "QUOTE", "LINK", "CAPTION", "CELL"])
        guard case .table(let table) = rewritten.blocks[3] else {
            Issue.record("expected the table")
            return
        }
        #expect(table.body[0].cells[0].columnSpan == 2 && table.body[0].cells[0].rowSpan == 3)
        #expect(table.body[0].attributes.id == "tr" && table.attributes.classes == ["t"] && table.footerRowCount == 1)
    }

    @Test("children, childBlocks, childInlines and attributes read one level")
    func oneLevel() {
        #expect(Inline.strong([.text("a"), .softBreak], attributes: named).children == [.text("a"), .softBreak])
        #expect(Inline.code("x").children.isEmpty && !Inline.code("x").isContainer)
        #expect(Inline.strong([], attributes: named).attributes == named)
        #expect(sample.blocks[0].childInlines.count == 1)
        #expect(sample.blocks[3].childBlocks == [.paragraph([.text("cell")])])
        #expect(sample.blocks[3].childInlines == [.text("caption")])
        #expect(sample.blocks[2].attributes.id == "ol")
    }

    @Test("a deep tree is visited without recursion")
    func deepTree() {
        var inline = Inline.text("deep")
        for _ in 0..<256 { inline = .emphasis([inline]) }
        #expect(Inline.plainText(of: [inline]) == "deep")
        #expect(Array([inline].nodes).count == 257)
    }

    @Test("containsBlock finds a block in every container, and agrees with the iterator")
    func containsBlock() {
        let blocks = sample.blocks
        func isCode(_ block: Block) -> Bool { if case .codeBlock = block { return true }; return false }
        func isCellParagraph(_ block: Block) -> Bool { block.childInlines == [.text("cell")] }
        func isQuoted(_ block: Block) -> Bool { block.childInlines == [.text("quote")] }
        func isListed(_ block: Block) -> Bool { if case .paragraph(let inlines, _) = block { return inlines.count == 1 && inlines[0].children == [.text("link")] }; return false }
        func isRule(_ block: Block) -> Bool { block == .thematicBreak() }
        for (name, predicate) in [("div", isCode), ("cell", isCellParagraph), ("quote", isQuoted), ("item", isListed), ("absent", isRule)] as [(String, (Block) -> Bool)] {
            let viaIterator = blocks.nodes.contains { if case .block(let block) = $0 { return predicate(block) }; return false }
            #expect(blocks.containsBlock(where: predicate) == viaIterator, "\(name)")
            #expect(viaIterator == (name != "absent"), "\(name)")
        }
    }

    @Test("containsBlock past the nesting limit continues without recursion")
    func containsBlockDeep() {
        var block = Block.thematicBreak()
        for _ in 0..<1_000 { block = .blockQuote([block]) }
        #expect([block].containsBlock { $0 == .thematicBreak() })
        #expect(![block].containsBlock { if case .codeBlock = $0 { return true }; return false })
    }

    @Test("empty attributes cost no storage and compare equal however they were made")
    func attributeStorage() {
        var attributes = Attributes(id: "x")
        attributes.id = nil
        #expect(attributes == Attributes())
        #expect(attributes.isEmpty && !attributes.carriesValues)
        var copy = named
        copy.classes.append("d")
        #expect(named.classes == ["c"] && copy.classes == ["c", "d"])
        #expect(Attributes(other: [.init(name: "lang", value: "fr"), .init(name: "dir", value: "rtl")]).lang == "fr")
        #expect(named.named("strong").elementName == "strong" && named.named("strong").id == "x")
    }
}

/// Control characters are replaced before any frontend sees the input.
@Suite("Control characters")
struct ControlCharacterTests {
    @Test("C0 (but tab, LF, CR), DEL and C1 become U+FFFD, form feed a space; one diagnostic with the first offset", arguments: [
        ("plain text\n\tok\r\n", "plain text\n\tok\r\n", 0),
        ("a\u{1B}[31mb", "a\u{FFFD}[31mb", 1), ("\u{0}x\u{7}", "\u{FFFD}x\u{FFFD}", 2), ("a\u{7F}b", "a\u{FFFD}b", 1),
        ("a\u{9B}b\u{85}", "a\u{FFFD}b\u{FFFD}", 2), ("page\u{C}break", "page break", 1), ("é\u{80}", "é\u{FFFD}", 1),
        (String(repeating: "long line without controls ", count: 40) + "\u{1B}", String(repeating: "long line without controls ", count: 40) + "\u{FFFD}", 1),
    ])
    func replaced(input: String, expected: String, count: Int) {
        let result = UTF8Input.replacingControlCharacters(Array(input.utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
        #expect(result.diagnostics.count == (count == 0 ? 0 : 1))
        if count > 0 { #expect(result.diagnostics.first?.message.hasPrefix("\(count) control") == true) }
    }

    @Test("the word-at-a-time scan finds a control at every position, past tabs, line breaks and other 0xC2 characters")
    func everyPosition() {
        // Filler full of what the scan must pass over: tab, LF, CR, `é` (C3 A9), `©` (C2 A9).
        let filler = Array("a\tb\nc\r\u{E9}\u{A9}d".utf8)
        for control in [[0x00], [0x08], [0x0B], [0x0C], [0x1B], [0x1F], [0x7F], [0xC2, 0x80], [0xC2, 0x9F]] as [[UInt8]] {
            for position in 0..<24 {
                var bytes = (0..<position).map { filler[$0 % filler.count] }
                // Never cut a two-byte character of the filler in half.
                if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
                let offset = bytes.count
                bytes += control + filler
                let result = UTF8Input.replacingControlCharacters(bytes)
                #expect(result.diagnostics.first?.span?.start == UInt32(offset), "\(control) at \(offset)")
                #expect(result.diagnostics.first?.message.hasPrefix("1 control") == true, "\(control) at \(offset)")
            }
        }
        let clean = Array(String(repeating: "tab\tline\ncr\r\u{A9}\u{E9}\u{100}", count: 10).utf8)
        #expect(UTF8Input.replacingControlCharacters(clean).diagnostics.isEmpty)
    }

    @Test("prepared (one scan) equals validated then replacingControlCharacters, on 3,000 random inputs")
    func preparedMatchesTwoSteps() throws {
        // Pieces that exercise every path: printable ASCII runs, line breaks, controls, DEL,
        // C1 (C2 80…9F), other C2 characters, 3- and 4-byte characters, invalid bytes, a BOM.
        let pieces: [[UInt8]] = [
            Array("plain ascii text ".utf8), [0x0A], [0x09], [0x0D], [0x0C], [0x00], [0x1B], [0x7F], [0xC2, 0x85], [0xC2, 0xA9],
            [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x91, 0x8D], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0xEF, 0xBB, 0xBF],
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<next(24) { bytes += next(3) == 0 ? pieces[next(pieces.count)] : pieces[next(4)] }
            let expected = UTF8Input.replacingControlCharacters(try UTF8Input.validated(bytes).bytes)
            let expectedDiagnostics = try UTF8Input.validated(bytes).diagnostics + expected.diagnostics
            let actual = try UTF8Input.prepared(bytes)
            #expect(actual.bytes == expected.bytes, "\(bytes)")
            #expect(actual.diagnostics == expectedDiagnostics, "\(bytes)")
        }
    }
}
