import MarkupAST

/// The warnings of one read, one per code however often the problem occurs (an app that
/// dropped the links table should see one line, not one per run), with the count and the
/// first example in the message.
struct RunsDiagnostics {
    /// Stable diagnostic codes of the runs.json reader.
    enum Code: String {
        /// A table (`styles`, `blocks`, `links`, `attachments`) is missing or not an array.
        case missingTable = "runs-json-missing-table"
        /// An entry is not an object or lacks a required field (`text`, `type`, `href`,
        /// `kind`); it was skipped.
        case badEntry = "runs-json-bad-entry"
        /// A `style`, `block`, `link` or `attachment` index points outside its table.
        case badReference = "runs-json-bad-reference"
        /// A block's `parent` is not an earlier container block; the block was moved.
        case badParent = "runs-json-bad-parent"
        /// A block `type` or a mark this reader does not know.
        case unknownName = "runs-json-unknown-name"
        /// A block in a place its type cannot be (a row outside a table, a list holding a
        /// paragraph); it was read as the nearest sensible structure.
        case misplacedBlock = "runs-json-misplaced-block"
    }

    private var order: [Code] = []
    private var counts: [Code: (count: Int, first: String)] = [:]
    private(set) var depthCapped = false
    /// The JSON reader's own warnings (escaped control characters replaced), listed first.
    var readerDiagnostics: [Diagnostic] = []

    /// Records one occurrence of `code`, described by `detail` (kept for the first).
    mutating func note(_ code: Code, _ detail: @autoclosure () -> String) {
        if let entry = counts[code] {
            counts[code] = (entry.count + 1, entry.first)
        } else {
            order.append(code)
            counts[code] = (1, detail())
        }
    }

    /// Records that blocks nested deeper than the limit were moved up.
    mutating func noteDepthCapped() {
        depthCapped = true
    }

    /// The diagnostics, in the order their codes first occurred.
    func diagnostics(maxDepth: Int) -> [Diagnostic] {
        var result: [Diagnostic] = readerDiagnostics
        result += order.compactMap { code in
            guard let entry = counts[code] else { return nil }
            let more = entry.count > 1 ? " (and \(entry.count - 1) more)" : ""
            return Diagnostic(code: code.rawValue, message: "runs.json: \(entry.first)\(more)")
        }
        if depthCapped { result.append(NestingLimit.diagnostic(maxDepth: maxDepth)) }
        return result
    }
}
