import MarkdownFrontend
import MarkupAST
import Testing
import TestSupport

/// Inputs built to break parsers: extreme nesting, unmatched delimiters, huge lines,
/// invalid UTF-8 and binary garbage. Each must parse without crashing, produce a tree no
/// deeper than the cap (plus the few levels the cap does not apply to: paragraph, table
/// row and cell, list item under its list), keep its text, and stay proportional in size
/// to the input. Nothing here measures time: linear behaviour is checked by the benchmark
/// script, and a quadratic regression shows as a test run that takes minutes.
@Suite("Pathological Markdown inputs")
struct PathologicalInputTests {
    /// Levels a tree may exceed `maxNestingDepth` by: the cap counts containers, and a
    /// paragraph (or heading, or table row and cell) and its inline leaves come on top.
    static let depthSlack = 4

    static let maxDepth = NestingLimit.defaultMaxDepth

    /// Parses `markdown` with the default options and checks the invariants every input
    /// must keep; returns the result and its statistics for further checks.
    @discardableResult
    func parseChecked(
        _ markdown: String,
        expectCapped: Bool,
        options: MarkdownParseOptions = MarkdownParseOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (result: ParseResult, stats: TreeStatistics) {
        let result = MarkdownParser(options: options).parse(markdown)
        let stats = TreeStatistics(result.document)
        let inputBytes = markdown.utf8.count
        #expect(
            stats.maxDepth <= options.maxNestingDepth + Self.depthSlack,
            "tree depth \(stats.maxDepth) exceeds the cap \(options.maxNestingDepth)",
            sourceLocation: sourceLocation
        )
        // Every node is made from at least one input byte, except the few a lone
        // delimiter opens (a list item holds a list and a paragraph): a small constant factor.
        #expect(stats.nodeCount <= 4 * inputBytes + 8, "\(stats.nodeCount) nodes for \(inputBytes) bytes", sourceLocation: sourceLocation)
        // Text is input text, resolved entities (at most 4 bytes from at least 4) and U+FFFD
        // (3 bytes for one invalid byte or a NUL).
        #expect(stats.text.utf8.count <= 3 * inputBytes + 8, sourceLocation: sourceLocation)
        let capped = result.diagnostics.filter { $0.code == NestingLimit.diagnosticCode }
        #expect(capped.count == (expectCapped ? 1 : 0), "nesting diagnostics: \(capped)", sourceLocation: sourceLocation)
        return (result, stats)
    }

    @Test("100,000 block-quote markers are capped and keep their text")
    func deepBlockQuotes() {
        let (result, stats) = parseChecked(String(repeating: ">", count: 100_000) + " deep text\n", expectCapped: true)
        #expect(stats.text == "deep text")
        #expect(stats.maxDepth == Self.maxDepth + 2) // capped quotes, paragraph, text
        #expect(result.diagnostics.count == 1)
    }

    @Test("100,000 nested list items are capped and keep their text")
    func deepLists() {
        let (_, stats) = parseChecked(String(repeating: "- ", count: 100_000) + "deep text\n", expectCapped: true)
        #expect(stats.text == "deep text")
    }

    @Test("deep quotes and lists on many lines keep every line")
    func deepMixedContainersOverManyLines() {
        // Each line is indented by its depth, so the input grows with depth squared.
        let depth = 600
        var markdown = ""
        for level in 0..<depth {
            markdown += String(repeating: "  ", count: level) + "- item \(level)\n"
        }
        let (_, stats) = parseChecked(markdown, expectCapped: true)
        let expected = (0..<depth).map { "item \($0)" }.joined()
        #expect(stats.text == expected)
    }

    @Test("content under a list at the cap is not lost", arguments: [1, 2, 3, 4, 5])
    func listAtTheCap(maxDepth: Int) {
        let options = MarkdownParseOptions(maxNestingDepth: maxDepth)
        let (_, stats) = parseChecked("> - a\n>   - b\n> - c\n", expectCapped: maxDepth < 4, options: options)
        #expect(stats.text == "abc")
    }

    @Test("100,000 nested list items under an odd cap keep their text")
    func deepListsOddCap() {
        let options = MarkdownParseOptions(maxNestingDepth: 255)
        let (_, stats) = parseChecked(String(repeating: "- ", count: 100_000) + "deep text\n", expectCapped: true, options: options)
        #expect(stats.text == "deep text")
    }

    @Test("50,000 unmatched emphasis openers stay literal text")
    func unmatchedStars() {
        let markdown = String(repeating: "*a ", count: 50_000)
        let (result, stats) = parseChecked(markdown, expectCapped: false)
        #expect(stats.text == String(markdown.dropLast()))
        #expect(result.document == Document(blocks: [.paragraph([.text(String(markdown.dropLast()))])]))
    }

    @Test("50,000 stars in one delimiter run stay literal text")
    func starRun() {
        let markdown = "x" + String(repeating: "*", count: 50_000) + "x"
        let (_, stats) = parseChecked(markdown, expectCapped: false)
        #expect(stats.text == markdown)
    }

    @Test("50,000 unmatched brackets stay literal text")
    func unmatchedBrackets() {
        let markdown = String(repeating: "[", count: 50_000) + "a"
        let (_, stats) = parseChecked(markdown, expectCapped: false)
        #expect(stats.text == markdown)
    }

    @Test("10,000 nested brackets around a word stay literal text")
    func nestedBrackets() {
        let markdown = String(repeating: "[", count: 10_000) + "deep" + String(repeating: "]", count: 10_000)
        let (_, stats) = parseChecked(markdown, expectCapped: false)
        #expect(stats.text == markdown)
    }

