import MarkupAST
import MarkupConversion
import Testing

/// Control characters reach no output from any JSON input format. Raw control bytes are
/// replaced before any parser runs (``MarkupAST/UTF8Input/replacingControlCharacters(_:)``),
/// but in JSON they can also come as escapes (`\u001b`, `\b`, `\u009b`), which only the JSON
/// reader decodes: every document format read from JSON replaces them the same way, so a
/// runs.json or ProseMirror document cannot set a terminal's title through `mconv -t text`.
@Suite("JSON input formats: escaped control characters")
struct JSONControlEscapeTests {
    /// Every readable format that is JSON (runs.json, the app formats, ast.json).
    static let jsonFormats: [DocumentFormat] = [.runsJSON, .proseMirror, .portableText, .contentful, .astJSON]

    /// Escapes of an OSC title sequence, BEL, CSI, backspace, DEL, NUL, and a form feed.
    static let escapes = #"a\u001b]0;pwned\u0007b\u009b31mc\bd\u007fe\u0000f\fg"#

    /// The document in `format`, its text holding ``escapes`` in a paragraph and in a link's
    /// text and destination: written by the format's own writer, then the marker text swapped.
    static func document(in format: DocumentFormat) -> [UInt8] {
        let written = MarkupConverter().convert("MARKER [MARKER](https://example.com/MARKER)\n", from: .gfm, to: format).output
        return Array(written.replacing("MARKER", with: escapes).utf8)
    }

    @Test("no control character other than tab and newline in any output, and a warning", arguments: jsonFormats)
    func replaced(format: DocumentFormat) throws {
        let input = Self.document(in: format)
        #expect(String(decoding: input, as: UTF8.self).contains(#"\u001b"#), "the escapes must be in the input")
        // Terminal output writes its own escapes; it replaces controls in text itself.
        for output in [DocumentFormat.plainText, .gfm, .html] {
            let result = try MarkupConverter().convert(bytes: input, from: FormatSpecifier(format: format), to: output)
            let controls = String(decoding: result.output, as: UTF8.self).unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
            }
            #expect(controls.isEmpty, "\(format.name) → \(output.name): \(controls.map { String($0.value, radix: 16) })")
            #expect(result.diagnostics.contains { $0.code == UTF8Input.controlCharacterCode }, "\(format.name) → \(output.name)")
        }
        let text = try MarkupConverter().convert(bytes: input, from: FormatSpecifier(format: format), to: .plainText)
        #expect(String(decoding: text.output, as: UTF8.self).hasPrefix("a\u{FFFD}]0;pwned\u{FFFD}b\u{FFFD}31mc\u{FFFD}d\u{FFFD}e\u{FFFD}f g"))
    }
}
