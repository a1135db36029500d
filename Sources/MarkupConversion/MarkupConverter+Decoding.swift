import HTMLFrontend
import MarkupAST
import MarkupEncoding

extension MarkupConverter {
    /// The diagnostic code naming the encoding an input was read in when it was not UTF-8.
    public static let inputEncodingCode = "input-encoding"
    /// The diagnostic code for bytes not valid in a non-UTF-8 input's encoding.
    public static let undecodableInputCode = "undecodable-input"

    /// `bytes`, in whatever encoding they are, decoded to UTF-8 for the frontend of `input`.
    ///
    /// The encoding is chosen as the HTML Standard's encoding sniffing algorithm does
    /// (§13.2.3.2), in this order:
    /// 1. a byte order mark (UTF-8, UTF-16LE, UTF-16BE), for every format;
    /// 2. ``ConversionOptions/encoding`` (the CLI's `--encoding NAME`);
    /// 3. HTML only: a `<meta charset>`, `<meta http-equiv="Content-Type" content="…;
    ///    charset=…">` or XML declaration in the first 1,024 bytes, its label mapped as the
    ///    Encoding Standard does (`iso-8859-1`, `latin1` and `ascii` are windows-1252);
    /// 4. otherwise UTF-8. HTML that declares nothing and is not valid UTF-8 is read as
    ///    windows-1252, the browsers' default for such pages (legacy pages in Western
    ///    languages), with a warning; with ``ConversionOptions/strictUTF8`` it stays UTF-8
    ///    and its invalid bytes are rejected: strict mode never guesses.
    ///
    /// While the choice is tentative (steps 3 and 4), HTML gets the tree builder's "change
    /// the encoding" (§13.2.6.4.4, §13.2.3.5) as a browser does it: when a `<meta>` after the
    /// first 1,024 bytes may declare a charset, the decoded text is parsed, and if the first
    /// `<meta>` the tree builder inserts that declares an encoding declares another one, the
    /// input is decoded again in it (source ``MarkupEncoding/EncodingSource/metaElement``).
    /// That costs one extra tree parse, only for pages with a late `<meta>` declaring another
    /// encoding, and happens at most once.
    ///
    /// UTF-8 costs one check of the first 1,024 bytes (and, for undeclared HTML, a validity
    /// scan): its bytes are returned as they are, for ``parse(utf8:from:rawHTML:)`` to validate.
    /// Any other encoding is decoded (each invalid sequence becomes U+FFFD with one
    /// `undecodable-input` warning, or, in strict mode, an error), and an `input-encoding`
    /// diagnostic names it: a note when the input or the options declared it, a warning when
    /// it was guessed.
    /// - Throws: ``InputError/undecodable(_:)`` in strict mode for bytes not valid in a
    ///   non-UTF-8 encoding; ``InputError/tooLarge(_:)`` for more bytes than
    ///   ``ConversionOptions/maxInputBytes``.
    public func decode(_ bytes: [UInt8], from input: FormatSpecifier) throws(InputError) -> DecodedInput {
        try checkSize(of: bytes)
        let isHTML = input.format.name == DocumentFormat.html.name
        var detection = EncodingSniffer.detect(bytes, forcedEncoding: options.encoding, isHTML: isHTML)
        if isHTML, detection.source == .fallback, !options.strictUTF8, !Self.isValidUTF8(bytes) {
            detection = EncodingDetection(encoding: .windows1252, source: .fallback)
        }
        if isHTML, detection.source == .prescan || detection.source == .fallback,
            let declared = Self.changedEncoding(ofHTML: bytes, tentative: detection.encoding)
        {
            detection = EncodingDetection(encoding: declared, source: .metaElement)
        }
        guard detection.encoding != .utf8 else {
            return DecodedInput(utf8: bytes, detection: detection)
        }
        let text = TextDecoder.decode(bytes.dropFirst(detection.byteOrderMarkLength), as: detection.encoding)
        var diagnostics = [Self.encodingDiagnostic(detection)]
        if let first = text.firstErrorOffset.map({ $0 + detection.byteOrderMarkLength }) {
            if options.strictUTF8 {
                throw .undecodable(UndecodableInputError(encoding: detection.encoding.name, offset: first))
            }
            diagnostics.append(Diagnostic(
                code: Self.undecodableInputCode,
                message: "\(text.errorCount) byte sequence(s) not valid in \(detection.encoding.name) replaced with U+FFFD "
                    + "(first at input byte offset \(first))"
            ))
        }
        return DecodedInput(utf8: text.bytes, detection: detection, diagnostics: diagnostics)
    }

