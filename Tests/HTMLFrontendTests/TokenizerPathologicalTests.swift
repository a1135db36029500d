import MarkupAST
import Testing
@testable import HTMLFrontend
import TestSupport

/// Inputs built to break a tokenizer: huge values and runs, many tags, long unterminated
/// constructs, random bytes and invalid UTF-8. Each must tokenize without crashing and give
/// the tokens and sizes worked out here by hand. Nothing here measures time: a quadratic
/// regression shows as a test run that takes minutes (the tokenizer's throughput and its
/// scaling are measured outside the tests).
@Suite("Pathological tokenizer inputs")
struct TokenizerPathologicalTests {
    typealias Support = TokenizerTestSupport

    /// Checks what holds for every input: the tokenizer ends, spans lie inside the input and
    /// follow each other, and the text is at most three bytes (U+FFFD) per input byte.
    func checkInvariants(_ bytes: [UInt8], state: TokenizerState = .data, sourceLocation: SourceLocation = #_sourceLocation) {
        for reportsParseErrors in [false, true] {
            let (tokens, diagnostics) = Support.tokens(bytes, state: state, allowsCDATA: reportsParseErrors, reportsParseErrors: reportsParseErrors)
            var previousEnd: UInt32 = 0
            var textBytes = 0
            for token in tokens {
                guard let span = Support.span(token) else { continue }
                #expect(span.start >= previousEnd && span.end <= UInt32(bytes.count), "span \(span) after \(previousEnd)", sourceLocation: sourceLocation)
                previousEnd = span.end
                if case let .characters(text, _) = token { textBytes += text.utf8.count }
                if case .comment("tokenizer did not end", _) = token {
                    Issue.record("the tokenizer did not reach the end of the input", sourceLocation: sourceLocation)
                }
            }
            #expect(textBytes <= 3 * bytes.count, sourceLocation: sourceLocation)
            #expect(tokens.count <= bytes.count + 1, sourceLocation: sourceLocation)
            for diagnostic in diagnostics {
                #expect((diagnostic.span?.end ?? 0) <= UInt32(bytes.count), sourceLocation: sourceLocation)
            }
            if !reportsParseErrors { #expect(diagnostics.isEmpty, sourceLocation: sourceLocation) }
        }
    }

    @Test("a 1 MB attribute value, quoted and unquoted")
    func hugeAttributeValue() {
        let value = String(repeating: "abcdefghij", count: 100_000)
        for html in ["<a title=\"\(value)\">x", "<a title=\(value)>x", "<a title='\(value)&amp;'>x"] {
            let (tokens, _) = Support.tokens(Array(html.utf8))
            #expect(tokens.count == 2)
            guard case let .startTag(tag)? = tokens.first else {
                Issue.record("no start tag")
                continue
            }
            #expect(tag.attributes.count == 1)
            #expect(tag.attributes.first?.value.utf8.count == (html.contains("&amp;") ? 1_000_001 : 1_000_000))
            #expect(tag.span == SourceSpan(start: 0, end: UInt32(html.utf8.count - 1)))
        }
    }

    @Test("10 MB of text without tags is one character token")
    func hugeText() {
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000)
        for index in stride(from: 99, to: bytes.count, by: 100) { bytes[index] = UInt8(ascii: "\n") }
        let (tokens, _) = Support.tokens(bytes)
        #expect(tokens.count == 1)
        guard case let .characters(text, span)? = tokens.first else {
            Issue.record("no text")
            return
        }
        #expect(text.utf8.count == 10_000_000)
        #expect(span == SourceSpan(start: 0, end: 10_000_000))
    }

    @Test("10 MB of text with CR LF line ends and references is one character token")
    func hugeTextWithWork() {
        let line = "some text &amp; more\r\n"
        let count = 10_000_000 / line.utf8.count
        let (tokens, _) = Support.tokens(Array(String(repeating: line, count: count).utf8))
        #expect(tokens.count == 1)
        if case let .characters(text, _)? = tokens.first {
            #expect(text.utf8.count == count * "some text & more\n".utf8.count)
        } else {
            Issue.record("no text")
        }
    }

