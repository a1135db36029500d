import Backends
import ConversionInvariants
import MarkupConversion
import Testing

/// Inputs built to hurt: deep nesting, thousands of distinct styles, repeated headings,
/// huge lists. runs.json must stay well formed (``RunsInvariants``) and the tables exact.
/// No wall-clock assertions: linear behaviour is checked by the benchmarks.
@Suite("runs.json pathological inputs")
struct RunsPathologicalTests {
    let converter = MarkupConverter()

    @Test("100,000 nested elements of every kind give well-formed runs")
    func deepNesting() {
        for tag in ["div", "span", "b", "blockquote", "ul><li", "table><tr><td"] {
            let open = String(repeating: "<\(tag)>", count: 100_000)
            let runs = converter.runs(open + "deep text", from: .html)
            #expect(RunsInvariants.violations(in: runs).isEmpty, "\(tag)")
            #expect(runs.string.hasSuffix("deep text"), "\(tag)")
        }
        let markdown = converter.runs(String(repeating: "> ", count: 100_000) + "quoted", from: .markdown)
        #expect(RunsInvariants.violations(in: markdown).isEmpty)
        let lists = converter.runs(String(repeating: "- ", count: 20_000) + "item", from: .markdown)
        #expect(RunsInvariants.violations(in: lists).isEmpty)
    }

    @Test("a U+FFFC in text, which marks an attachment's place in runs.json, is written as U+FFFD outside an attachment")
    func objectReplacementInText() throws {
        let sources: [(String, DocumentFormat)] = [
            ("<p>a\u{FFFC}b <img src=\"i.png\" alt=\"x\"> <b>\u{FFFC}</b></p>", .html),
            ("a\u{FFFC}b ![x](i.png) **\u{FFFC}**", .markdown),
            (#"{"format":"mconv.runs","version":"2","runs":[{"text":"\#u{FFFC}"}]}"#, .runsJSON),
        ]
        for (source, format) in sources {
            let runs = converter.runs(source, from: format)
            #expect(RunsInvariants.violations(in: runs).isEmpty, "\(format.name)")
            #expect(runs.runs.allSatisfy { $0.attachment != nil || !$0.text.unicodeScalars.contains("\u{FFFC}") }, "\(format.name)")
            #expect(runs.string.contains("\u{FFFD}"), "\(format.name)")
        }
        // The image is still an attachment run of U+FFFC.
        let html = converter.runs(sources[0].0, from: .html)
        #expect(html.runs.filter { $0.attachment != nil }.map(\.text) == ["\u{FFFC}"])
    }

    @Test("10,000 distinct colours: one style each, deduplicated exactly, in first-use order")
    func manyStyles() {
        var html = ""
        for index in 0..<10_000 {
            let colour = String(index * 7 % 0x1000000, radix: 16)
            html += "<span style=\"color:#\(String(repeating: "0", count: 6 - colour.count))\(colour)\">w\(index % 50)</span> "
        }
        html += html  // every style used twice
        let runs = converter.runs("<p>" + html + "</p>", from: .html)
        #expect(RunsInvariants.violations(in: runs).isEmpty)
        #expect(runs.styles.count == 10_001)  // the colours and the paragraph's own style (the spaces)
        #expect(Set(runs.styles).count == runs.styles.count)
    }

    @Test("5,000 headings with the same text get unique anchors")
    func repeatedHeadings() {
        let runs = converter.runs(String(repeating: "## Intro\n\n", count: 5_000), from: .markdown)
        let anchors = runs.blocks.compactMap(\.anchor)
        #expect(anchors.count == 5_000)
        #expect(Set(anchors).count == 5_000)
        #expect(anchors.prefix(3) == ["intro", "intro-1", "intro-2"])
    }

    @Test("a 50,000-item list and a 2,000-row table stay well formed")
    func largeStructures() {
        let list = converter.runs(String(repeating: "<li>item <b>bold</b>", count: 50_000), from: .html)
        #expect(RunsInvariants.violations(in: list).isEmpty)
        #expect(list.blocks.filter { $0.kind == .listItem }.count == 50_000)
        var table = "| a | b | c |\n|---|:-:|--:|\n"
        for row in 0..<2_000 { table += "| \(row) | x | 👍 |\n" }
        let runs = converter.runs(table, from: .markdown)
        #expect(RunsInvariants.violations(in: runs).isEmpty)
        #expect(runs.blocks.filter { $0.kind == .tableCell }.count == 2_001 * 3)
    }
}
