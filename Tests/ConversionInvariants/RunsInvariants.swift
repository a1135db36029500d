import Backends

/// The rules of runs.json the schema cannot express, checked on a ``RunsDocument``: offsets
/// contiguous and matching the text in all three kinds, every run in a leaf block, block
/// ranges nested and covering exactly their runs, list items exactly the children of lists,
/// only cells in table rows, attachments on U+FFFC, maximal runs, tables in first-use order
/// without unused entries, separators and markers where they belong.
package enum RunsInvariants {
    /// Every violation found, described; empty when the document is well formed.
    package static func violations(in document: RunsDocument) -> [String] {
        var problems: [String] = []
        var position = TextOffsets.zero
        let childCounts = document.blocks.reduce(into: [Int: Int]()) { counts, block in
            if let parent = block.parent { counts[parent, default: 0] += 1 }
        }
        for (index, run) in document.runs.enumerated() {
            if run.text.isEmpty { problems.append("run \(index) is empty") }
            if run.range.start != position { problems.append("run \(index) starts at \(run.range.start), expected \(position)") }
            let measured = TextOffsets(
                utf16: run.text.utf16.count, codePoint: run.text.unicodeScalars.count, utf8: run.text.utf8.count
            )
            if run.range.length != measured { problems.append("run \(index) length \(run.range.length) != text \(measured)") }
            position = run.range.end
            if !(0..<document.styles.count).contains(run.style) { problems.append("run \(index) style out of range") }
            if !(0..<document.blocks.count).contains(run.block) {
                problems.append("run \(index) block out of range")
            } else if childCounts[run.block] != nil || !document.blocks[run.block].kind.isLeaf {
                problems.append("run \(index) is in block \(run.block), which is not a leaf")
            }
            if let link = run.link, !(0..<document.links.count).contains(link) { problems.append("run \(index) link out of range") }
            if let attachment = run.attachment {
                if !(0..<document.attachments.count).contains(attachment) { problems.append("run \(index) attachment out of range") }
                if run.text != "\u{FFFC}" { problems.append("attachment run \(index) is not U+FFFC") }
            } else if run.text.unicodeScalars.contains("\u{FFFC}") {
                problems.append("run \(index) holds U+FFFC without an attachment")
            }
            // Each attachment is one U+FFFC run, and each footnote reference its own run (two
            // references in a row are two, not one reference "11"): neither merges.
            if index > 0, document.runs[index - 1].attachment == nil, run.attachment == nil,
               document.runs[index - 1].footnote == nil || run.footnote == nil {
                let previous = document.runs[index - 1]
                if previous.style == run.style, previous.block == run.block, previous.link == run.link,
                   previous.attachment == run.attachment, previous.role == run.role, previous.footnote == run.footnote,
                   previous.rawFormat == run.rawFormat {
                    problems.append("runs \(index - 1) and \(index) could be one (not maximal)")
                }
            }
        }
        problems += blockViolations(document, total: position, childCounts: childCounts)
        problems += tableOrderViolations(document)
        return problems
    }

    private static func blockViolations(_ document: RunsDocument, total: TextOffsets, childCounts: [Int: Int]) -> [String] {
        var problems: [String] = []
        var runsByBlock: [Int: [Int]] = [:]
        for (index, run) in document.runs.enumerated() { runsByBlock[run.block, default: []].append(index) }
        var lastChildEnd: [Int: TextOffsets] = [:]
        var topLevelEnd = TextOffsets.zero
        // As docs/runs-format.md and scripts/validate-runs.py define it: a container type
        // (blockquote, div, list…) is never a leaf, even when it holds nothing.
        let leaves = document.blocks.indices.filter { childCounts[$0] == nil && document.blocks[$0].kind.isLeaf }
        for (index, block) in document.blocks.enumerated() {
            if let parent = block.parent {
                if parent >= index { problems.append("block \(index) has parent \(parent) after it") ; continue }
                let parentBlock = document.blocks[parent]
                if (parentBlock.kind == .list) != (block.kind == .listItem) {
                    problems.append("block \(index) (\(block.kind.rawValue)) in block \(parent) (\(parentBlock.kind.rawValue)): list items belong in lists, and only there")
                }
                if parentBlock.kind == .tableRow, block.kind != .tableCell {
                    problems.append("block \(index) (\(block.kind.rawValue)) is in a table row")
                }
                if block.depth != parentBlock.depth + 1 { problems.append("block \(index) depth \(block.depth) != parent depth + 1") }
                if block.range.start.utf16 < parentBlock.range.start.utf16 || block.range.end.utf16 > parentBlock.range.end.utf16 {
                    problems.append("block \(index) range is outside its parent \(parent)")
                }
                let siblingEnd = lastChildEnd[parent] ?? parentBlock.range.start
                if block.range.start != siblingEnd { problems.append("block \(index) does not start where its previous sibling ends") }
                lastChildEnd[parent] = block.range.end
            } else {
                if block.depth != 0 { problems.append("top-level block \(index) has depth \(block.depth)") }
                if block.range.start != topLevelEnd { problems.append("top-level block \(index) leaves a gap or overlaps") }
                topLevelEnd = block.range.end
            }
            if childCounts[index] == nil && !block.kind.isLeaf && block.range.length != .zero {
                problems.append("empty container block \(index) has a non-empty range")
            }
            if childCounts[index] == nil && block.kind.isLeaf {
                if block.paragraphStyle == nil { problems.append("leaf block \(index) has no paragraph style") }
                let runs = runsByBlock[index] ?? []
                if let first = runs.first, let last = runs.last {
                    if document.runs[first].range.start != block.range.start || document.runs[last].range.end != block.range.end {
                        problems.append("leaf block \(index) range differs from its runs")
                    }
                    if last - first + 1 != runs.count { problems.append("leaf block \(index) runs are not contiguous") }
                    if index != leaves.last {
                        let separator = document.runs[last]
                        let allowed = block.kind == .tableCell ? ["\t", "\n"] : ["\n"]
                        if separator.role != .separator || !allowed.contains(separator.text) {
                            problems.append("leaf block \(index) does not end with a separator")
                        }
                    }
                } else if block.range.length != .zero {
                    problems.append("leaf block \(index) without runs has a non-empty range")
                }
            }
            if block.kind == .listItem, let marker = block.marker {
                // Pre-order: the item's first leaf with text is the first such leaf after it
                // (scanning from the item, not from the start, keeps the check linear). An
                // empty block before it (`* >`: an empty block quote) holds no run to precede
                // the marker.
                let firstLeaf = (index + 1..<document.blocks.count).first { childCounts[$0] == nil && runsByBlock[$0] != nil }
                    .flatMap { isDescendant($0, of: index, document) ? $0 : nil }
                let firstRun = firstLeaf.flatMap { runsByBlock[$0]?.first }.map { document.runs[$0] }
                if firstRun?.role != .marker || firstRun?.text != marker + "\t" {
                    problems.append("list item \(index) does not start with its marker run")
                }
            }
        }
        for (parent, end) in lastChildEnd where document.blocks[parent].range.end != end {
            problems.append("container \(parent) range does not end with its last child")
        }
        if topLevelEnd != total { problems.append("top-level blocks end at \(topLevelEnd), text ends at \(total)") }
        return problems
    }

    private static func isDescendant(_ block: Int, of ancestor: Int, _ document: RunsDocument) -> Bool {
        var current = document.blocks[block].parent
        while let index = current {
            if index == ancestor { return true }
            current = document.blocks[index].parent
        }
        return false
    }

    private static func tableOrderViolations(_ document: RunsDocument) -> [String] {
        var problems: [String] = []
        func checkFirstUse(_ uses: [Int], count: Int, name: String) {
            var next = 0
            for use in uses where use >= next {
                if use != next { problems.append("\(name) \(use) is used before \(name) \(next)") }
                next = use + 1
            }
            if next != count { problems.append("\(name) table has \(count) entries, \(next) used") }
        }
        checkFirstUse(document.runs.map(\.style), count: document.styles.count, name: "style")
        checkFirstUse(document.blocks.compactMap(\.paragraphStyle), count: document.paragraphStyles.count, name: "paragraph style")
        checkFirstUse(document.runs.compactMap(\.link), count: document.links.count, name: "link")
        checkFirstUse(document.runs.compactMap(\.attachment), count: document.attachments.count, name: "attachment")
        return problems
    }
}
