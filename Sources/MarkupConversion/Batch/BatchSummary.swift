/// The outcome of a batch: every file's result in the plan's order, the problems met while
/// listing the inputs, and the counts `mconv` prints at the end
/// (`530 converted, 2 failed, 14 warnings in 3 files`).
public struct BatchSummary: Sendable {
    /// One result per item of the plan, in its order.
    public let results: [BatchFileResult]
    /// Folders that could not be read, link loops, dangling links.
    public let problems: [BatchProblem]
    /// Wall-clock seconds the run took.
    public let seconds: Double

    /// A summary.
    public init(results: [BatchFileResult], problems: [BatchProblem], seconds: Double) {
        self.results = results
        self.problems = problems
        self.seconds = seconds
    }

    /// Files converted and written.
    public var converted: Int { count(.converted) }
    /// Files skipped because their output was up to date.
    public var upToDate: Int { count(.upToDate) }
    /// Files that failed.
    public var failed: Int { count(.failed) }
    /// Warnings over all files (notes are not counted).
    public var warnings: Int { results.reduce(0) { $0 + $1.warningCount } }
    /// Files with at least one warning.
    public var filesWithWarnings: Int { results.reduce(0) { $0 + ($1.warningCount > 0 ? 1 : 0) } }
    /// Bytes read.
    public var inputBytes: Int { results.reduce(0) { $0 + $1.inputBytes } }

    /// Whether every file converted (or was up to date) and no folder was missed.
    public var succeeded: Bool { failed == 0 && !problems.contains(where: \.isFailure) }

    /// `530 converted, 2 failed, 14 warnings in 3 files` (`, 12 up to date` when some were
    /// skipped; `, 1 folder unreadable` for listing failures).
    public var line: String {
        var parts = ["\(Self.grouped(converted)) converted"]
        if upToDate > 0 { parts.append("\(Self.grouped(upToDate)) up to date") }
        parts.append("\(Self.grouped(failed)) failed")
        let unreadable = problems.filter(\.isFailure).count
        if unreadable > 0 { parts.append("\(Self.grouped(unreadable)) \(unreadable == 1 ? "path" : "paths") unreadable") }
        let warningWord = warnings == 1 ? "warning" : "warnings"
        let fileWord = filesWithWarnings == 1 ? "file" : "files"
        parts.append("\(Self.grouped(warnings)) \(warningWord) in \(Self.grouped(filesWithWarnings)) \(fileWord)")
        return parts.joined(separator: ", ")
    }

    private func count(_ status: BatchFileResult.Status) -> Int {
        results.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// `1999` as `1,999`.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, digit != "-", (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
