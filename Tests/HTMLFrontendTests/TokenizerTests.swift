import MarkupAST
import Testing
@testable import HTMLFrontend

/// The tokenizer's behaviour beyond the html5lib suite: character reference edge cases,
/// CR/CRLF, spans, diagnostics, the tree builder's controls, tag-name lookup and the
/// named reference table.
@Suite("HTML tokenizer")
struct TokenizerTests {
    typealias Support = TokenizerTestSupport

    // MARK: Character references

    @Test(
        "character references in text",
        arguments: [
            ("&amp;&lt;&gt;&quot;&apos;", "&<>\"'"),
            ("I'm &notit; I tell you", "I'm ¬it; I tell you"), // the standard's own example
            ("I'm &notin; I tell you", "I'm ∉ I tell you"),
            ("&ampx &copy=3", "&x ©=3"), // legacy names decode in text whatever follows
            ("&amp", "&"),
            ("&CounterClockwiseContourIntegral;", "\u{2233}"), // the longest name
            ("&NotEqualTilde;", "\u{2242}\u{0338}"), // two code points
            ("&xyz; &xyz &; & &#", "&xyz; &xyz &; & &#"),
            ("&#65;&#x41;&#X41;&#0065;&#65", "AAAAA"),
            ("&#x1F600;", "😀"),
            ("&#x80;&#x9F;&#x81;", "€Ÿ\u{81}"), // C1 table; 0x81 has no replacement
            ("&#0;&#xD800;&#xDFFF;&#x110000;", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
            ("&#99999999999999999999999999999;", "\u{FFFD}"), // saturates, no overflow
            ("&#xFFFE;&#13;&#9;", "\u{FFFE}\r\t"),
            ("&#;&#x;&#xg;&#a", "&#;&#x;&#xg;&#a"),
        ]
    )
    func textReferences(input: String, expected: String) {
        #expect(Support.dump(input) == ["\"\(expected)\""])
    }

    @Test("character references in attribute values: legacy names before = or alphanumerics stay")
    func attributeReferences() {
        #expect(Support.dump(#"<a href="?x=1&amp;y=2&copy=3&copyx&copy;&copy">"#)
            == [#"<a href="?x=1&y=2&copy=3&copyx©©">"#])
        #expect(Support.dump("<a b=&amp c='&lt;&notit;&notin;' d=&amp=>")
            == [#"<a b="&" c="<&notit;∉" d="&amp=">"#])
        #expect(Support.dump(#"<a b="&#x26;&#0;&bogus;">"#) == ["<a b=\"&\u{FFFD}&bogus;\">"])
    }

    @Test("character reference parse errors")
    func referenceErrors() {
        #expect(Support.errorCodes("&notit;") == ["html-missing-semicolon-after-character-reference"])
        #expect(Support.errorCodes("&xyz;") == ["html-unknown-named-character-reference"])
        #expect(Support.errorCodes("&xyz &") == [])
        #expect(Support.errorCodes("&#;") == ["html-absence-of-digits-in-numeric-character-reference"])
        #expect(Support.errorCodes("&#0;") == ["html-null-character-reference"])
        #expect(Support.errorCodes("&#x110000;") == ["html-character-reference-outside-unicode-range"])
        #expect(Support.errorCodes("&#xD800;") == ["html-surrogate-character-reference"])
        #expect(Support.errorCodes("&#xFDD0;") == ["html-noncharacter-character-reference"])
        #expect(Support.errorCodes("&#x80;&#13;") == ["html-control-character-reference", "html-control-character-reference"])
        #expect(Support.errorCodes("&#65") == ["html-missing-semicolon-after-character-reference"])
        #expect(Support.errorCodes("<a b='&copy=1'>") == [])
    }

    @Test("the named reference table is sorted, and every name finds itself")
    func namedReferenceTable() {
        let table = NamedCharacterReferenceTable.shared
        #expect(table.count == 2231)
        #expect(table.count == NamedCharacterReferences.count)
        var previous: [UInt8] = []
        for entry in 0..<table.count {
            let name = Array(table.name(of: entry))
            #expect(previous.lexicographicallyPrecedes(name), "entry \(entry) out of order")
            #expect(name.count <= NamedCharacterReferences.longestName)
            let value = table.value(of: entry)
            #expect((1...8).contains(value.count))
            let match = name.withUnsafeBufferPointer { table.longestMatch(in: $0, from: 0) }
            #expect(match == .init(entry: entry, length: name.count), "\(String(decoding: name, as: UTF8.self))")
            previous = name
        }
        func value(_ name: String) -> String? {
            let bytes = Array(name.utf8)
            guard let match = bytes.withUnsafeBufferPointer({ table.longestMatch(in: $0, from: 0) }) else { return nil }
            return String(decoding: table.value(of: match.entry), as: UTF8.self)
        }
        #expect(value("amp;") == "&")
        #expect(value("AElig") == "Æ")
        #expect(value("zwnj;") == "\u{200C}")
        #expect(value("NewLine;") == "\n")
        #expect(value("fjlig;") == "fj")
        #expect(value("bogus;") == nil)
    }

    // MARK: Input preprocessing

    @Test("CR and CR LF become LF everywhere")
    func carriageReturns() {
        #expect(Support.dump("a\r\nb\rc\n\rd\r") == ["\"a\nb\nc\n\nd\n\""])
        #expect(Support.dump("<a title=\"x\r\ny\rz\" b='\r' c=\r\n1\r\n>") == ["<a title=\"x\ny\nz\" b=\"\n\" c=\"1\">"])
        #expect(Support.dump("<!--a\r\nb\r-->") == ["<!--a\nb\n-->"])
        #expect(Support.dump("<!DOCTYPE\r\nhtml\r\nPUBLIC\r\n\"a\r\nb\">") == ["<!DOCTYPE html public \"a\nb\">"])
        #expect(Support.dump("x\r\n</title>", state: .rcdata, lastStartTagName: "title") == ["\"x\n\"", "</title>"])
        #expect(Support.dump("\r\n", state: .plaintext) == ["\"\n\""])
        #expect(Support.dump("<![CDATA[a\r\nb]]>", allowsCDATA: true) == ["\"a\nb\""])
        let (tokens, _) = Support.tokens(Array("a\r\nb".utf8))
        #expect(tokens.map(Support.span) == [SourceSpan(start: 0, end: 4)])
    }

    // MARK: Spans

    @Test("spans cover each token's bytes")
    func spans() {
        let html = #"xx<p class="a">y&amp;y</p><!--c--><!DOCTYPE html><br/>"#
        let (tokens, _) = Support.tokens(Array(html.utf8))
        #expect(tokens.map(Support.describe) == [#""xx""#, #"<p class="a">"#, #""y&y""#, "</p>", "<!--c-->", "<!DOCTYPE html>", "<br/>"])
        let spans = tokens.compactMap(Support.span).map { [Int($0.start), Int($0.end)] }
        #expect(spans == [[0, 2], [2, 15], [15, 22], [22, 26], [26, 34], [34, 49], [49, 54]])
    }

    @Test("text that ends in a failed tag or reference keeps one span")
    func textSpans() {
        let (tokens, _) = Support.tokens(Array("a < b &c <3".utf8))
        #expect(tokens.map(Support.describe) == ["\"a < b &c <3\""])
        #expect(tokens.map(Support.span) == [SourceSpan(start: 0, end: 11)])
        let (rcdata, _) = Support.tokens(Array("a</b></title>".utf8), state: .rcdata, lastStartTagName: "title")
        #expect(rcdata.map(Support.describe) == ["\"a</b>\"", "</title>"])
        #expect(rcdata.map(Support.span) == [SourceSpan(start: 0, end: 5), SourceSpan(start: 5, end: 13)])
    }

    @Test("diagnostics carry the html- code and the byte offset of the error")
    func diagnosticSpans() {
        let (_, diagnostics) = Support.tokens(Array("ab<p\0>\u{1}<q".utf8), reportsParseErrors: true)
        #expect(diagnostics.map(\.code) == [
            "html-unexpected-null-character", "html-control-character-in-input-stream", "html-eof-in-tag",
        ])
        #expect(diagnostics.map { $0.span.map { [Int($0.start), Int($0.end)] } } == [[4, 5], [6, 7], [9, 9]])
        #expect(diagnostics.allSatisfy { $0.message == $0.code.dropFirst(5).split(separator: "-").joined(separator: " ") })
        let (_, none) = Support.tokens(Array("ab<p\0>".utf8), reportsParseErrors: false)
        #expect(none.isEmpty)
    }

    // MARK: Tags

    @Test("tag and attribute names are lower-cased; the first of duplicate attributes wins")
    func tags() {
        #expect(Support.dump("<DiV ID=x Class='A' id=y CLASS=z data-Ä=1>") == [#"<div id="x" class="A" data-Ä="1">"#])
        #expect(Support.errorCodes("<a x=1 x=2 X=3>") == ["html-duplicate-attribute", "html-duplicate-attribute"])
        #expect(Support.dump("<br/><img src=a />") == ["<br/>", #"<img src="a"/>"#])
        #expect(Support.errorCodes("</p a=1 />") == ["html-end-tag-with-attributes", "html-end-tag-with-trailing-solidus"])
    }

    @Test("duplicates are dropped also past the linear-check limit")
    func manyAttributes() {
        let names = (0..<40).map { "a\($0)" }
        let html = "<x " + names.map { "\($0)=1" }.joined(separator: " ") + " " + names.map { "\($0.uppercased())=2" }.joined(separator: " ") + ">"
        let (tokens, diagnostics) = Support.tokens(Array(html.utf8), reportsParseErrors: true)
        guard tokens.count == 1, case let .startTag(tag) = tokens[0] else {
            Issue.record("expected one start tag, got \(tokens.map(Support.describe))")
            return
        }
        #expect(tag.attributes.map(\.name) == names)
        #expect(tag.attributes.allSatisfy { $0.value == "1" })
        #expect(diagnostics.count == 40)
    }

    @Test("tag tokens carry the known tag")
    func tagLookup() {
        let (tokens, _) = Support.tokens(Array("<DIV><annotation-XML></Table><x-card><blockquote2>".utf8))
        let tags: [HTMLTagName] = tokens.compactMap {
            switch $0 {
            case let .startTag(tag), let .endTag(tag): tag.tag
            default: nil
            }
        }
        #expect(tags == [.div, .annotation_xml, .table, .unknown, .unknown])
    }

    @Test("every known name maps to its tag from bytes and from a String")
    func tagNameTable() {
        for (name, tag) in HTMLTagName.byName {
            #expect(HTMLTagName(lowercasedBytes: Array(name.utf8)) == tag, "\(name)")
            #expect(HTMLTagName(lowercasedName: name) == tag, "\(name)")
        }
        for unknown in ["", "DIV", "div\0", "\0div", "tablet", "tabl", "annotation-xmlx", "foreignobjectforeignobject", "ä"] {
            #expect(HTMLTagName(lowercasedName: unknown) == .unknown, "\(unknown.debugDescription)")
        }
    }

    // MARK: The tree builder's controls

    @Test("next() returns the end of file forever")
    func endOfFileForever() {
        var tokenizer = HTMLTokenizer(bytes: Array("<p>".utf8), reportsParseErrors: false)
        #expect(Support.describe(tokenizer.next()) == "<p>")
        for _ in 0..<3 {
            #expect(Support.describe(tokenizer.next()) == "EOF")
        }
        var empty = HTMLTokenizer(bytes: [], reportsParseErrors: true)
        #expect(Support.describe(empty.next()) == "EOF")
        #expect(Support.describe(empty.next()) == "EOF")
        #expect(empty.diagnostics.isEmpty)
    }

    @Test("a state set after a start tag applies to the input right after it")
    func stateSwitching() {
        let html = #"<title>a<b>&amp;</title ><script>if (a<b) x="</p>";</script><p>"#
        var tokenizer = HTMLTokenizer(bytes: Array(html.utf8), reportsParseErrors: false)
        var seen: [String] = []
        while true {
            let token = tokenizer.next()
            if case .endOfFile = token { break }
            seen.append(Support.describe(token))
            if case let .startTag(tag) = token {
                switch tag.tag {
                case .title: tokenizer.state = .rcdata
                case .script: tokenizer.state = .scriptData
                default: break
                }
            }
        }
        #expect(seen == ["<title>", "\"a<b>&\"", "</title>", "<script>", "\"if (a<b) x=\"</p>\";\"", "</script>", "<p>"])
    }

    @Test("the appropriate end tag comes from lastStartTagName")
    func appropriateEndTag() {
        #expect(Support.dump("a</style>b", state: .rawtext, lastStartTagName: "style") == ["\"a\"", "</style>", "\"b\""])
        #expect(Support.dump("a</style>b", state: .rawtext) == ["\"a</style>b\""])
        #expect(Support.dump("a</STYLE x>", state: .rawtext, lastStartTagName: "style") == ["\"a\"", "</style>"])
        #expect(Support.dump("a</styles>", state: .rawtext, lastStartTagName: "style") == ["\"a</styles>\""])
        #expect(Support.dump("<textarea>x</textarea>") == ["<textarea>", "\"x\"", "</textarea>"])
    }

    @Test("CDATA sections only where the tree builder allows them")
    func cdata() {
        #expect(Support.dump("<![CDATA[x<y]]]>z", allowsCDATA: true) == ["\"x<y]z\""])
        #expect(Support.dump("<![CDATA[x<y]]>z") == ["<!--[CDATA[x<y]]-->", "\"z\""])
        #expect(Support.dump("<![CDATA[x", allowsCDATA: true) == ["\"x\""])
    }

    @Test("script data escapes and double escapes")
    func scriptData() {
        let script = "<!--<script>x</script>--></script>"
        #expect(Support.dump(script, state: .scriptData, lastStartTagName: "script") == ["\"<!--<script>x</script>-->\"", "</script>"])
        #expect(Support.dump("<!-- </script> -->", state: .scriptData, lastStartTagName: "script") == ["\"<!-- \"", "</script>", "\" -->\""])
        #expect(Support.dump("a\0b", state: .scriptData) == ["\"a\u{FFFD}b\""])
        #expect(Support.dump("a\0b") == ["\"a\0b\""])
    }

    @Test("comments and DOCTYPEs")
    func commentsAndDoctypes() {
        #expect(Support.dump("<!--><!---><!----><!--a--!>--><!-- <!-- b -->") == [
            "<!---->", "<!---->", "<!---->", "<!--a-->", "\"-->\"", "<!-- <!-- b -->",
        ])
        #expect(Support.dump("<?xml version?><!x></3>") == ["<!--?xml version?-->", "<!--x-->", "<!--3-->"])
        #expect(Support.dump(#"<!doctype HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" 'http://x'>"#)
            == [#"<!DOCTYPE html public "-//W3C//DTD HTML 4.01//EN" system "http://x">"#])
        #expect(Support.dump("<!DOCTYPE>") == ["<!DOCTYPE (none) quirks>"])
        #expect(Support.dump("<!DOCTYPE html SYSTEM>") == ["<!DOCTYPE html quirks>"])
    }

    @Test("invalid UTF-8 becomes U+FFFD in every kind of string")
    func invalidUTF8() {
        let bytes: [UInt8] = [0xFF, 0x61, 0x3C, 0x70, 0xC3, 0x20, 0x78, 0x3D, 0xE2, 0x82, 0x3E, 0x3C, 0x21, 0x2D, 0x2D, 0xF0, 0x9F, 0x2D, 0x2D, 0x3E, 0xC3]
        let (tokens, _) = Support.tokens(bytes, reportsParseErrors: true)
        #expect(tokens.map(Support.describe) == ["\"\u{FFFD}a\"", "<p\u{FFFD} x=\"\u{FFFD}\">", "<!--\u{FFFD}-->", "\"\u{FFFD}\""])
    }
}