    @Test("10,000 levels of nested emphasis and strong are capped and keep the deepest text")
    func deepEmphasis() {
        let levels = 10_000
        let markdown = String(repeating: "*x **y ", count: levels) + "deep" + String(repeating: "y** x*", count: levels)
        let (_, stats) = parseChecked(markdown, expectCapped: true)
        #expect(stats.text.contains("y deepy"))
        #expect(stats.text.utf8.count == markdown.utf8.count - 6 * levels)
    }

    @Test("10,000 nested images are capped and keep the deepest text")
    func deepImages() {
        let levels = 10_000
        let markdown = String(repeating: "![", count: levels) + "deep" + String(repeating: "](u)", count: levels)
        let (result, stats) = parseChecked(markdown, expectCapped: true)
        #expect(stats.text == "deep")
        #expect(result.document.dump.contains("text \"deep\""))
    }

    @Test("10,000 nested links in brackets keep the deepest text")
    func deepLinkBrackets() {
        let levels = 10_000
        // Links cannot contain links, so only the innermost is a link; the rest is text.
        let markdown = String(repeating: "[", count: levels) + "[deep](u)" + String(repeating: "](v)", count: levels)
        let (_, stats) = parseChecked(markdown, expectCapped: false)
        #expect(stats.text.contains("deep"))
    }

    @Test("a 10 MB one-line paragraph stays one text node")
    func hugeLine() {
        let line = String(repeating: "abcdefghi ", count: 1_000_000)
        let (result, _) = parseChecked(line, expectCapped: false)
        #expect(result.document == Document(blocks: [.paragraph([.text(String(line.dropLast()))])]))
    }

    /// 2 MB rather than 10: this input makes one node per 2 bytes, and at 10 MB cmark-gfm
    /// alone needs 1.4 GB and the debug build 13 s. The benchmark script runs 10 MB inputs.
    @Test("2 MB of `a *b* ` keeps every emphasis")
    func hugeEmphasisRun() {
        let count = 2_000_000 / 6
        let markdown = String(repeating: "a *b* ", count: count) + "\n"
        let (result, stats) = parseChecked(markdown, expectCapped: false)
        #expect(stats.maxDepth == 3)
        #expect(stats.text == String(repeating: "a b ", count: count - 1) + "a b")
        guard case .paragraph(let inlines, _)? = result.document.blocks.first else {
            Issue.record("expected one paragraph, got \(result.document.blocks.count) blocks")
            return
        }
        #expect(result.document.blocks.count == 1)
        #expect(inlines.count == 2 * count)
    }

    @Test("invalid UTF-8 becomes U+FFFD with one warning, and strict mode throws")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array("ok ".utf8) + [0xFF] + Array(" *em* ".utf8) + [0xC3, 0x28] + Array(" end ".utf8) + [0xE2, 0x82]
        let (text, diagnostics) = try UTF8Input.decode(bytes)
        #expect(text == "ok \u{FFFD} *em* \u{FFFD}( end \u{FFFD}")
        #expect(diagnostics.map(\.code) == [UTF8Input.diagnosticCode])
        #expect(diagnostics.first?.span == SourceSpan(start: 3, end: 4))
        #expect(strictDecodingFailure(bytes)?.offset == 3)

        let (result, stats) = parseChecked(text, expectCapped: false)
        #expect(result.diagnostics.isEmpty)
        #expect(stats.text == "ok \u{FFFD} em \u{FFFD}( end \u{FFFD}")
    }

    /// The error strict decoding throws for `bytes`, or `nil` (recorded as an issue) when it
    /// does not throw.
    func strictDecodingFailure(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> UTF8Input.InvalidUTF8Error? {
        do {
            _ = try UTF8Input.decode(bytes, strict: true)
            Issue.record("strict decoding accepted invalid UTF-8", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("a byte-order mark is dropped and offsets still count it")
    func byteOrderMark() throws {
        let (text, diagnostics) = try UTF8Input.decode([0xEF, 0xBB, 0xBF] + Array("# t".utf8))
        #expect(text == "# t")
        #expect(diagnostics.isEmpty)
        #expect(strictDecodingFailure([0xEF, 0xBB, 0xBF, 0x41, 0x80])?.offset == 4)
    }

    @Test("1 MB of seeded binary garbage with NULs parses within the limits", arguments: [1, 2] as [UInt64])
    func binaryGarbage(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        // Biased towards Markdown punctuation, newlines and NUL so the parser sees structure.
        let punctuation = Array("*_[]()!<>`~#-+|\\:\n \t\0&;".utf8)
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        for index in bytes.indices {
            let roll = generator.next()
            if roll % 4 == 0 {
                bytes[index] = punctuation[Int((roll >> 8) % UInt64(punctuation.count))]
            } else {
                bytes[index] = UInt8(truncatingIfNeeded: roll >> 16)
            }
        }
        let (text, diagnostics) = try UTF8Input.decode(bytes)
        #expect(diagnostics.map(\.code) == [UTF8Input.diagnosticCode])
        let (_, stats) = parseChecked(text, expectCapped: false)
        #expect(!stats.text.isEmpty)
        #expect(!stats.text.unicodeScalars.contains("\0"), "cmark replaces NUL with U+FFFD")
    }

    @Test("a low custom cap applies to every kind of container")
    func lowCapEverywhere() {
        let options = MarkdownParseOptions(maxNestingDepth: 2)
        let markdown = "> - > 1. *a **b ~~c [d ![e](i)](l)~~** f*\n\n| t |\n|---|\n| *x **y** x* |\n\n[^n]: > > note\n\nref[^n]\n"
        let (result, stats) = parseChecked(markdown, expectCapped: true, options: options)
        #expect(stats.text == "a b c d e ftx y xrefnote")
        #expect(result.diagnostics.count == 1)
    }
}
