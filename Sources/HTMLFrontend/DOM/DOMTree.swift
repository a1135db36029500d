import MarkupAST

/// The document tree the HTML tree builder produces: an arena of nodes addressed by
/// ``DOMTree/NodeID``, with parent / first child / next sibling links.
///
/// An arena rather than one class per node: a 300-byte snippet allocates a handful of
/// arrays instead of dozens of objects, moving a node (adoption agency, foster parenting) is
/// a few index writes, and every traversal is an iterative loop, so a 100,000-deep tree
/// cannot overflow the stack.
public struct DOMTree: Sendable {
    /// The index of a node in ``nodes``.
    public typealias NodeID = Int32

    /// "No node" in a link field.
    public static let none: NodeID = -1

    /// What a node is.
    public enum Kind: UInt8, Sendable {
        /// The root of a whole-document parse.
        case document
        /// The root of a fragment parse (its children are the fragment's nodes).
        case fragment
        /// `<!DOCTYPE …>`.
        case documentType
        /// An element.
        case element
        /// A text node.
        case text
        /// A comment.
        case comment
        /// The content of a `<template>` element (see ``Node/templateContents``).
        case templateContents
    }

    /// One node. Fields that do not apply to a kind keep their defaults.
    ///
    /// Laid out for size (64 bytes): one string holds an element's or DOCTYPE's name or a
    /// text's or comment's data (no node has both), a known HTML element stores no name at
    /// all (``name`` comes from ``tag``), and the DOCTYPE identifiers live in
    /// ``DOMTree/documentType``.
    public struct Node: Sendable {
        /// The name (elements, DOCTYPE) or data (text, comments) stored in the node; empty
        /// for an HTML element whose name ``tag`` gives.
        private var storage: String = ""
        /// Element attributes in source order.
        public var attributes: [HTMLAttribute] = []
        /// Bytes of the start tag (elements), of the text or comment, in the parsed input.
        public var span: SourceSpan = SourceSpan(start: 0, end: 0)
        /// Links; ``DOMTree/none`` when absent.
        public var parent: NodeID = DOMTree.none
        public var firstChild: NodeID = DOMTree.none
        public var lastChild: NodeID = DOMTree.none
        public var previousSibling: NodeID = DOMTree.none
        public var nextSibling: NodeID = DOMTree.none
        /// For a `template` element: its ``Kind/templateContents`` node.
        public var templateContents: NodeID = DOMTree.none
        /// What this node is.
        public var kind: Kind
        /// The known HTML element this is, `.unknown` for other names and foreign elements.
        public var tag: HTMLTagName = .unknown
        /// The element's namespace.
        public var namespace: HTMLNamespace = .html
        /// Whether an explicit end tag in the input closed this element (not an implied end
        /// tag, the end of the input or a misnesting repair). The lenient snippet policy
        /// keeps never-closed unknown elements as literal text.
        public var hasExplicitEndTag: Bool = false
        /// Whether the element's start tag ended in `/>`. HTML ignores the slash on
        /// elements that are not void (the content after the tag is the element's), but the
        /// lowering reads an unknown element written this way (`<o:p/>`, `<x-icon/>`, XML
        /// islands such as Confluence's `<ri:page … />`) as empty, as its author meant.
        public var isSelfClosing: Bool = false

        /// Creates a node of `kind` with default fields.
        public init(kind: Kind) { self.kind = kind }

        /// Element local name (lower-case for HTML; adjusted case in SVG, e.g. `foreignObject`)
        /// or DOCTYPE name; empty for other kinds. An HTML element with no name of its own
        /// takes its ``tag``'s name, so set ``tag`` alone for a known HTML element.
        public var name: String {
            // Inlined so a read through `tree.nodes[i]` projects the fields in place rather
            // than copying the node (and retaining its string and attributes) for the call.
            @inline(__always) get {
                switch kind {
                case .element:
                    return storage.isEmpty && namespace == .html ? tag.localName : storage
                case .documentType:
                    return storage
                case .document, .fragment, .text, .comment, .templateContents:
                    return ""
                }
            }
            set { storage = newValue }
        }

        /// Text of a text node, data of a comment; empty for other kinds. Shares its storage
        /// with ``name``: setting one on a node replaces the other.
        public var text: String {
            @inline(__always) get {
                switch kind {
                case .element, .documentType: return ""
                case .document, .fragment, .text, .comment, .templateContents: return storage
                }
            }
            set { storage = newValue }
        }

        /// Appends to ``text`` in place (text node merging; no copy of the existing text).
        mutating func appendText(_ more: Substring) {
            storage.append(contentsOf: more)
        }

        /// ``name`` of `nodes[index]`, each field read in place: calling the property on
        /// an array element can copy the whole node first (retaining its string and
        /// attributes).
        static func name(at index: Int, in nodes: [Node]) -> String {
            switch nodes[index].kind {
            case .element:
                return nodes[index].storage.isEmpty && nodes[index].namespace == .html
                    ? nodes[index].tag.localName : nodes[index].storage
            case .documentType:
                return nodes[index].storage
            case .document, .fragment, .text, .comment, .templateContents:
                return ""
            }
        }
    }

