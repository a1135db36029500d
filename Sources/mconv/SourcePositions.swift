import MarkupAST

/// Lines and columns of many byte offsets in one source, found in one pass: a record's
/// diagnostics all carry positions, and ``MarkupAST/SourceSpan/lineAndColumn(in:)`` per
/// diagnostic would scan a 5 MB record once for each of thousands of warnings.
///
/// Same numbers as ``MarkupAST/SourceSpan/lineAndColumn(in:)``: 1-based, columns in bytes.
enum SourcePositions {
    /// The line and column of each offset in `offsets`, in the same order.
    static func lineAndColumn(of offsets: [Int], in source: [UInt8]) -> [(line: Int, column: Int)] {
        var positions = Array(repeating: (line: 1, column: 1), count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var line = 1
        var lineStart = 0
        var scanned = 0
        for index in order {
            let offset = min(max(offsets[index], 0), source.count)
            while scanned < offset {
                if source[scanned] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = scanned + 1
                }
                scanned += 1
            }
            positions[index] = (line, offset - lineStart + 1)
        }
        return positions
    }
}
