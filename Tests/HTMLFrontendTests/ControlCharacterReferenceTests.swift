@testable import HTMLFrontend
import MarkupAST
import Testing

/// References to control characters (`&#27;`) become U+FFFD by default, as raw control
/// characters in the input do, so no text output carries an escape sequence to a terminal;
/// the standard's tree (html5lib, `mconv debug-html-tree`) keeps them.
@Suite("control character references")
struct ControlCharacterReferenceTests {
    private static func text(_ html: String, options: HTMLParseOptions = HTMLParseOptions()) -> String {
        let blocks = HTMLParser(options: options).parse(html).document.blocks
        return blocks.map { Inline.plainText(of: $0.childInlines, softBreak: " ", hardBreak: "\n") }.joined()
    }

    @Test("C0, DEL and unmapped C1 references become U+FFFD; tab, LF and CR references stay", arguments: [
        ("h&#27;[2J", "h\u{FFFD}[2J"), ("a&#x1b;]0;title&#7;b", "a\u{FFFD}]0;title\u{FFFD}b"), ("&#127;", "\u{FFFD}"),
        ("&#x81;x", "\u{FFFD}x"), ("&#x9d;", "\u{FFFD}"), ("&#x80;", "€"), ("a&#9;b", "a b"),
    ])
    func replaced(html: String, expected: String) {
        #expect(Self.text("<p>\(html)</p>") == expected)
    }

    @Test("attribute values too: an image's alt text")
    func attributes() {
        let blocks = HTMLParser().parse("<p><img src=a.png alt=\"x&#27;[31my\"></p>").document.blocks
        guard case .paragraph(let inlines, _)? = blocks.first, case .image(_, let alt)? = inlines.first else {
            Issue.record("expected an image, got \(blocks)")
            return
        }
        #expect(Inline.plainText(of: alt, softBreak: " ", hardBreak: " ") == "x\u{FFFD}[31my")
    }

    @Test("the standard's tree keeps the control character when asked")
    func standardTree() {
        var options = HTMLParseOptions()
        options.replacesControlCharacterReferences = false
        #expect(Self.text("<p>h&#27;x</p>", options: options) == "h\u{1B}x")
    }
}
