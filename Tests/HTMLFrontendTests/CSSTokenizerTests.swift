import Testing
@testable import HTMLFrontend

@Suite("CSS tokenizer (CSS Syntax 3 §4)")
struct CSSTokenizerTests {
    /// Each token as its kind plus its text or number, e.g. `ident(color)`, `dimension(12.0px)`.
    private func tokens(_ css: String) -> [String] {
        var text = css
        return text.withUTF8 { input in
            var tokenizer = CSSTokenizer(input: input)
            var result: [String] = []
            while let token = tokenizer.nextToken() {
                let value = tokenizer.withText(of: token) { String(decoding: $0, as: UTF8.self) }
                switch token.kind {
                case .ident, .function, .atKeyword, .hash, .string, .url: result.append("\(token.kind)(\(value))")
                case .number, .percentage: result.append("\(token.kind)(\(token.number)\(token.isInteger ? "i" : ""))")
                case .dimension: result.append("dimension(\(token.number)\(value))")
                case .delim: result.append("delim(\(Character(Unicode.Scalar(token.delimiter))))")
                default: result.append("\(token.kind)")
                }
            }
            return result
        }
    }

    @Test("punctuation, whitespace and comments")
    func punctuation() {
        #expect(tokens("a:b;") == ["ident(a)", "colon", "ident(b)", "semicolon"])
        #expect(tokens(" /*x*/ ( ) [ ] { } , ") == [
            "whitespace", "whitespace", "openParenthesis", "whitespace", "closeParenthesis", "whitespace", "openSquare",
            "whitespace", "closeSquare", "whitespace", "openCurly", "whitespace", "closeCurly", "whitespace", "comma", "whitespace",
        ])
        #expect(tokens("<!-- -->") == ["cdo", "whitespace", "cdc"])
        #expect(tokens("a/**/b") == ["ident(a)", "ident(b)"])
        #expect(tokens("/* open") == [])
    }

    @Test("numbers, percentages and dimensions")
    func numbers() {
        #expect(tokens("12") == ["number(12.0i)"])
        #expect(tokens("-1.5e2px") == ["dimension(-150.0px)"])
        #expect(tokens("+.5%") == ["percentage(0.5)"])
        #expect(tokens("1e") == ["dimension(1.0e)"])
        #expect(tokens("1e-") == ["dimension(1.0e-)"])
        #expect(tokens("3--x") == ["dimension(3.0--x)"])
        #expect(tokens("1.") == ["number(1.0i)", "delim(.)"])
        #expect(tokens("- 1") == ["delim(-)", "whitespace", "number(1.0i)"])
        #expect(tokens("0.1") == ["number(0.1)"])
    }

    @Test("identifiers, functions, hashes, at-keywords, escapes")
    func identifiers() {
        #expect(tokens("-webkit-box") == ["ident(-webkit-box)"])
        #expect(tokens("--custom") == ["ident(--custom)"])
        #expect(tokens("rgb(") == ["function(rgb)"])
        #expect(tokens("#fff #-a #1") == ["hash(fff)", "whitespace", "hash(-a)", "whitespace", "hash(1)"])
        #expect(tokens("# @media @1") == ["delim(#)", "whitespace", "atKeyword(media)", "whitespace", "delim(@)", "number(1.0i)"])
        #expect(tokens("\\41 B") == ["ident(AB)"])
        #expect(tokens("\\41  B") == ["ident(A)", "whitespace", "ident(B)"])
        #expect(tokens("a\\:b") == ["ident(a:b)"])
        #expect(tokens("\\110000x \\d800y") == ["ident(\u{FFFD}x)", "whitespace", "ident(\u{FFFD}y)"])
        #expect(tokens("\\\n") == ["delim(\\)", "whitespace"])
        #expect(tokens("é-1") == ["ident(é-1)"])
    }

    @Test("strings, bad strings, urls and bad urls")
    func strings() {
        #expect(tokens("'a\"b'") == ["string(a\"b)"])
        #expect(tokens("\"unclosed") == ["string(unclosed)"])
        #expect(tokens("\"a\nb\"") == ["badString", "whitespace", "ident(b)", "string()"])
        #expect(tokens("url( a.png )") == ["url(a.png)"])
        #expect(tokens("URL('a.png')") == ["function(URL)", "string(a.png)", "closeParenthesis"])
        #expect(tokens("url(a b)x") == ["badURL", "ident(x)"])
        #expect(tokens("url(a\\)b)") == ["url(a\\)b)"])
        #expect(tokens("url(a\"b) c") == ["badURL", "whitespace", "ident(c)"])
    }
}
