/// Fields that most values of a type leave empty, kept out of line in one copy-on-write box:
/// a value without any holds no box (one pointer), and one with an empty box equals one
/// without. ``RunsBlock`` keeps its kind-specific fields here (a block went from 352 bytes
/// to 96), ``TextRun`` its rare ones (144 to 104 bytes), and ``MarkupStyle`` its font
/// families and language, so that a style without them copies without retains
/// (bench/REPORT.md, eighth pass).
struct SparseFields<Fields: Hashable & Sendable & EmptyFieldSet>: Hashable, Sendable {
    /// The box; only ever mutated when uniquely referenced (``modify(_:)``).
    final class Box: @unchecked Sendable {
        fileprivate(set) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// The fields, read in place (`box?.fields.level`); nil when the value has none.
    private(set) var box: Box?

    /// Changes the fields in place when this value owns its box, in a new box otherwise.
    mutating func modify(_ change: (inout Fields) -> Void) {
        if isKnownUniquelyReferenced(&box), let box {
            change(&box.fields)
            return
        }
        var fields = box?.fields ?? Fields()
        change(&fields)
        box = Box(fields)
    }

    static func == (lhs: SparseFields, rhs: SparseFields) -> Bool {
        if lhs.box === rhs.box { return true }
        return (lhs.box?.fields ?? Fields()) == (rhs.box?.fields ?? Fields())
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box?.fields ?? Fields())
    }
}

/// A set of optional fields whose `init()` leaves them all empty (for ``SparseFields``).
protocol EmptyFieldSet {
    init()
}
