import ConversionInvariants
import Foundation
import Testing

/// Every committed fuzz input — the seed corpora (`Fuzz/corpus/<target>/`) and the minimised
/// crashes `scripts/fuzz.sh` saved (`Tests/FuzzRegressions/<target>/`) — through its target's
/// invariant checks (``FuzzTarget/problems(in:)``), without the fuzzer: a finding, once fixed,
/// stays fixed, and the seeds are inputs every invariant holds on. With
/// `MCONV_FUZZ_REPLAY=DIR`, the files of `DIR/<target>/` (a fuzz run's artifacts, for
/// triage) are replayed too, each failure listed.
@Suite("fuzz corpora and regressions")
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files of `folder` (relative to the repository), sorted; none when it is absent.
    static func files(_ folder: String, under base: URL = root) -> [URL] {
        let directory = base.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test("every seed and regression input keeps every invariant", arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let seeds = Self.files("Fuzz/corpus/\(target.rawValue)")
        var regressions = Self.files("Tests/FuzzRegressions/\(target.rawValue)")
        if let extra = ProcessInfo.processInfo.environment["MCONV_FUZZ_REPLAY"] {
            regressions += Self.files(target.rawValue, under: URL(fileURLWithPath: extra))
        }
        #expect(!seeds.isEmpty, "no seed corpus for \(target.rawValue)")
        var failures: [String] = []
        for file in seeds + regressions {
            let bytes = try [UInt8](Data(contentsOf: file))
            let problems = target.problems(in: bytes)
            if !problems.isEmpty { failures.append("\(file.lastPathComponent): \(problems.prefix(3).joined(separator: "; "))") }
        }
        let total = seeds.count + regressions.count
        print("fuzz-replay (\(target.rawValue), \(seeds.count) seeds, \(regressions.count) regressions): \(total - failures.count) passed, \(failures.count) failed")
        let listed = ProcessInfo.processInfo.environment["MCONV_FUZZ_REPLAY"] == nil ? 10 : failures.count
        #expect(failures.isEmpty, "\(failures.count) failed:\n\(failures.prefix(listed).joined(separator: "\n"))")
    }

    /// The Markdown self-check's invariant (no `markdown-self-check-differs`), counted on its
    /// own: every regression input that chooses a Markdown output (the replay above checks
    /// it too, among all the invariants; this count says how many inputs hold it).
    @Test("every regression input that chooses Markdown output reads back as the document", arguments: [FuzzTarget.html, .markdown, .chat])
    func selfCheckReplay(_ target: FuzzTarget) throws {
        var checked = 0
        var failures: [String] = []
        for file in Self.files("Tests/FuzzRegressions/\(target.rawValue)") {
            guard let problems = target.selfCheckProblems(in: try [UInt8](Data(contentsOf: file))) else { continue }
            checked += 1
            if !problems.isEmpty { failures.append("\(file.lastPathComponent): \(problems[0])") }
        }
        print("self-check-replay (\(target.rawValue)): \(checked - failures.count) passed, \(failures.count) failed")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("the checks find what they must: an escape in text, a stray ANSI escape, an unsafe policy's output")
    func checksCatchViolations() {
        #expect(!TerminalTextRules.plainTextProblems("a\u{1B}[2Jb").isEmpty)
        #expect(!TerminalTextRules.plainTextProblems("a\u{85}b").isEmpty)
        #expect(TerminalTextRules.plainTextProblems("a\tb\nc").isEmpty)
        #expect(TerminalTextRules.ansiProblems("\u{1B}[1mbold\u{1B}[0m \u{1B}]8;;https://e.com/\u{1B}\\link\u{1B}]8;;\u{1B}\\").isEmpty)
        #expect(!TerminalTextRules.ansiProblems("\u{1B}]0;title\u{07}").isEmpty)
        #expect(!TerminalTextRules.ansiProblems("\u{1B}]8;;https://e.com/\u{07}x\u{1B}\\").isEmpty)
        #expect(!TerminalTextRules.ansiProblems("x\u{1B}[2J").isEmpty)
        #expect(!TerminalTextRules.ansiProblems("x\r").isEmpty)
    }

    @Test("a choice byte past the end of a short input is choice 0, and the payload is what follows the choices")
    func fuzzInputChoices() {
        var input = FuzzInput([7, 1, 65, 66])
        #expect(input.choice(5) == 2)
        #expect(input.choice(2) == 1)
        #expect(input.payload == [65, 66])
        var empty = FuzzInput([])
        #expect(empty.choice(3) == 0)
        #expect(empty.payload.isEmpty)
    }
}