    @Test("100,000 <b> tags are 100,000 start tags")
    func manyTags() {
        let (tokens, _) = Support.tokens(Array(String(repeating: "<b>", count: 100_000).utf8))
        #expect(tokens.count == 100_000)
        var bold = 0
        for (index, token) in tokens.enumerated() {
            if case let .startTag(tag) = token, tag.tag == .b, tag.name == "b", tag.span == SourceSpan(start: UInt32(3 * index), end: UInt32(3 * index + 3)) {
                bold += 1
            }
        }
        #expect(bold == 100_000)
    }

    @Test("100,000 attributes on one tag, half of them duplicates")
    func manyAttributes() {
        var html = "<p"
        for index in 0..<50_000 { html += " a\(index)=1 A\(index)=2" }
        html += ">"
        let (tokens, diagnostics) = Support.tokens(Array(html.utf8), reportsParseErrors: true)
        guard tokens.count == 1, case let .startTag(tag) = tokens[0] else {
            Issue.record("expected one start tag")
            return
        }
        #expect(tag.attributes.count == 50_000)
        #expect(tag.attributes.allSatisfy { $0.value == "1" })
        #expect(diagnostics.count == 50_000)
    }

    @Test(
        "long unterminated constructs",
        arguments: [
            ("<", 1), ("<a ", 3), ("<!--", 4), ("<!DOCTYPE ", 10), ("&", 1), ("&#", 2), ("&#x1", 4),
            ("<![CDATA[", 9), ("a=", 2), ("</", 2), ("<!--<!--", 8), ("]]", 2),
        ]
    )
    func repeatedFragments(fragment: String, length: Int) {
        let bytes = Array(String(repeating: fragment, count: 300_000 / length).utf8)
        for state in [TokenizerState.data, .rcdata, .rawtext, .scriptData, .plaintext, .cdataSection] {
            checkInvariants(bytes, state: state)
        }
    }

    @Test("a numeric reference with a million digits is one U+FFFD")
    func longNumericReference() {
        let html = "&#" + String(repeating: "9", count: 1_000_000) + ";x"
        #expect(Support.dump(html) == ["\"\u{FFFD}x\""])
    }

    @Test("an end tag name of a million letters in RAWTEXT stays text")
    func longEndTagName() {
        let name = String(repeating: "s", count: 1_000_000)
        #expect(Support.dump("</\(name)>", state: .rawtext, lastStartTagName: "style") == ["\"</\(name)>\""])
    }

    @Test("1 MB of seeded random bytes")
    func randomBytes() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        checkInvariants(bytes)
        for state in [TokenizerState.rcdata, .scriptData] {
            checkInvariants(Array(bytes.prefix(200_000)), state: state)
        }
    }

    @Test("2,000 seeded random documents from HTML's special characters, in every initial state")
    func randomMarkup() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        let alphabet = Array("<>/!-?&#;=\"' \t\n\r\0[]abxXsScriptDOCTYPEPUBLIC1amp;lt".utf8) + [0xC3, 0xA9, 0xFF]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...400, using: &generator)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            for state in [TokenizerState.data, .rcdata, .rawtext, .scriptData, .plaintext, .cdataSection] {
                checkInvariants(bytes, state: state)
            }
        }
    }

    @Test("invalid UTF-8 in every position of a tag")
    func invalidUTF8() {
        let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]]
        for bytes in invalid {
            let pieces: [[UInt8]] = [Array("<".utf8), bytes, Array("a".utf8), bytes, Array(" b".utf8), bytes, Array("=".utf8), bytes, Array(">".utf8), bytes]
            let input = pieces.flatMap { $0 }
            checkInvariants(input)
            let (tokens, _) = Support.tokens(input)
            #expect(tokens.count <= 3)
        }
    }
}
