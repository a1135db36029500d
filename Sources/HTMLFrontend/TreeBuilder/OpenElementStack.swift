/// The stack of open elements (HTML Standard §13.2.4.2), with a count of each HTML tag on it.
///
/// The counts answer the common question "is there any `p` (`table`, `template`…) open at
/// all?" in O(1), so scope checks only walk the stack when the element is actually there;
/// the walk itself is bounded by the depth cap (`HTMLParseOptions.maxOpenElements`).
struct OpenElementStack {
    /// Bottom (the `html` element) first, current node last.
    private(set) var entries: [OpenElement] = []
    /// How many entries of each ``HTMLTagName`` in the HTML namespace the stack holds.
    private var htmlCounts = Self.zeroCounts
    /// Indexed by node id: 1 while the node is on the stack, so "is this element open" is O(1).
    private var membership = Self.zeroMembership

    /// The initial tables, shared until the first push copies them. `Array(repeating:count:)`
    /// allocates through a generic runtime call that looks up the storage class on every
    /// call (about 900 instructions each, a visible share of a 300-byte snippet's parse); the
    /// copy on first write goes through code specialized for the element type.
    private static let zeroCounts = [Int32](repeating: 0, count: 256)
    private static let zeroMembership = [UInt8](repeating: 0, count: 64)

    init() {
        entries.reserveCapacity(64)
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// The current node (§13.2.4.2), if any.
    var current: OpenElement? { entries.last }

    subscript(index: Int) -> OpenElement { entries[index] }

    /// Whether any HTML element `tag` is open.
    @inline(__always)
    func contains(_ tag: HTMLTagName) -> Bool {
        htmlCounts[Int(tag.rawValue)] > 0
    }

    mutating func push(_ element: OpenElement) {
        entries.append(element)
        counted(element, 1)
    }

    @discardableResult
    mutating func pop() -> OpenElement? {
        guard let element = entries.popLast() else { return nil }
        counted(element, -1)
        return element
    }

    mutating func remove(at index: Int) {
        counted(entries[index], -1)
        entries.remove(at: index)
    }

    mutating func insert(_ element: OpenElement, at index: Int) {
        entries.insert(element, at: index)
        counted(element, 1)
    }

    mutating func replace(at index: Int, with element: OpenElement) {
        counted(entries[index], -1)
        entries[index] = element
        counted(element, 1)
    }

    /// Whether `node` is on the stack.
    @inline(__always)
    func contains(node: DOMTree.NodeID) -> Bool {
        node >= 0 && Int(node) < membership.count && membership[Int(node)] != 0
    }

    /// The index of `node` on the stack, searching from the top.
    func index(of node: DOMTree.NodeID) -> Int? {
        entries.lastIndex { $0.node == node }
    }

    /// The index of the topmost HTML element `tag`, if any is open.
    func lastIndex(of tag: HTMLTagName) -> Int? {
        guard contains(tag) else { return nil }
        return entries.lastIndex { $0.isHTML(tag) }
    }

    /// "Has an element in scope" for the HTML element `tag` (§13.2.4.2).
    func hasInScope(_ tag: HTMLTagName, _ scope: ElementScope = .default) -> Bool {
        guard contains(tag) else { return false }
        for element in entries.reversed() {
            if element.isHTML(tag) { return true }
            if element.bounds(scope) { return false }
        }
        return false
    }

    /// "Has an element in scope" for any HTML element whose tag passes `matches`.
    func hasInScope(_ scope: ElementScope = .default, where matches: (HTMLTagName) -> Bool) -> Bool {
        for element in entries.reversed() {
            if element.namespace == .html && matches(element.tag) { return true }
            if element.bounds(scope) { return false }
        }
        return false
    }

    /// "Has an element in scope" for one particular element, `node`.
    func hasInScope(node: DOMTree.NodeID) -> Bool {
        for element in entries.reversed() {
            if element.node == node { return true }
            if element.bounds(.default) { return false }
        }
        return false
    }

    private mutating func counted(_ element: OpenElement, _ delta: Int32) {
        if element.namespace == .html {
            htmlCounts[Int(element.tag.rawValue)] += delta
        }
        guard element.node >= 0 else { return }
        let index = Int(element.node)
        if index >= membership.count {
            membership.append(contentsOf: repeatElement(0, count: max(index + 1 - membership.count, membership.count)))
        }
        membership[index] = delta > 0 ? 1 : 0
    }
}
