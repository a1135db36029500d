import Foundation
import MarkupAST
import MarkupConversion
import Testing
import TestSupport

/// runs.json read back (`-f runs.json`): runs → Markdown → runs is stable, and the document
/// read from runs is the one the runs were made of (docs/runs-format.md, key decision 9:
/// lossless against mconv's AST, as far as Markdown shows it).
///
/// For a Markdown input `M`: `runs(md(read(runs(M)))) == runs(M)` (the runs are stable),
/// `md(read(runs(M))) == md(M)` with raw HTML resolved as for runs output, and
/// `html(read(runs(M))) == html(M)` (the reader recovers the tree); a second trip changes
/// nothing. Inputs whose runs hold what Markdown
/// cannot, or whose tree runs cannot carry, are listed in
/// `Golden/RunsRoundTripExceptions.txt` with the kind of loss (``Loss``: what may fail for
/// them, and only that) and the reason, and counted as skipped.
@Suite("runs.json round trip")
struct RunsRoundTripTests {
    struct SpecExample: Decodable {
        var example: Int
        var markdown: String
    }

    static let converter = MarkupConverter()

    /// `markdown` as runs.json.
    static func runs(_ markdown: String, converter: MarkupConverter = converter) -> String {
        converter.convert(markdown, from: .gfm, to: .runsJSON).output
    }

    /// runs.json read back and written as Markdown, with the reader's diagnostics.
    static func markdown(fromRuns json: String) -> (markdown: String, diagnostics: [Diagnostic]) {
        let parsed = converter.parse(json, from: .runsJSON)
        let rendered = converter.render(parsed.document, to: .gfm)
        return (String(decoding: rendered.output, as: UTF8.self), parsed.diagnostics)
    }

    /// What fails for `markdown`: `stable` when runs → Markdown → runs changed the runs,
    /// `lossless` when the Markdown read back differs from the source's (raw HTML resolved,
    /// as for runs output), `fixedPoint` when a second trip still changes anything.
    static func failures(_ markdown: String) -> Failures {
        let json = runs(markdown)
        var failures = Failures()
        let (readBack, diagnostics) = Self.markdown(fromRuns: json)
        if !diagnostics.isEmpty { failures.fixedPoint = "the reader warned about our own runs: \(diagnostics)" }
        let again = runs(readBack)
        if again != json { failures.stable = "--- read back as Markdown:\n\(readBack)--- runs:\n\(json)--- runs again:\n\(again)" }
        failures.fixedPoint = failures.fixedPoint ?? fixedPointFailure(runs: again, markdown: readBack)
        let resolved = converter.parse(markdown, from: .gfm, rawHTML: .resolve).document
        let direct = String(decoding: converter.render(resolved, to: .gfm).output, as: UTF8.self)
        if readBack != direct {
            failures.lossless = "--- mconv -t md (raw HTML resolved):\n\(direct)--- from runs:\n\(readBack)"
        } else {
            let html = converter.convert(markdown, from: .gfm, to: .html).output
            let htmlFromRuns = converter.convert(json, from: .runsJSON, to: .html).output
            if html != htmlFromRuns { failures.lossless = "--- mconv -t html:\n\(html)--- from runs:\n\(htmlFromRuns)" }
        }
        return failures
    }

    /// `nil` when `runs`, made of `markdown` read back from runs, read back gives `markdown`
    /// and its runs again.
    static func fixedPointFailure(runs json: String, markdown: String) -> String? {
        let (second, _) = Self.markdown(fromRuns: json)
        let again = runs(second)
        if second == markdown && again == json { return nil }
        return "--- Markdown after one trip:\n\(markdown)--- after two:\n\(second)"
    }

    struct Failures {
        var stable: String?
        var lossless: String?
        var fixedPoint: String?
    }

    /// Why a listed input cannot round-trip, which says what may fail for it.
    enum Loss: String {
        /// The runs hold what Markdown cannot (a headerless table, a `div`): runs → Markdown
        /// → runs changes them once; a second trip changes nothing.
        case markdownCannotHold = "markdown-cannot-hold"
        /// Like ``markdownCannotHold``, and the Markdown the writer produces parses back as a
        /// different structure, so the second trip still changes it.
        case markdownReparsesDifferently = "markdown-reparses-differently"
        /// runs.json cannot carry the source's tree (emphasis in emphasis): the runs are
        /// stable, only the Markdown read back differs from the source's.
        case runsCannotCarry = "runs-cannot-carry"
    }

