/// Chooses the encoding of an input and decodes it to UTF-8: the HTML Standard's encoding
/// sniffing algorithm (§13.2.3.2, "Determining the character encoding") as a converter needs
/// it.
///
/// The order is: a byte order mark; else the forced encoding (a user's `--encoding NAME`);
/// else, for HTML, the prescan of the first 1,024 bytes; else the fallback encoding.
///
/// The fallback is UTF-8, not a browser's locale-dependent default (windows-1252 in Western
/// locales): mconv converts files, and files without any declaration today are almost always
/// UTF-8 (the HTML Standard itself suggests UTF-8 "in controlled environments"). Pass
/// `fallbackEncoding: .windows1252` to behave like a Western browser.
///
/// Like a browser's prescan, it does not see a `<meta charset>` that comes after the first
/// 1,024 bytes; a browser's tree builder finds such a late declaration and reparses ("change
/// the encoding", §13.2.6.4.4). An HTML parser can do the same with an encoding chosen by
/// `.prescan` or `.fallback` (the standard's "tentative" confidence): decode again with the
/// encoding its first declaring `<meta>` names (``encoding(declaredByMetaCharset:httpEquiv:content:)``
/// reads one; `MarkupConversion`'s `MarkupConverter.decode` does all of it, source
/// ``EncodingSource/metaElement``). A byte order mark or a forced encoding is final.
///
/// ```swift
/// let page = Array(#"<meta charset="iso-8859-2"><p>"#.utf8) + [0xB1]   // 0xB1 is "ą"
/// let document = EncodingSniffer.decode(page, isHTML: true)
/// document.detection.encoding.name    // "ISO-8859-2"
/// document.detection.source           // .prescan
/// document.text.string                // #"<meta charset="iso-8859-2"><p>ą"#
/// ```
public enum EncodingSniffer {
    /// The number of leading bytes the HTML prescan reads, as the HTML Standard encourages.
    public static let prescanLength = 1024

    /// The encoding to decode `bytes` with, and how it was chosen (see the type's summary for
    /// the order). `forcedEncoding` is used as given: forcing UTF-16LE decodes UTF-16LE.
    public static func detect(
        _ bytes: some Collection<UInt8>,
        forcedEncoding: TextEncoding? = nil,
        isHTML: Bool,
        fallbackEncoding: TextEncoding = .utf8
    ) -> EncodingDetection {
        if let mark = ByteOrderMark(prefixOf: bytes) {
            return EncodingDetection(encoding: mark.encoding, source: .byteOrderMark, byteOrderMarkLength: mark.length)
        }
        if let forcedEncoding {
            return EncodingDetection(encoding: forcedEncoding, source: .forced)
        }
        if isHTML, let declared = prescan(bytes) {
            return EncodingDetection(encoding: declared, source: .prescan)
        }
        return EncodingDetection(encoding: fallbackEncoding, source: .fallback)
    }

    /// Chooses the encoding of `bytes` as `detect` does and decodes them (after the byte order
    /// mark, if any) to UTF-8.
    ///
    /// The text's `errorCount` and `firstErrorOffset` let a strict caller reject input that
    /// was not valid in the chosen encoding.
    public static func decode(
        _ bytes: some Collection<UInt8>,
        forcedEncoding: TextEncoding? = nil,
        isHTML: Bool,
        fallbackEncoding: TextEncoding = .utf8
    ) -> DecodedDocument {
        let detection = detect(
            bytes, forcedEncoding: forcedEncoding, isHTML: isHTML, fallbackEncoding: fallbackEncoding
        )
        let decoded = TextDecoder.decode(bytes.dropFirst(detection.byteOrderMarkLength), as: detection.encoding)
        let text = DecodedText(
            bytes: decoded.bytes,
            errorCount: decoded.errorCount,
            firstErrorOffset: decoded.firstErrorOffset.map { $0 + detection.byteOrderMarkLength }
        )
        return DecodedDocument(detection: detection, text: text)
    }

    /// The encoding the first `prescanLength` bytes of an HTML document declare, or `nil`: the
    /// HTML Standard's "prescan a byte stream to determine its encoding" (§13.2.3.2).
    ///
    /// It finds `<meta charset=…>` and `<meta http-equiv="Content-Type" content="…;
    /// charset=…">` outside comments, skipping other tags with their attributes; a
    /// declaration the bytes end in the middle of does not count. A declared UTF-16BE/LE
    /// means UTF-8 (the bytes were read as ASCII, so they are not UTF-16) and x-user-defined
    /// means windows-1252. When no `<meta>` declares one, an XML declaration at the very
    /// start can (`<?xml version="1.0" encoding="…"?>`), and bytes starting with `<?x` in
    /// UTF-16 (with no byte order mark) are UTF-16.
    public static func prescan(_ bytes: some Collection<UInt8>) -> TextEncoding? {
        var prescanner = EncodingPrescanner(bytes: Array(bytes.prefix(prescanLength)))
        return prescanner.run()
    }
}
