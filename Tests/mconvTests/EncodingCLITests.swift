import Foundation
import Testing

/// `--encoding NAME`, the `<meta charset>` sniffing of HTML input and `--strict` on the
/// command line: the issue's examples, end to end.
@Suite("input encodings on the command line")
struct EncodingCLITests {
    /// `<meta charset="windows-1252"><p>It\x92s \x93caf\xe9\x94 \x96 \x80100</p>`.
    static let wordPage = Data(#"<meta charset="windows-1252"><p>It"#.utf8) + Data([0x92]) + Data("s ".utf8)
        + Data([0x93]) + Data("caf".utf8) + Data([0xE9, 0x94, 0x20, 0x96, 0x20, 0x80]) + Data("100</p>".utf8)

    @Test("the issue's windows-1252 example prints It’s “café” – €100 and names the encoding")
    func declaredWindows1252() throws {
        let result = try CLITests.run(["-f", "html", "-t", "text"], stdin: Self.wordPage)
        #expect(result.status == 0)
        #expect(result.stdout == "It’s “café” – €100\n")
        #expect(result.stderr == "<stdin>: note: input read as windows-1252 (as the document declares) [input-encoding]\n")
        #expect(try CLITests.run(["-q", "-f", "html", "-t", "text"], stdin: Self.wordPage).stderr.isEmpty)
    }

    @Test("--encoding reads the input in that encoding, whatever it declares")
    func forcedEncoding() throws {
        let page = Data(#"<meta charset="utf-8"><p>"#.utf8) + Data([0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4])
        let result = try CLITests.run(["-f", "html", "-t", "text", "--encoding", "KOI8-R"], stdin: page)
        #expect(result.status == 0)
        #expect(result.stdout == "Привет\n")
        let markdown = try CLITests.run(["-t", "text", "--encoding=latin1"], stdin: Data("caf".utf8) + Data([0xE9]))
        #expect(markdown.stdout == "café\n")
        #expect(markdown.stderr.contains("input read as windows-1252 (as the encoding option says)"))
    }

    @Test("a <meta charset> after the first 1,024 bytes decodes the page again, as a browser does")
    func lateMeta() throws {
        let page = Data(("<!--" + String(repeating: "x", count: 1100) + "--><meta charset=koi8-r><p>").utf8) + Data([0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4])
        let result = try CLITests.run(["-f", "html", "-t", "text"], stdin: page)
        #expect(result.stdout == "Привет\n")
        #expect(result.stderr.contains("input read as KOI8-R (as a <meta> after the first 1,024 bytes declares"))
    }

    @Test("an unknown --encoding is a usage error naming it (exit 64)")
    func unknownEncoding() throws {
        let result = try CLITests.run(["-t", "text", "--encoding", "utf-7"], stdin: Data("x".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("mconv: error: --encoding: unknown encoding 'utf-7'"))
        #expect(result.stdout.isEmpty)
    }

    @Test("--strict rejects bytes invalid in the declared encoding, and undeclared HTML that is not UTF-8 (exit 65)")
    func strict() throws {
        let shiftJIS = Data(#"<meta charset="shift_jis"><p>"#.utf8) + Data([0x93, 0xFA, 0x82]) + Data("</p>".utf8)
        let rejected = try CLITests.run(["--strict", "-f", "html", "-t", "text"], stdin: shiftJIS)
        #expect(rejected.status == 65)
        #expect(rejected.stderr.contains("input is not valid Shift_JIS (first undecodable byte at offset 31)"))
        let undeclared = try CLITests.run(["--strict", "-f", "html", "-t", "text"], stdin: Data("<p>caf".utf8) + Data([0xE9]))
        #expect(undeclared.status == 65)
        #expect(try CLITests.run(["--strict", "-f", "html", "-t", "text"], stdin: Self.wordPage).status == 0)
    }

    @Test("undeclared HTML that is not UTF-8 is read as windows-1252 with a warning")
    func undeclaredLegacyHTML() throws {
        let result = try CLITests.run(["-f", "html", "-t", "text"], stdin: Data("<p>Copyright ".utf8) + Data([0xA9]))
        #expect(result.stdout == "Copyright ©\n")
        #expect(result.stderr.contains("warning: input declares no encoding and is not valid UTF-8: read as windows-1252"))
    }

    @Test("a diagnostic's line and column count in the decoded text (UTF-16 input)")
    func diagnosticPositions() throws {
        let markdown = "a\nb\n\u{1}x\n"
        let utf16 = Data([0xFF, 0xFE]) + Data(markdown.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let result = try CLITests.run(["-t", "text"], stdin: utf16)
        #expect(result.status == 0)
        #expect(result.stdout == "a\nb\n\u{FFFD}x\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "<stdin>: note: input read as UTF-16LE (byte order mark) [input-encoding]")
        #expect(lines.last?.hasPrefix("<stdin>:3:1: warning: 1 control character(s) replaced") == true)
    }

    @Test("--help lists --encoding")
    func help() throws {
        #expect(try CLITests.run(["--help"]).stdout.contains("--encoding NAME"))
    }
}
