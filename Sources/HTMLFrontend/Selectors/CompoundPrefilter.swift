/// Quick tests that decide most compound selectors without matching them in full: the tag
/// of a type selector that names a known HTML element, and the classes a compound requires,
/// looked up in one set of the element's classes built once per element (rather than
/// scanning its `class` attribute again for every `.name` of a long `--remove` list).
struct CompoundPrefilter {
    /// What the quick tests say about one compound and one element.
    enum Verdict {
        /// It does not match.
        case rejected
        /// It matches.
        case accepted
        /// Match it in full (it has conditions the quick tests do not cover).
        case undecided
    }

    /// For each compound whose type selector names a known HTML element: that element.
    private let requiredTags: [HTMLTagName?]
    /// For each compound: whether it has a type selector at all.
    private let hasType: [Bool]
    /// For each compound: whether it has conditions other than classes, or a type selector
    /// the tag test cannot decide (an unknown element name).
    private let needsFullMatch: [Bool]
    /// Each class name used by a compound, numbered.
    private let classNumbers: [String: Int]
    /// For compound `i`, its required class numbers are `classIndices[classStart[i]..<classStart[i + 1]]`.
    private let classIndices: [Int]
    private let classStart: [Int]
    /// Bit `n` is set when a class name of `n` bytes (63 for longer ones) is in ``classNumbers``:
    /// most of an element's class words are rejected by length before they are hashed.
    private let classLengths: UInt64
    /// Words of an element's class set.
    let classWords: Int

    init(_ compounds: [CSSCompoundSelector]) {
        var numbers: [String: Int] = [:]
        var indices: [Int] = []
        var starts: [Int] = [0]
        var needsFull: [Bool] = []
        for compound in compounds {
            var other = compound.type != nil && compound.type?.tag == .unknown
            for condition in compound.conditions {
                if case .class(let name) = condition {
                    let number = numbers[name] ?? numbers.count
                    numbers[name] = number
                    indices.append(number)
                } else {
                    other = true
                }
            }
            starts.append(indices.count)
            needsFull.append(other)
        }
        requiredTags = compounds.map { $0.type?.tag == .unknown ? nil : $0.type?.tag }
        hasType = compounds.map { $0.type != nil }
        needsFullMatch = needsFull
        classNumbers = numbers
        classIndices = indices
        classStart = starts
        classLengths = numbers.keys.reduce(0) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        classWords = (numbers.count + 63) / 64
    }

    /// The set of the class names in ``classNumbers`` that element `id` has, into `set`
    /// (``classWords`` words).
    func classes(of id: DOMTree.NodeID, in tree: DOMTree, into set: inout [UInt64]) {
        for word in 0..<classWords { set[word] = 0 }
        guard !classNumbers.isEmpty,
              let value = CSSCompoundSelector.attributeValue("class", isHTML: true, of: tree.nodes[Int(id)].attributes)
        else { return }
        let bytes = value.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            guard !ASCIIFolding.isWhitespace(bytes[start]) else {
                start = bytes.index(after: start)
                continue
            }
            var end = bytes.index(after: start)
            var length = 1
            while end != bytes.endIndex && !ASCIIFolding.isWhitespace(bytes[end]) {
                end = bytes.index(after: end)
                length += 1
            }
            if classLengths & (1 << UInt64(min(length, 63))) != 0,
               let text = String(bytes[start..<end]), let number = classNumbers[text] {
                set[number / 64] |= 1 << UInt64(number % 64)
            }
            start = end
        }
    }

    /// The quick tests' verdict on compound `index` for an element with `tag` (in the HTML
    /// namespace when `isHTML`) and the class set `classes`.
    func verdict(_ index: Int, isHTML: Bool, tag: HTMLTagName, classes: [UInt64]) -> Verdict {
        if hasType[index] {
            // Foreign elements compare names as written: the full match does that.
            guard isHTML else { return .undecided }
            if let required = requiredTags[index], tag != required { return .rejected }
        }
        for position in classStart[index]..<classStart[index + 1] {
            let number = classIndices[position]
            if classes[number / 64] & (1 << UInt64(number % 64)) == 0 { return .rejected }
        }
        return needsFullMatch[index] ? .undecided : .accepted
    }
}
