import MarkupAST

/// The mutable state of one ``DOMLowering`` run: a single forward walk over the DOM (a loop
/// over its links, no recursion) with an explicit stack of ``LoweringFrame``s.
///
/// Every element that is walked into pushes exactly one frame and pops it when the walk
/// leaves it; synthetic frames (an item around text written directly in a list…) sit on top
/// of their parent's frame and close when a sibling does not continue them. Each node is
/// handled once and each frame is pushed and popped once, so the walk is linear.
struct LoweringWalker {
    let tree: DOMTree
    /// The input the tree was parsed from (for the lenient policy's literal tag text).
    let source: [UInt8]
    let options: HTMLParseOptions
    /// The nesting cap (at least 1).
    let maxDepth: Int
    let analysis: FlowAnalysis

    var frames: [LoweringFrame] = []
    var diagnostics: [Diagnostic] = []
    var metadata: [String: String] = [:]
    /// Dropped executable and embedding elements by name, in the order first met (with
    /// ``HTMLParseOptions/reportsDroppedElements``).
    var droppedElements: [(name: String, count: Int)] = []
    private var reportedDepth = false
    /// The input range last read back as CDATA text (Confluence storage format, see
    /// ``CharacterDataSections``): the text and comment nodes the parser made of it are
    /// skipped, and its elements are transparent (what the parser nested in them after
    /// the sections is walked). Empty in HTML without such sections.
    var characterDataStart: UInt32 = 0
    var characterDataEnd: UInt32 = 0
    /// Where a search for a CDATA section's end already failed (see
    /// ``CharacterDataSections/read(_:from:noTerminatorFrom:)``).
    var unterminatedCharacterDataFrom = Int.max

    // The inline formatting context of the paragraph being collected (CSS Text 3 §4.1.1):
    /// Whether the last content was a collapsible space or a line start, so that a following
    /// space collapses away.
    var atCollapsibleSpace = true
    /// The frame whose text ends with the last collapsible space, or -1.
    var trailingSpaceFrame = -1
    /// The frame whose content ends with the last hard break, or -1.
    var trailingBreakFrame = -1

    init(tree: DOMTree, source: [UInt8], options: HTMLParseOptions) {
        self.tree = tree
        self.source = source
        self.options = options
        self.maxDepth = max(1, options.maxNestingDepth)
        self.analysis = FlowAnalysis(tree: tree, options: options)
    }

    /// Lowers the whole tree.
    mutating func run() -> ParseResult {
        // Deep enough for typical content without regrowing (each regrowth moves every frame).
        frames.reserveCapacity(16)
        frames.append(
            LoweringFrame(
                kind: .root, node: tree.root, isBlockLevel: true, blockTarget: 0, inlineTarget: 0,
                depth: 0, blockDepth: 1, inlineDepth: 2, paragraphKind: .anonymous, wrappers: [], whiteSpace: .normal
            )
        )
        recordPageMetadata()
        walk()
        while frames.count > 1 { closeTopFrame() }
        flushParagraph()
        return ParseResult(document: Document(blocks: frames[0].blocks, metadata: metadata), diagnostics: allDiagnostics())
    }

    /// The style diagnostics (in document order) with the walk's own (at most the one
    /// nesting diagnostic) placed by position.
    private func allDiagnostics() -> [Diagnostic] {
        var result = analysis.diagnostics
        for (name, count) in droppedElements {
            result.append(Diagnostic(
                code: "element-dropped", message: "\(count) <\(name)> element\(count == 1 ? "" : "s") dropped with \(count == 1 ? "its" : "their") content"
            ))
        }
        for diagnostic in diagnostics {
            let start = diagnostic.span?.start ?? UInt32.max
            let index = result.firstIndex { ($0.span?.start ?? UInt32.max) > start } ?? result.count
            result.insert(diagnostic, at: index)
        }
        return result
    }

    /// Visits every node under the root in document order, entering and leaving elements.
    private mutating func walk() {
        let root = tree.root
        var node = tree.nodes[Int(root)].firstChild
        while node != DOMTree.none {
            if enter(node) {
                let child = tree.nodes[Int(node)].firstChild
                if child != DOMTree.none {
                    node = child
                    continue
                }
                leave(node)
            }
            // Up to the next sibling, leaving each finished parent.
            while true {
                let sibling = tree.nodes[Int(node)].nextSibling
                if sibling != DOMTree.none {
                    node = sibling
                    break
                }
                let parent = tree.nodes[Int(node)].parent
                if parent == root || parent == DOMTree.none {
                    node = DOMTree.none
                    break
                }
                leave(parent)
                node = parent
            }
        }
    }

    /// Handles node `id`; returns `true` when it pushed a frame and its children are walked.
    private mutating func enter(_ id: DOMTree.NodeID) -> Bool {
        let start = tree.nodes[Int(id)].span.start
        if start < characterDataEnd && start >= characterDataStart {
            guard tree.nodes[Int(id)].kind == .element else { return false }
            pushTransparent(node: id, isBlockLevel: analysis.roles[Int(id)].isBlockLevel)
            return true
        }
        switch tree.nodes[Int(id)].kind {
        case .text:
            handleText(tree.nodes[Int(id)].text)
            return false
        case .element:
            return enterElement(id, role: analysis.roles[Int(id)])
        case .document, .fragment, .documentType, .comment, .templateContents:
            return false
        }
    }

    /// Closes the frames of element `id`: synthetic frames above it, then its own.
    private mutating func leave(_ id: DOMTree.NodeID) {
        while frames.count > 1 {
            let isOwn = frames[frames.count - 1].node == id
            closeTopFrame()
            if isOwn { return }
        }
    }

    // MARK: - Depth

    /// Whether a container at `depth` fits under the cap; reports the cap (once) when not.
    mutating func fits(depth: Int, node: DOMTree.NodeID) -> Bool {
        if depth <= maxDepth { return true }
        if !reportedDepth {
            reportedDepth = true
            let span = node == DOMTree.none || Int(node) >= tree.nodes.count ? nil : tree.nodes[Int(node)].span
            diagnostics.append(NestingLimit.diagnostic(maxDepth: maxDepth, span: span))
        }
        return false
    }

    /// The top frame's index.
    var top: Int { frames.count - 1 }
}
