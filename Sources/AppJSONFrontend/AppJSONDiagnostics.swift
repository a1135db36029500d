import MarkupAST

/// The warnings one app JSON read collects: each kind of problem once, with how often it
/// occurred, so a large document with one unknown node type gives one line, not thousands.
struct AppJSONDiagnostics {
    private var order: [String] = []
    private var entries: [String: (code: String, message: String, count: Int)] = [:]
    /// Whether nesting was flattened at the depth limit.
    var cappedDepth = false

    /// Records one occurrence of the problem identified by `key`.
    mutating func note(_ code: String, key: String, _ message: @autoclosure () -> String) {
        if entries[key] != nil {
            entries[key]?.count += 1
        } else {
            order.append(key)
            entries[key] = (code, message(), 1)
        }
    }

    /// The diagnostics in the order their problems first occurred.
    func diagnostics(maxDepth: Int) -> [Diagnostic] {
        var result: [Diagnostic] = order.compactMap { key in
            guard let entry = entries[key] else { return nil }
            let times = entry.count > 1 ? " (\(entry.count) times)" : ""
            return Diagnostic(code: entry.code, message: entry.message + times)
        }
        if cappedDepth { result.append(NestingLimit.diagnostic(maxDepth: maxDepth)) }
        return result
    }
}
