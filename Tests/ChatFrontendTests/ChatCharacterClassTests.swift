import MarkupAST
import Testing

/// What counts as whitespace, punctuation or a word character beside a chat delimiter.
@Suite("chat character classes")
struct ChatCharacterClassTests {
    @Test("whitespace: ASCII and Unicode White_Space", arguments: [" ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2009}"] as [Unicode.Scalar])
    func whitespace(_ scalar: Unicode.Scalar) {
        #expect(ChatCharacterClass.of(scalar) == .whitespace)
    }

    @Test("punctuation: Unicode punctuation and symbols, emoji and their joiners", arguments: [
        "*", "~", "$", "+", "|", "`", "¿", "—", "「", "」", "。", "€", "👍", "🇫", "\u{FE0F}", "\u{200D}", "\u{20E3}", "\u{1F3FB}",
    ] as [Unicode.Scalar])
    func punctuation(_ scalar: Unicode.Scalar) {
        #expect(ChatCharacterClass.of(scalar) == .punctuation)
    }

    @Test("word characters: letters, digits, marks, CJK ideographs, the word joiner", arguments: [
        "a", "Z", "7", "é", "中", "文", "ア", "\u{301}", "\u{2060}", "\u{200B}",
    ] as [Unicode.Scalar])
    func other(_ scalar: Unicode.Scalar) {
        #expect(ChatCharacterClass.of(scalar) == .other)
    }

    @Test("neighbours in UTF-8: the scalar before and at an offset; a word joiner before punctuation is that punctuation")
    func neighbours() {
        let bytes = Array("中*\u{2060}_x".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ChatCharacterClass.before(0, in: buffer) == nil)
            #expect(ChatCharacterClass.before(3, in: buffer) == .other)  // 中
            #expect(ChatCharacterClass.at(4, in: buffer, wordJoinerEscapes: true) == .punctuation)  // ⁠_
            #expect(ChatCharacterClass.at(4, in: buffer, wordJoinerEscapes: false) == .other)
            #expect(ChatCharacterClass.at(buffer.count, in: buffer, wordJoinerEscapes: true) == nil)
        }
    }
}
