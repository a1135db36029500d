#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupConversion

/// The one-line progress bar of a batch on standard error:
/// `[######······] 120/530 files · 12.3 MB/s · ETA 0:42 · 2 failed`, redrawn in place at
/// most ten times a second and cut to the terminal's width; cleared before any other message
/// and at the end, so nothing of it stays in the scrollback.
final class ProgressLine {
    private let total: Int
    private let columns: Int
    private let started = MonotonicClock.now
    private var lastDrawn = -1.0
    private var done = 0
    private var failed = 0
    private var bytes = 0
    private var isShown = false

    /// Whether a progress line is wanted: `--progress` forces it, `--no-progress` and `-q`
    /// turn it off, else only when standard error is a terminal (not `TERM=dumb`).
    static func isWanted(_ options: CommandLineOptions) -> Bool {
        if options.noProgress || options.quiet { return false }
        if options.progress { return true }
        let terminal = getenv("TERM").map { String(cString: $0) }
        return isatty(2) == 1 && terminal != "dumb"
    }

    /// A progress line for `total` files.
    init(total: Int) {
        self.total = total
        var size = winsize()
        columns = ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    }

    /// Counts one finished file and redraws when it is time.
    func record(_ result: BatchFileResult) {
        done += 1
        bytes += result.inputBytes
        if result.status == .failed { failed += 1 }
        let now = MonotonicClock.now
        if now - lastDrawn >= 0.1 || done == total {
            lastDrawn = now
            draw(elapsed: now - started)
        }
    }

    /// Removes the line (before a message, and at the end).
    func clear() {
        guard isShown else { return }
        isShown = false
        write("\r\u{1B}[K")
    }

    private func draw(elapsed: Double) {
        let width = 20
        let filled = total > 0 ? done * width / total : width
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "] "
        text += "\(BatchSummary.grouped(done))/\(BatchSummary.grouped(total)) files"
        if elapsed > 0 {
            let rate = Double(bytes) / elapsed / 1_000_000
            text += " · \(Self.oneDecimal(rate)) MB/s"
        }
        if done > 0 && done < total {
            text += " · ETA \(Self.duration(elapsed / Double(done) * Double(total - done)))"
        }
        if failed > 0 { text += " · \(BatchSummary.grouped(failed)) failed" }
        write("\r\u{1B}[K" + String(text.unicodeScalars.prefix(max(10, columns - 1))))
        isShown = true
    }

    private func write(_ text: String) {
        try? FileIO.write(Array(text.utf8), toDescriptor: 2, name: "standard error")
    }

    /// `12.3`.
    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `0:42`, `12:05`, `1:02:03`.
    private static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let padded = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(padded)" }
        return "\(minutes):\(padded)"
    }
}