    /// The document tree of `bytes` in `input`, whatever their encoding: ``decode(_:from:)``,
    /// then ``parse(utf8:from:for:)``. The decoding's diagnostics come first. Diagnostic spans
    /// are byte offsets into the decoded UTF-8 (``DecodedInput/utf8``), which are the input's
    /// own offsets when it was UTF-8.
    /// - Throws: ``InputError`` (see ``decode(_:from:)`` and ``parse(utf8:from:rawHTML:)``).
    public func parse(bytes: [UInt8], from input: FormatSpecifier, for output: DocumentFormat) throws(InputError) -> ParseResult {
        let decoded = try decode(bytes, from: input)
        var result = try parse(utf8: decoded.utf8, from: input, for: output)
        result.diagnostics.insert(contentsOf: decoded.diagnostics, at: 0)
        return result
    }

    /// `bytes` in `input`, whatever their encoding (see ``decode(_:from:)``), converted to
    /// `output`, as UTF-8 bytes.
    ///
    /// ```swift
    /// let page = Array(#"<meta charset="windows-1252"><p>caf"#.utf8) + [0xE9, 0x20, 0x80, 0x31]
    /// let text = try MarkupConverter().convert(bytes: page, from: FormatSpecifier(format: .html), to: .plainText)
    /// print(String(decoding: text.output, as: UTF8.self))   // "café €1\n"
    /// ```
    /// - Throws: ``InputError`` (see ``decode(_:from:)`` and ``parse(utf8:from:rawHTML:)``).
    public func convert(bytes: [UInt8], from input: FormatSpecifier, to output: DocumentFormat) throws(InputError) -> ConversionResult<[UInt8]> {
        let parsed = try parse(bytes: bytes, from: input, for: output)
        let rendered = render(parsed.document, to: output, inputExtensions: input.extensions)
        return ConversionResult(output: rendered.output, diagnostics: parsed.diagnostics + rendered.diagnostics)
    }

    /// The HTML tree builder's "change the encoding" (HTML Standard §13.2.6.4.4, §13.2.3.5)
    /// for HTML `bytes` read in the tentative encoding `tentative` (the prescan's or the
    /// default): the encoding the first `<meta>` that declares one changes to, or nil when
    /// none does or it declares `tentative` itself. Only a page with a `<meta>` after the
    /// prescan's 1,024 bytes that declares another encoding is parsed for it (the prescan
    /// has seen the declarations before; one that repeats the encoding changes nothing).
    ///
    /// ```swift
    /// let page = Array(("<!--" + String(repeating: "x", count: 1100) + "--><meta charset=koi8-r>").utf8)
    /// MarkupConverter.changedEncoding(ofHTML: page, tentative: .windows1252)?.name   // "KOI8-R"
    /// ```
    public static func changedEncoding(ofHTML bytes: [UInt8], tentative: TextEncoding) -> TextEncoding? {
        guard EncodingSniffer.hasLateDeclaration(bytes, after: EncodingSniffer.prescanLength - 5, otherThan: tentative) else { return nil }
        let text = tentative == .utf8 ? bytes : TextDecoder.decode(bytes, as: tentative).bytes
        let tree = HTMLDOMParser().parse(utf8: text).tree
        for meta in tree.metaDeclarations {
            guard let declared = EncodingSniffer.encoding(declaredByMetaCharset: meta.charset, httpEquiv: meta.httpEquiv, content: meta.content) else {
                continue
            }
            return declared == tentative ? nil : declared
        }
        return nil
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(UTF8Input.firstInvalidOffset(in:)) == nil
    }

    /// The `input-encoding` diagnostic: which encoding, and what chose it.
    private static func encodingDiagnostic(_ detection: EncodingDetection) -> Diagnostic {
        let name = detection.encoding.name
        switch detection.source {
        case .byteOrderMark:
            return Diagnostic(code: inputEncodingCode, severity: .note, message: "input read as \(name) (byte order mark)")
        case .forced:
            return Diagnostic(code: inputEncodingCode, severity: .note, message: "input read as \(name) (as the encoding option says)")
        case .prescan:
            return Diagnostic(code: inputEncodingCode, severity: .note, message: "input read as \(name) (as the document declares)")
        case .metaElement:
            return Diagnostic(
                code: inputEncodingCode, severity: .note,
                message: "input read as \(name) (as a <meta> after the first 1,024 bytes declares; read again, as a browser does)"
            )
        case .fallback:
            return Diagnostic(
                code: inputEncodingCode,
                message: "input declares no encoding and is not valid UTF-8: read as \(name) (give the right one with --encoding)"
            )
        }
    }
}
