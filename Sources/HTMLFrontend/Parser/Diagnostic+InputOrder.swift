import MarkupAST

extension Diagnostic {
    /// Two diagnostic lists, each already in input order, merged by position; diagnostics
    /// without a span stay after those before them. The tokenizer and tree builder report
    /// into separate lists, and so do parsing and lowering.
    static func mergedInInputOrder(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        // The usual case on clean input: one list or both empty, returned without copying.
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        var merged: [Diagnostic] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count && j < second.count {
            if (first[i].span?.start ?? UInt32.max) <= (second[j].span?.start ?? UInt32.max) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }
}
