import MarkupAST
import MarkupConversion

/// Prints diagnostics on standard error as `file:line:col: warning: message [code]` (the
/// position where the input has one), and summarises repetition: after
/// ``shownPerCode`` diagnostics of one code in one input, the rest become one line,
/// `file: note: … and 1,999 more like this [code]`.
struct DiagnosticReporter {
    /// How many diagnostics of one code are printed per input before the summary line.
    static let shownPerCode = 3

    let isQuiet: Bool

    /// Reports the diagnostics of the input at `path` (`-` is standard input), whose bytes
    /// `source` the spans point into.
    func report(_ diagnostics: [Diagnostic], for path: String, source: [UInt8]) {
        guard !isQuiet, !diagnostics.isEmpty else { return }
        report(LocatedDiagnostic.locate(diagnostics, in: source), for: path)
    }

    /// Reports diagnostics already located in the input at `path`.
    func report(_ diagnostics: [LocatedDiagnostic], for path: String) {
        guard !isQuiet, !diagnostics.isEmpty else { return }
        let name = path == "-" ? "<stdin>" : path
        var counts: [String: Int] = [:]
        for located in diagnostics {
            let code = located.diagnostic.code
            let seen = counts[code, default: 0]
            counts[code] = seen + 1
            guard seen < Self.shownPerCode else { continue }
            var location = name
            if let line = located.line, let column = located.column { location += ":\(line):\(column)" }
            FileIO.writeStandardError("\(location): \(located.diagnostic.description)")
        }
        for group in DiagnosticGroup.groups(of: diagnostics) where group.count > Self.shownPerCode {
            let hidden = group.count - Self.shownPerCode
            FileIO.writeStandardError("\(name): note: … and \(BatchSummary.grouped(hidden)) more like this [\(group.first.diagnostic.code)]")
        }
    }
}
