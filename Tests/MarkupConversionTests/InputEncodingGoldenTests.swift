import Foundation
import MarkupConversion
import MarkupEncoding
import Testing
import TestSupport

/// One HTML page per encoding the issue lists (`Golden/encodings/<encoding>.html`, in that
/// encoding, declared by `<meta charset>`, `<meta http-equiv>` or a byte order mark) →
/// `<encoding>.txt`, the text a reader expects, plus Markdown with a UTF-16 byte order mark.
/// The inputs were encoded by Python's codecs from the expected text (`make-samples.py`),
/// so neither side comes from mconv.
@Suite("input encoding golden files")
struct InputEncodingGoldenTests {
    static let directory = GoldenFile.directory("encodings")
    static let htmlCases = GoldenFile.caseNames(in: directory, fileExtension: "html")

    /// The encodings of the issue: UTF-8, UTF-16LE/BE, windows-1250…1258, ISO-8859-2…16,
    /// KOI8-R/U, Shift_JIS, EUC-JP, ISO-2022-JP, GBK, gb18030, Big5, EUC-KR.
    static let listedEncodings = ["utf-8", "utf-16le", "utf-16be"]
        + (1250...1258).map { "windows-\($0)" }
        + [2, 3, 4, 5, 6, 7, 8, 10, 13, 14, 15, 16].map { "iso-8859-\($0)" }
        + ["koi8-r", "koi8-u", "shift_jis", "euc-jp", "iso-2022-jp", "gbk", "gb18030", "big5", "euc-kr"]

    @Test("each page converts to the expected text, with a note naming its encoding", arguments: htmlCases)
    func page(_ name: String) throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("\(name).html")) else { return }
        let result = try MarkupConverter().convert(bytes: Array(data), from: FormatSpecifier(format: .html), to: .plainText)
        GoldenFile.assertMatches(
            String(decoding: result.output, as: UTF8.self), golden: Self.directory.appendingPathComponent("\(name).txt")
        )
        let encoding = try #require(TextEncoding(label: name))
        let notes = result.diagnostics.filter { $0.code == MarkupConverter.inputEncodingCode }
        if encoding == .utf8 {
            #expect(notes.isEmpty)
        } else {
            #expect(notes.count == 1)
            #expect(notes.first?.severity == .note)
            #expect(notes.first?.message.contains(encoding.name) == true, "\(notes)")
        }
        #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
    }

    @Test("Markdown with a UTF-16LE byte order mark")
    func markdownWithByteOrderMark() throws {
        guard let data = GoldenFile.read(Self.directory.appendingPathComponent("markdown-utf-16le.md")) else { return }
        let result = try MarkupConverter().convert(bytes: Array(data), from: FormatSpecifier(format: .gfm), to: .plainText)
        GoldenFile.assertMatches(
            String(decoding: result.output, as: UTF8.self),
            golden: Self.directory.appendingPathComponent("markdown-utf-16le.txt")
        )
        #expect(result.diagnostics.map(\.message) == ["input read as UTF-16LE (byte order mark)"])
    }

    @Test("every listed encoding has a page")
    func complete() {
        #expect(Set(Self.listedEncodings).subtracting(Self.htmlCases).isEmpty)
        #expect(Self.listedEncodings.count == 33)
    }
}