    /// Keys (`spec:301`, `golden:md-links`) with the kind of loss and the reason.
    static func exceptions() throws -> [String: (loss: Loss, reason: String)] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/RunsRoundTripExceptions.txt")
        var result: [String: (loss: Loss, reason: String)] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, let loss = Loss(rawValue: parts[1]) else {
                Issue.record("RunsRoundTripExceptions.txt: expected `key kind reason`, got: \(trimmed)")
                continue
            }
            result[parts[0]] = (loss, parts[2])
        }
        return result
    }

    static var conformanceDirectory: URL? { ConformanceDirectory.url }

    /// Counts one case: passed, skipped (it fails only as its listed loss allows) or failed
    /// (recorded).
    struct Tally {
        var passed = 0, failed = 0, skipped = 0
        var failedKeys: [String] = []

        mutating func count(_ key: String, _ failures: Failures, exceptions: [String: (loss: Loss, reason: String)], input: String) {
            var failures = failures
            if failures.stable == nil && failures.lossless == nil && failures.fixedPoint == nil {
                passed += 1
                if exceptions[key] != nil { Issue.record("\(key) now round-trips: remove it from RunsRoundTripExceptions.txt") }
                return
            }
            // A listed loss excuses what it explains, and only that.
            switch exceptions[key]?.loss {
            case .markdownReparsesDifferently?: (failures.stable, failures.lossless, failures.fixedPoint) = (nil, nil, nil)
            case .markdownCannotHold?: (failures.stable, failures.lossless) = (nil, nil)
            case .runsCannotCarry?: failures.lossless = nil
            case nil: break
            }
            if let fixedPoint = failures.fixedPoint {
                fail(key, "a second trip through Markdown changes it\n--- input:\n\(input)\(fixedPoint)")
            } else if let stable = failures.stable {
                fail(key, "runs are not stable through Markdown\n--- input:\n\(input)\(stable)")
            } else if let lossless = failures.lossless {
                fail(key, "the tree read from runs differs\n--- input:\n\(input)\(lossless)")
            } else {
                skipped += 1
            }
        }

        private mutating func fail(_ key: String, _ message: String) {
            failed += 1
            failedKeys.append(key)
            Issue.record("\(key): \(message)")
        }
    }

    @Test("every CommonMark/GFM spec example survives runs → Markdown → runs", arguments: ["spec", "gfm-extensions", "regression"])
    func conformanceExamples(_ suite: String) throws {
        guard let directory = Self.conformanceDirectory else {
            print("runs-roundtrip (\(suite)): skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
            return
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/\(suite).json"))
        let examples = try JSONDecoder().decode([SpecExample].self, from: data)
        let exceptions = try Self.exceptions()
        var tally = Tally()
        for example in examples {
            tally.count("\(suite):\(example.example)", Self.failures(example.markdown), exceptions: exceptions, input: example.markdown)
        }
        print("runs-roundtrip (\(suite)): \(tally.passed) passed, \(tally.failed) failed, \(tally.skipped) skipped \(tally.failedKeys)")
        #expect(!examples.isEmpty)
    }

    /// Every runs.json golden: read back, written as Markdown, converted to runs and read
    /// back again gives the same Markdown and the same runs (HTML goldens carry CSS that
    /// Markdown cannot, so from the first trip on); for a Markdown golden the runs of that
    /// Markdown are the golden itself, and the Markdown is `mconv -t md` of its source.
    @Test("every runs.json golden survives runs → Markdown → runs")
    func goldens() throws {
        let directory = RunsGoldenTests.directory
        let exceptions = try Self.exceptions()
        var tally = Tally()
        for file in RunsGoldenTests.cases {
            let stem = file.hasSuffix(".md") ? String(file.dropLast(3)) : String(file.dropLast(5))
            let json = try String(contentsOf: directory.appendingPathComponent("\(stem).json"), encoding: .utf8)
            var failures = Failures()
            let (first, diagnostics) = Self.markdown(fromRuns: json)
            if !diagnostics.isEmpty { failures.fixedPoint = "the reader warned about a golden: \(diagnostics)" }
            let runs = Self.runs(first)
            failures.fixedPoint = failures.fixedPoint ?? Self.fixedPointFailure(runs: runs, markdown: first)
            if file.hasSuffix(".md") {
                let (source, configured) = RunsGoldenTests.configured(try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
                let resolved = Self.converter.parse(source, from: .gfm, rawHTML: .resolve).document
                let direct = String(decoding: Self.converter.render(resolved, to: .gfm).output, as: UTF8.self)
                if direct != first { failures.lossless = "--- mconv -t md (raw HTML resolved):\n\(direct)--- from runs:\n\(first)" }
                if Self.runs(first, converter: configured) != json { failures.stable = "--- Markdown from the golden:\n\(first)--- its runs:\n\(runs)" }
            }
            tally.count("golden:\(stem)", failures, exceptions: exceptions, input: json)
        }
        print("runs-roundtrip (goldens): \(tally.passed) passed, \(tally.failed) failed, \(tally.skipped) skipped \(tally.failedKeys)")
        #expect(tally.passed + tally.failed + tally.skipped == RunsGoldenTests.cases.count)
    }

    /// Runs written under a named theme carry its colours on every style (`base.color`, the
    /// quote's and the sixth heading's muted grey, the code background): read back, only
    /// the colour the content set becomes a span, and the same holds for each theme.
    @Test("a named theme's colours are read as the theme's, the content's colour as a span", arguments: ["neutral", "github-light", "github-dark"])
    func themeColours(_ theme: String) throws {
        let json = try String(contentsOf: RunsGoldenTests.directory.appendingPathComponent("theme-\(theme).json"), encoding: .utf8)
        var converter = MarkupConverter()
        converter.options.htmlOutput.isTrusted = true
        let html = converter.convert(json, from: .runsJSON, to: .html).output
        #expect(html.components(separatedBy: "style=").count == 2, "exactly one styled element in \(html)")
        #expect(html.contains("<span style=\"color: #cf222e\">red</span>") || html.contains("<span style=\"color:#cf222e\">red</span>"), "\(html)")
    }

    /// A colour written outside sRGB reaches runs.json as hex plus `colorOriginal`; read
    /// back, the original comes with it, so HTML made from the runs keeps the wide colour.
    @Test("wide-gamut originals are read back with their colours")
    func wideGamutColours() throws {
        let json = try String(contentsOf: RunsGoldenTests.directory.appendingPathComponent("style-color-wide-gamut.json"), encoding: .utf8)
        var converter = MarkupConverter()
        converter.options.htmlOutput.isTrusted = true
        let html = converter.convert(json, from: .runsJSON, to: .html).output
        #expect(html.contains("color: color(display-p3 1 0 0); background-color: oklch(0.9 0.05 100)"), "\(html)")
        #expect(html.contains("color: color(rec2020 0 1 0 / 0.5)"), "\(html)")
        #expect(html.contains("<span style=\"color: #ff0b0c\">its sRGB hex</span>"), "\(html)")
    }
}
