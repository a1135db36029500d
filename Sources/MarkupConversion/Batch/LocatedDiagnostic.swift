import MarkupAST

/// A diagnostic with the 1-based line and column (in bytes) its span starts at, computed
/// while the input is still in memory: a batch keeps results, not inputs.
public struct LocatedDiagnostic: Hashable, Sendable {
    /// The diagnostic.
    public let diagnostic: Diagnostic
    /// Line and column of the span's start; `nil` without a span.
    public let line: Int?
    public let column: Int?

    /// A diagnostic at a known position (or none).
    public init(_ diagnostic: Diagnostic, line: Int? = nil, column: Int? = nil) {
        self.diagnostic = diagnostic
        self.line = line
        self.column = column
    }

    /// Locates every diagnostic's span in `source` in one pass over the text (offsets are
    /// sorted first), so thousands of diagnostics on a large input cost no more than one scan.
    public static func locate(_ diagnostics: [Diagnostic], in source: [UInt8]) -> [LocatedDiagnostic] {
        let order = diagnostics.indices.filter { diagnostics[$0].span != nil }.sorted {
            (diagnostics[$0].span?.start ?? 0) < (diagnostics[$1].span?.start ?? 0)
        }
        var positions = [(line: Int, column: Int)?](repeating: nil, count: diagnostics.count)
        var line = 1
        var column = 1
        var offset = 0
        for index in order {
            let target = min(Int(diagnostics[index].span?.start ?? 0), source.count)
            while offset < target {
                if source[offset] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                offset += 1
            }
            positions[index] = (line, column)
        }
        return diagnostics.indices.map { LocatedDiagnostic(diagnostics[$0], line: positions[$0]?.line, column: positions[$0]?.column) }
    }
}
