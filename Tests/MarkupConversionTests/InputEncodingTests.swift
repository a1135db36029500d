import MarkupAST
import MarkupConversion
import MarkupEncoding
import Testing

/// How ``MarkupConverter/decode(_:from:)`` chooses an input's encoding: byte order mark,
/// then the options' encoding, then (HTML) the `<meta>` prescan, then UTF-8, or windows-1252
/// for undeclared HTML that is not UTF-8; and what strict mode rejects.
@Suite("input encoding")
struct InputEncodingTests {
    static let html = FormatSpecifier(format: .html)
    static let markdown = FormatSpecifier(format: .gfm)

    static func text(_ bytes: [UInt8], from input: FormatSpecifier = html, options: ConversionOptions = ConversionOptions()) throws -> (String, [Diagnostic]) {
        let result = try MarkupConverter(options: options).convert(bytes: bytes, from: input, to: .plainText)
        return (String(decoding: result.output, as: UTF8.self), result.diagnostics)
    }

    static func bytes(_ ascii: String, _ tail: [UInt8] = []) -> [UInt8] { Array(ascii.utf8) + tail }

    @Test("the issue's example: a declared windows-1252 page")
    func issueExample() throws {
        let page = Self.bytes(#"<meta charset="windows-1252"><p>It"#, [0x92]) + Self.bytes("s ", [0x93])
            + Self.bytes("caf", [0xE9, 0x94, 0x20, 0x96, 0x20, 0x80]) + Self.bytes("100</p>")
        let (text, diagnostics) = try Self.text(page)
        #expect(text == "It’s “café” – €100\n")
        #expect(diagnostics.map(\.code) == [MarkupConverter.inputEncodingCode])
        #expect(diagnostics.first?.message == "input read as windows-1252 (as the document declares)")
    }

    @Test("iso-8859-1, latin1 and ascii are windows-1252, as on the web", arguments: ["iso-8859-1", "latin1", "ascii", "us-ascii"])
    func latin1Labels(_ label: String) throws {
        let page = Self.bytes(#"<meta http-equiv="Content-Type" content="text/html; charset=\#(label)"><p>"#, [0xA9, 0x20, 0x80])
        #expect(try Self.text(page).0 == "© €\n")
    }

    @Test("UTF-8 input comes back as it is, with no diagnostic")
    func utf8PassesThrough() throws {
        let page = Self.bytes("<p>Grüße ✓</p>")
        let decoded = try MarkupConverter().decode(page, from: Self.html)
        #expect(decoded.utf8 == page)
        #expect(decoded.detection.encoding == .utf8)
        #expect(decoded.detection.source == .fallback)
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test("undeclared HTML that is not UTF-8 is read as windows-1252, with a warning")
    func undeclaredLegacyHTML() throws {
        let (text, diagnostics) = try Self.text(Self.bytes("<p>caf", [0xE9]))
        #expect(text == "café\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains("read as windows-1252") == true)
    }

    @Test("undeclared Markdown stays UTF-8: invalid bytes become U+FFFD")
    func undeclaredMarkdown() throws {
        let (text, diagnostics) = try Self.text(Self.bytes("caf", [0xE9]), from: Self.markdown)
        #expect(text == "caf\u{FFFD}\n")
        #expect(diagnostics.map(\.code) == [UTF8Input.diagnosticCode])
    }

    @Test("Markdown ignores a <meta charset> (only HTML is prescanned)")
    func markdownIgnoresMeta() throws {
        let decoded = try MarkupConverter().decode(Self.bytes(#"<meta charset="koi8-r">"#), from: Self.markdown)
        #expect(decoded.detection.encoding == .utf8)
    }

    @Test("the options' encoding outranks the document's declaration")
    func forcedEncoding() throws {
        var options = ConversionOptions()
        options.encoding = TextEncoding(label: "iso-8859-5")
        let page = Self.bytes(#"<meta charset="windows-1252"><p>"#, [0xDC, 0xD8, 0xE0])
        let (text, diagnostics) = try Self.text(page, options: options)
        #expect(text == "мир\n")
        #expect(diagnostics.first?.message == "input read as ISO-8859-5 (as the encoding option says)")
        #expect(try Self.text(Self.bytes("x ", [0xDC]), from: Self.markdown, options: options).0 == "x м\n")
    }

    @Test("a byte order mark outranks the options' encoding and the declaration")
    func byteOrderMarkWins() throws {
        var options = ConversionOptions()
        options.encoding = .windows1252
        let page: [UInt8] = [0xFE, 0xFF] + Array(#"<meta charset="koi8-r"><p>Ω"#.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let (text, diagnostics) = try Self.text(page, options: options)
        #expect(text == "Ω\n")
        #expect(diagnostics.first?.message == "input read as UTF-16BE (byte order mark)")
    }

    @Test("a UTF-8 byte order mark is dropped and the page read as UTF-8, whatever it declares")
    func utf8ByteOrderMark() throws {
        let page: [UInt8] = [0xEF, 0xBB, 0xBF] + Self.bytes(#"<meta charset="windows-1252"><p>é</p>"#)
        let (text, diagnostics) = try Self.text(page)
        #expect(text == "é\n")
        #expect(diagnostics.isEmpty)
    }

    @Test("bytes invalid in the declared encoding become U+FFFD with a warning")
    func undecodableBytes() throws {
        let page = Self.bytes(#"<meta charset="shift_jis"><p>"#, [0x93, 0xFA, 0x82]) + Self.bytes("</p>")
        let (text, diagnostics) = try Self.text(page)
        #expect(text == "日\u{FFFD}\n")
        #expect(diagnostics.map(\.code) == [MarkupConverter.inputEncodingCode, MarkupConverter.undecodableInputCode])
    }

    @Test("strict mode rejects bytes invalid in the declared encoding")
    func strictRejectsUndecodable() {
        var options = ConversionOptions()
        options.strictUTF8 = true
        let page = Self.bytes(#"<meta charset="shift_jis"><p>"#, [0x93, 0xFA, 0x82]) + Self.bytes("</p>")
        #expect(throws: InputError.undecodable(UndecodableInputError(encoding: "Shift_JIS", offset: 31))) {
            try Self.text(page, options: options)
        }
    }

    @Test("strict mode never guesses: undeclared HTML that is not UTF-8 is rejected")
    func strictDoesNotGuess() throws {
        var options = ConversionOptions()
        options.strictUTF8 = true
        #expect(throws: InputError.self) { try Self.text(Self.bytes("<p>caf", [0xE9]), options: options) }
        // Declared, it is accepted.
        #expect(try Self.text(Self.bytes(#"<meta charset="latin1"><p>caf"#, [0xE9]), options: options).0 == "café\n")
    }

    @Test("a declared encoding the web maps to replacement decodes to one U+FFFD")
    func replacementEncoding() throws {
        let (text, diagnostics) = try Self.text(Self.bytes(#"<meta charset="iso-2022-kr"><p>hello</p>"#))
        #expect(text == "\u{FFFD}\n")
        #expect(diagnostics.map(\.code) == [MarkupConverter.inputEncodingCode, MarkupConverter.undecodableInputCode])
    }

    @Test("String calls ignore the options' encoding: a String is already decoded")
    func stringCallsIgnoreEncoding() {
        var options = ConversionOptions()
        options.encoding = TextEncoding(label: "koi8-r")
        #expect(MarkupConverter(options: options).convert("<p>é</p>", from: .html, to: .plainText).output == "é\n")
    }

    @Test("the README's library example (### Reading HTML, Encodings)")
    func readmeExample() throws {
        let page = Array(#"<meta charset="iso-8859-2"><p>Gda"#.utf8) + [0xF1, 0x73, 0x6B]
        let text = try MarkupConverter().convert(bytes: page, from: FormatSpecifier(format: .html), to: .plainText)
        #expect(String(decoding: text.output, as: UTF8.self) == "Gdańsk\n")
        var options = ConversionOptions()
        options.encoding = TextEncoding(label: "koi8-r")
        let forced = try MarkupConverter(options: options).convert(
            bytes: [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], from: FormatSpecifier(format: .gfm), to: .plainText
        )
        #expect(String(decoding: forced.output, as: UTF8.self) == "Привет\n")
    }
}
