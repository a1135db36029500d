import MarkupConversion
import MarkupAST

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
        let name = path == "-" ? "<stdin>" : path
        var counts: [String: Int] = [:]
        var order: [String] = []
        for diagnostic in diagnostics {
            let seen = counts[diagnostic.code, default: 0]
            if seen == 0 { order.append(diagnostic.code) }
            counts[diagnostic.code] = seen + 1
            guard seen < Self.shownPerCode else { continue }
            var location = name
            if let span = diagnostic.span {
                let position = span.lineAndColumn(in: source)
                location += ":\(position.line):\(position.column)"
            }
            FileIO.writeStandardError("\(location): \(diagnostic.description)")
        }
        for code in order {
            let hidden = (counts[code] ?? 0) - Self.shownPerCode
            guard hidden > 0 else { continue }
            FileIO.writeStandardError("\(name): note: … and \(Self.grouped(hidden)) more like this [\(code)]")
        }
    }

    /// `1999` as `1,999`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
