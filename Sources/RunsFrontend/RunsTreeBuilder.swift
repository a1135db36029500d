import MarkupAST

/// Rebuilds the block tree of a runs.json document from its `blocks[]` table.
///
/// Parents always come before their children (``RunsInputDocument`` makes sure), so one
/// backward pass builds every block from its already built children: no recursion, linear
/// in the number of blocks and runs.
struct RunsTreeBuilder {
    let input: RunsInputDocument
    var diagnostics: RunsDiagnostics
    /// Each heading's content and `id`, read in document order (see ``readHeadings(runsOfBlock:)``).
    private var headings: [Int: (inlines: [Inline], id: String?)] = [:]

    init(input: RunsInputDocument, diagnostics: RunsDiagnostics) {
        self.input = input
        self.diagnostics = diagnostics
    }

    /// The document.
    mutating func build() -> Document {
        let count = input.blocks.count
        var runsOfBlock = [[Int]](repeating: [], count: count)
        var children = [[Int]](repeating: [], count: count)
        var topLevel: [Int] = []
        for (index, block) in input.blocks.enumerated() {
            if let parent = block.parent { children[parent].append(index) } else { topLevel.append(index) }
        }
        // Runs whose block is missing or a container continue the leaf before them; those
        // before any leaf form paragraphs of their own, split at separators.
        var leading: [[Int]] = [[]]
        var lastLeaf: Int?
        for (index, run) in input.runs.enumerated() {
            if let block = run.block, input.blocks[block].kind.isLeaf {
                runsOfBlock[block].append(index)
                lastLeaf = block
                continue
            }
            if run.block != nil { diagnostics.note(.misplacedBlock, "runs[\(index)] belongs to a container block; read with the text before it") }
            if let lastLeaf {
                runsOfBlock[lastLeaf].append(index)
            } else if run.role == .separator {
                leading.append([])
            } else {
                leading[leading.count - 1].append(index)
            }
        }
        readHeadings(runsOfBlock: runsOfBlock)
        var built = [RunsBuiltNode?](repeating: nil, count: count)
        var index = count - 1
        while index >= 0 {
            var childNodes: [RunsBuiltNode] = []
            childNodes.reserveCapacity(children[index].count)
            for child in children[index] {
                if let node = built[child] { childNodes.append(node) }
                built[child] = nil
            }
            built[index] = node(index, children: childNodes, runs: runsOfBlock[index])
            index -= 1
        }
        var blocks: [Block] = leading.compactMap { group in
            let inlines = textInlines(ofRuns: group)
            return inlines.isEmpty ? nil : .paragraph(inlines)
        }
        blocks += self.blocks(of: topLevel.compactMap { built[$0] }, in: nil)
        return Document(blocks: blocks, metadata: input.metadata)
    }

    /// Reads the headings in document order, telling the anchors the writer generated (a
    /// GitHub slug of the text, numbered as the writer numbers repeats) from those the source
    /// gave: only the latter become the heading's `id`. Every other block's anchor is taken
    /// as the writer takes it, so the numbering matches.
    private mutating func readHeadings(runsOfBlock: [[Int]]) {
        var slugger = HeadingSlugger()
        for (index, block) in input.blocks.enumerated() {
            guard block.kind == .heading else {
                if let anchor = block.anchor { slugger.reserve(anchor) }
                continue
            }
            let inlines = textInlines(ofRuns: runsOfBlock[index])
            guard let anchor = block.anchor else {
                headings[index] = (inlines, nil)
                continue
            }
            if slugger.nextSlug(for: inlines) == anchor {
                _ = slugger.slug(for: inlines)
                headings[index] = (inlines, nil)
            } else {
                slugger.reserve(anchor)
                headings[index] = (inlines, anchor)
            }
        }
    }

    /// Block `index` built from its children and its runs.
    private mutating func node(_ index: Int, children: [RunsBuiltNode], runs: [Int]) -> RunsBuiltNode {
        let block = input.blocks[index]
        let attributes = Attributes(id: block.anchor)
        switch block.kind {
        case .paragraph:
            let inlines = textInlines(ofRuns: runs)
            // An empty paragraph only holds the marker of an item (or footnote) without text.
            return .blocks(inlines.isEmpty ? [] : [.paragraph(inlines, attributes: attributes)])
        case .heading:
            let level = min(6, max(1, block.level ?? 1))
            let heading = headings[index] ?? (textInlines(ofRuns: runs), block.anchor)
            return .blocks([.heading(level: level, heading.inlines, attributes: Attributes(id: heading.id))])
        case .codeBlock, .mathBlock:
            let text = literalText(ofRuns: runs)
            let info = block.kind == .mathBlock ? "math" : block.info ?? block.language ?? ""
            return .blocks([.codeBlock(info: info, text: text.isEmpty ? "" : text + "\n", attributes: attributes)])
        case .htmlBlock:
            var html = literalText(ofRuns: runs)
            if html.isEmpty { html = block.html ?? "" }
            return .blocks(html.isEmpty ? [] : [.raw(.html, html + "\n")])
        case .thematicBreak:
            return .blocks([.thematicBreak(attributes: attributes)])
        case .caption:
            return .caption(textInlines(ofRuns: runs))
        case .tableCell:
            let inlines = textInlines(ofRuns: runs)
            let cell = TableCell(
                blocks: inlines.isEmpty ? [] : [.paragraph(inlines)], columnSpan: max(1, block.colspan ?? 1),
                rowSpan: max(1, block.rowspan ?? 1), attributes: attributes
            )
            return .cell(cell, isHeader: block.header ?? false)
        case .definitionTerm:
            let inlines = textInlines(ofRuns: runs)
            return .blocks([.div(Attributes(elementName: "dt", id: block.anchor), inlines.isEmpty ? [] : [.paragraph(inlines)])])
        case .blockquote:
            return .blocks([.blockQuote(blocks(of: children, in: index), attributes: attributes)])
        case .div, .figure, .definitionList, .definitionDetails:
            let name: String? = switch block.kind {
            case .figure: "figure"
            case .definitionList: "dl"
            case .definitionDetails: "dd"
            default: nil
            }
            return .blocks([.div(Attributes(elementName: name, id: block.anchor), blocks(of: children, in: index))])
        case .footnoteDefinition:
            let label = block.label ?? block.anchor.map { $0.hasPrefix("fn-") ? String($0.dropFirst(3)) : $0 } ?? String(index)
            return .blocks([.footnoteDefinition(label: label, blocks(of: children, in: index))])
        case .list:
            return .blocks([list(block, attributes: attributes, children: children, index: index)])
        case .listItem:
            return .item(ListItem(task: block.task, blocks: blocks(of: children, in: index), attributes: attributes))
        case .tableRow:
            return row(block, children: children, index: index)
        case .table:
            return .blocks(table(block, attributes: attributes, children: children, index: index))
        }
    }
}
