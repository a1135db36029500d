/// The diagnostics of one code in one input: how many, and the first (for its message and
/// position). Reports and summaries group by code, so 2,000 identical warnings are one line.
public struct DiagnosticGroup: Sendable {
    /// The first diagnostic of the code.
    public let first: LocatedDiagnostic
    /// How many diagnostics have the code.
    public let count: Int

    /// The groups of `diagnostics`, in the order their codes first appear.
    public static func groups(of diagnostics: [LocatedDiagnostic]) -> [DiagnosticGroup] {
        var order: [String] = []
        var firsts: [String: LocatedDiagnostic] = [:]
        var counts: [String: Int] = [:]
        for located in diagnostics {
            let code = located.diagnostic.code
            if firsts[code] == nil {
                firsts[code] = located
                order.append(code)
            }
            counts[code, default: 0] += 1
        }
        return order.compactMap { code in firsts[code].map { DiagnosticGroup(first: $0, count: counts[code] ?? 0) } }
    }
}
