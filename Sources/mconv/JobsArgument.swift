import MarkupConversion

/// `-j N` / `--jobs N`: how many conversions run at once. A positive whole number up to
/// ``maximum``; without the option, the number of processors online.
enum JobsArgument {
    /// The most jobs accepted: far beyond any useful count, low enough that a typo cannot ask
    /// for a million threads.
    static let maximum = 256

    /// The job count `text` (the option's value, `nil` when not given) asks for.
    static func count(_ text: String?) throws(UsageError) -> Int {
        guard let text else { return OrderedParallelMap.processorCount }
        guard let count = Int(text), count >= 1, count <= maximum else {
            throw UsageError(description: "-j/--jobs: expected a number of jobs from 1 to \(maximum), got '\(text)'")
        }
        return count
    }
}
