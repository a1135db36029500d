import HTMLFrontend
import MarkupConversion

/// The `selector` fuzz target: the input is a selector list (`--select`/`--remove`).
///
/// A list that parses must, on ``samplePage``: return its matches in document order without
/// repeats; return as outermost matches exactly the matches with no matching ancestor; and
/// convert the page with it as `--select` and as `--remove` into sanitized HTML that passes
/// ``SanitizerOutputChecker``. A list that does not parse is an answer (a syntax error).
enum SelectorChecks {
    static func problems(_ text: String) -> [String] {
        guard let list = try? CSSSelectorList(text) else { return [] }
        var problems: [String] = []
        let matches = list.matches(in: sampleTree)
        let matchPositions = matches.compactMap { preorderPosition[$0] }
        if matchPositions.count != matches.count || zip(matchPositions, matchPositions.dropFirst()).contains(where: { $0 >= $1 }) {
            problems.append("matches of \(text.debugDescription) are not in document order without repeats: \(matches)")
        }
        let matched = Set(matches)
        let expectedOutermost = matches.filter { !hasAncestor($0, in: matched) }
        let outermost = list.outermostMatches(in: sampleTree)
        if outermost != expectedOutermost {
            problems.append("outermost matches of \(text.debugDescription) are \(outermost), expected \(expectedOutermost)")
        }
        var selecting = ConversionOptions()
        selecting.htmlInput.selection = list
        var removing = ConversionOptions()
        removing.htmlInput.removal = list
        for options in [selecting, removing] {
            let output = MarkupConverter(options: options).convert(SampleHTML.page, from: .html, to: .html).output
            problems += SanitizerOutputChecker(policy: .default).problems(inOutput: output, fromHTML: true)
        }
        return problems
    }

    private static func hasAncestor(_ node: DOMTree.NodeID, in set: Set<DOMTree.NodeID>) -> Bool {
        var current = sampleTree.nodes[Int(node)].parent
        while current != DOMTree.none {
            if set.contains(current) { return true }
            current = sampleTree.nodes[Int(current)].parent
        }
        return false
    }

    static let sampleTree = HTMLDOMParser().parse(SampleHTML.page).tree

    /// Each node's position in a pre-order walk of ``sampleTree`` from its root.
    static let preorderPosition: [DOMTree.NodeID: Int] = {
        var positions: [DOMTree.NodeID: Int] = [:]
        var stack = [sampleTree.root]
        while let node = stack.popLast() {
            positions[node] = positions.count
            stack += sampleTree.children(of: node).reversed()
        }
        return positions
    }()
}
