import Backends
import ConversionInvariants
import Foundation
import MarkupAST
import MarkupConversion
import Testing
import TestSupport

/// The runs.json golden suite: each `Golden/runs/<case>.html` or `<case>.md` converted by
/// ``MarkupConverter`` must give `<case>.json` byte for byte, and must pass
/// ``RunsInvariants``. The goldens are also validated against docs/runs.schema.json by
/// scripts/validate-runs.py (run by scripts/test.sh).
///
/// A case may start with a line `<!-- runs: name=value … -->` (removed before parsing):
/// `policy=html|stylesheet`, `sheet=default|app` (``appStyleSheet``, a stylesheet an app
/// might ship), `theme=neutral|github-light|github-dark` and `offsets=all`. Every golden was
/// checked by hand: texts, offsets (UTF-16 counted by hand for emoji, ZWJ sequences, flags,
/// combining marks, CJK), resolved styles (under the default `neutral` theme, no colour but
/// the content's and the app sheet's).
@Suite("runs.json golden files")
struct RunsGoldenTests {
    static let directory = GoldenFile.directory("runs")
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }.sorted()
    }()

    @Test("fixture converts to its golden runs.json", arguments: cases)
    func fixture(_ file: String) throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent(file)) else { return }
        let (source, converter) = Self.configured(String(decoding: data, as: UTF8.self))
        let format: DocumentFormat = file.hasSuffix(".md") ? .markdown : .html
        let runs = converter.runs(source, from: format)
        let problems = RunsInvariants.violations(in: runs)
        #expect(problems.isEmpty, "\(file): \(problems.prefix(5).joined(separator: "; "))")
        let json = String(decoding: RunsJSONRenderer(options: converter.options.runsOutput).json(runs), as: UTF8.self)
        let stem = file.hasSuffix(".md") ? String(file.dropLast(3)) : String(file.dropLast(5))
        GoldenFile.assertMatches(json, golden: Self.directory.appendingPathComponent("\(stem).json"))
        // The one-call API gives the same bytes.
        #expect(converter.convert(source, from: format, to: .runsJSON).output == json)
    }

    @Test("the fixture set is complete")
    func fixtureSet() {
        #expect(Self.cases.count >= 50, "expected at least 50 fixtures in \(Self.directory.path)")
        let stems = Set(Self.cases.map { $0.hasSuffix(".md") ? String($0.dropLast(3)) : String($0.dropLast(5)) })
        #expect(stems.count == Self.cases.count, "two fixtures share a name")
        let goldens = Set(GoldenFile.caseNames(in: Self.directory, fileExtension: "json"))
        #expect(goldens == stems)
    }

    /// The source without its options line, and a converter configured by it.
    static func configured(_ text: String) -> (String, MarkupConverter) {
        var converter = MarkupConverter()
        guard text.hasPrefix("<!-- runs:"), let end = text.range(of: "-->") else { return (text, converter) }
        let settings = text[text.index(text.startIndex, offsetBy: 10)..<end.lowerBound].split(separator: " ")
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            switch (parts[0], parts[1]) {
            case ("policy", let value): converter.options.runsOutput.policy = StylePolicy(rawValue: value) ?? .preferInlineStyle
            case ("sheet", "app"): converter.options.runsOutput.styleSheet = appStyleSheet
            case ("offsets", "all"): converter.options.runsOutput.offsets = .all
            case ("theme", let name):
                guard let theme = StyleTheme(rawValue: name) else {
                    Issue.record("unknown theme \(name)")
                    continue
                }
                converter.options.runsOutput.styleSheet = StyleSheet(theme: theme)
            default: Issue.record("unknown option \(setting)")
            }
        }
        var rest = text[end.upperBound...]
        if rest.first == "\n" { rest = rest.dropFirst() }
        return (String(rest), converter)
    }

    /// A stylesheet an app might ship: 17 pt dark-blue body text, red unadorned links, heavy
    /// strong text, a `price` class, a `title` id, a `<span>` rule and paragraph colour — so
    /// that, with inline `style=` in the same places, the two policies give different results.
    static let appStyleSheet: StyleSheet = {
        var sheet = StyleSheet.default
        sheet.root.theme = "app"
        sheet.root.fontSize = 17
        sheet.root.color = RGBAColor(rgb: 0x102A43)
        sheet[.kind(.link)] = MarkupStyle(color: RGBAColor(rgb: 0xD0_2030), underline: TextDecoration(.none))
        sheet[.kind(.strong)] = MarkupStyle(fontWeight: 800)
        sheet.merge(MarkupStyle(color: RGBAColor(rgb: 0x334E68)), into: .kind(.paragraph))
        sheet[.className("price")] = MarkupStyle(fontWeight: 700, color: RGBAColor(rgb: 0x007A33))
        sheet[.id("title")] = MarkupStyle(fontSize: .points(30))
        sheet[.element("span")] = MarkupStyle(color: RGBAColor(rgb: 0x6B21A8))
        return sheet
    }()
}
