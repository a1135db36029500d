import MarkupAST

/// What an app JSON writer could not express, each kind once with a count, turned into
/// warnings at the end of a rendering (`<format>-unsupported`).
struct AppLosses {
    private var order: [String] = []
    private var counts: [String: Int] = [:]

    /// Records one occurrence of `what` (a sentence such as `raw HTML was dropped`).
    mutating func note(_ what: String) {
        if let count = counts[what] {
            counts[what] = count + 1
        } else {
            order.append(what)
            counts[what] = 1
        }
    }

    /// One warning per kind, in first-occurrence order, appended to `diagnostics`.
    func report(format: String, into diagnostics: inout [Diagnostic]) {
        for what in order {
            let count = counts[what] ?? 1
            diagnostics.append(Diagnostic(
                code: "\(format)-unsupported", message: "\(format) cannot hold it: \(what)" + (count > 1 ? " (\(count) times)" : "")
            ))
        }
    }
}