    /// The ``Node/name`` of node `id`, read in place.
    func name(of id: NodeID) -> String {
        Node.name(at: Int(id), in: nodes)
    }

    /// The identifiers of a DOCTYPE node; `nil` when the DOCTYPE has none (missing ≠ empty).
    public struct DocumentTypeIdentifiers: Sendable, Equatable {
        /// The DOCTYPE node.
        public var node: NodeID
        /// The public identifier, `nil` when missing.
        public var publicIdentifier: String?
        /// The system identifier, `nil` when missing.
        public var systemIdentifier: String?

        /// Creates the identifiers of `node`.
        public init(node: NodeID, publicIdentifier: String?, systemIdentifier: String?) {
            self.node = node
            self.publicIdentifier = publicIdentifier
            self.systemIdentifier = systemIdentifier
        }
    }

    /// The identifiers of the document's DOCTYPE node (a document has at most one: only the
    /// "initial" insertion mode inserts one), kept out of ``Node`` so other nodes do not pay
    /// for them.
    public var documentType: DocumentTypeIdentifiers?

    /// All nodes; ``root`` is index 0.
    public var nodes: [Node]

    /// The document or fragment node.
    public var root: NodeID { 0 }

    /// Creates a tree holding only a root of `kind` (`.document` or `.fragment`).
    public init(rootKind: Kind) {
        // Reserved before the root goes in: an array literal would allocate through the
        // generic (unspecialized) runtime path and then be reallocated by the reservation.
        nodes = []
        nodes.reserveCapacity(64)
        nodes.append(Node(kind: rootKind))
    }

    /// The node `id`.
    public subscript(id: NodeID) -> Node {
        get { nodes[Int(id)] }
        set { nodes[Int(id)] = newValue }
    }

    /// Adds a detached node and returns its id.
    public mutating func create(_ node: consuming Node) -> NodeID {
        nodes.append(node)
        return NodeID(nodes.count - 1)
    }

    /// The children of `id` in order.
    public func children(of id: NodeID) -> ChildSequence { ChildSequence(tree: self, first: self[id].firstChild) }

    /// Appends `child` (detaching it first if it has a parent) as the last child of `parent`.
    public mutating func append(_ child: NodeID, to parent: NodeID) {
        detach(child)
        let last = nodes[Int(parent)].lastChild
        nodes[Int(child)].parent = parent
        nodes[Int(child)].previousSibling = last
        if last == DOMTree.none {
            nodes[Int(parent)].firstChild = child
        } else {
            nodes[Int(last)].nextSibling = child
        }
        nodes[Int(parent)].lastChild = child
    }

    /// Inserts `child` (detaching it first) into `reference`'s parent just before `reference`.
    public mutating func insert(_ child: NodeID, before reference: NodeID) {
        detach(child)
        let parent = nodes[Int(reference)].parent
        let previous = nodes[Int(reference)].previousSibling
        nodes[Int(child)].parent = parent
        nodes[Int(child)].previousSibling = previous
        nodes[Int(child)].nextSibling = reference
        nodes[Int(reference)].previousSibling = child
        if previous == DOMTree.none {
            if parent != DOMTree.none { nodes[Int(parent)].firstChild = child }
        } else {
            nodes[Int(previous)].nextSibling = child
        }
    }

    /// Removes `id` from its parent; its own children stay with it.
    public mutating func detach(_ id: NodeID) {
        // Only the links are read: copying the whole node would retain its strings.
        let parent = nodes[Int(id)].parent
        guard parent != DOMTree.none else { return }
        let previousSibling = nodes[Int(id)].previousSibling
        let nextSibling = nodes[Int(id)].nextSibling
        if previousSibling == DOMTree.none {
            nodes[Int(parent)].firstChild = nextSibling
        } else {
            nodes[Int(previousSibling)].nextSibling = nextSibling
        }
        if nextSibling == DOMTree.none {
            nodes[Int(parent)].lastChild = previousSibling
        } else {
            nodes[Int(nextSibling)].previousSibling = previousSibling
        }
        nodes[Int(id)].parent = DOMTree.none
        nodes[Int(id)].previousSibling = DOMTree.none
        nodes[Int(id)].nextSibling = DOMTree.none
    }

    /// The children of a node, iterated through the sibling links.
    public struct ChildSequence: Sequence, IteratorProtocol {
        let tree: DOMTree
        var current: NodeID

        init(tree: DOMTree, first: NodeID) {
            self.tree = tree
            self.current = first
        }

        /// The next child, or `nil` after the last.
        public mutating func next() -> NodeID? {
            guard current != DOMTree.none else { return nil }
            defer { current = tree.nodes[Int(current)].nextSibling }
            return current
        }
    }
}

extension DOMTree.Node {
    /// This node with its tree links cleared (parent, children, siblings, template
    /// contents): a clone ready to be inserted elsewhere.
    var unlinkedCopy: DOMTree.Node {
        var copy = self
        copy.parent = DOMTree.none
        copy.firstChild = DOMTree.none
        copy.lastChild = DOMTree.none
        copy.previousSibling = DOMTree.none
        copy.nextSibling = DOMTree.none
        copy.templateContents = DOMTree.none
        return copy
    }
}
