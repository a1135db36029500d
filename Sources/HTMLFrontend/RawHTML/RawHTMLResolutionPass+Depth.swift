import MarkupAST

/// The depth cap inside a ``RawHTMLResolutionPass``: raw HTML deep in a document must nest
/// no deeper than the same HTML would in one HTML document, so that the Markdown's HTML
/// output re-reads as written.
///
/// ``RawHTMLResolutionPass/depth`` counts the AST containers around the sequence being
/// resolved as the HTML lowering counts what the HTML writer makes of them: a quote or `div`
/// 1; a list item 2 (list and item); a table cell 3 (table, row, cell); a table caption's
/// inlines 2 (table, caption; the caption's paragraph is where a paragraph's would be); a
/// footnote 3 (the writer puts every note in `section > ol > li`); an inline container 1.
extension RawHTMLResolutionPass {
    /// How many levels below `block` its child blocks and its child inlines sit, counted
    /// from where the blocks of `block`'s own sequence sit.
    static func childLevels(of block: Block) -> (blocks: Int, inlines: Int) {
        switch block {
        case .table: return (3, 2)
        case .footnoteDefinition: return (3, 0)
        default: return (1, 0)  // a heading's inlines sit where a paragraph's would
        }
    }

    /// The parser for a sequence at the current ``depth``: it caps nesting at what is left of
    /// the cap there (at least one level; ``cappedAgain(_:assembly:)`` takes care of that one).
    mutating func parserHere() -> HTMLParser {
        guard depth > 0 else { return parser }
        if let cached = parsersByDepth[depth] { return cached }
        var options = parser.options
        options.maxNestingDepth = max(1, options.maxNestingDepth - depth)
        let deeper = HTMLParser(options: options)
        parsersByDepth[depth] = deeper
        return deeper
    }

    /// `body` run with ``depth`` raised by `levels`.
    mutating func nested<Value>(by levels: Int, _ body: (inout Self) -> Value) -> Value {
        depth += levels
        defer { depth -= levels }
        return body(&self)
    }

    /// `blocks`, a parse of `assembly` with its placeholders put back, flattened where they
    /// pass the cap: a Markdown block put inside raw HTML sits deeper than where its frontend
    /// capped it, and at or past the cap even a parse without placeholders made one level too
    /// many (a parser keeps at least one).
    mutating func cappedAgain(_ blocks: [Block], assembly: Assembly) -> [Block] {
        let maxDepth = parser.options.maxNestingDepth
        guard !assembly.slots.isEmpty || depth >= maxDepth,
              let capped = ResolvedDepthCap.capped(blocks, at: depth + 1, maxDepth: maxDepth) else { return blocks }
        if !reportedDepthCap {
            reportedDepthCap = true
            diagnostics.append(NestingLimit.diagnostic(maxDepth: maxDepth, span: assembly.pieces.first?.span ?? nil))
        }
        return capped
    }
}
