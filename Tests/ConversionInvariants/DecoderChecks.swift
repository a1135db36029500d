import MarkupConversion
import MarkupEncoding

/// The `encoding` fuzz target: a choice byte picks one of the Encoding Standard's encodings
/// (in the standard's order, ``MarkupEncoding/TextEncoding/allEncodings``), a second byte
/// one of its labels (the label is what a document declares, so the label table is
/// fuzzed too), a third a chunk size, the rest is the bytes.
///
/// - The decoded text is valid UTF-8.
/// - Decoding in chunks of the chosen size gives the same text and error count as decoding
///   whole (a sequence split between chunks decodes as if it arrived whole).
/// - Every error is written as U+FFFD, so an error count above zero means a U+FFFD in the
///   text, and the first error's offset is inside the input.
/// - HTML declared in that encoding (`--encoding`) converts to valid UTF-8 plain text, and
///   so does the same HTML left to the sniffer (byte order marks, `<meta charset>`).
enum DecoderChecks {
    static func problems(_ input: inout FuzzInput) -> [String] {
        let encoding = input.pick(TextEncoding.allEncodings)
        let label = input.pick(encoding.labels)
        let chunkSize = input.choice(16) + 1
        let bytes = input.payload
        var problems: [String] = []
        guard TextEncoding(label: label) == encoding else { return ["the label \(label) does not name \(encoding.name)"] }
        let whole = TextDecoder.decode(bytes, as: encoding)
        if String(validating: whole.bytes, as: UTF8.self) == nil { problems.append("\(label): the decoded text is not valid UTF-8") }
        var decoder = TextDecoder(encoding: encoding)
        var chunked: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunkSize)
            decoder.decode(bytes[start..<end], into: &chunked)
            start = end
        }
        decoder.finish(into: &chunked)
        if chunked != whole.bytes || decoder.errorCount != whole.errorCount {
            problems.append("\(label): decoding in chunks of \(chunkSize) differs from decoding whole")
        }
        if whole.errorCount > 0 && !whole.string.unicodeScalars.contains("\u{FFFD}") {
            problems.append("\(label): \(whole.errorCount) errors but no U+FFFD")
        }
        if let offset = whole.firstErrorOffset, offset < 0 || offset >= bytes.count {
            problems.append("\(label): first error at \(offset) of \(bytes.count) bytes")
        }
        var declared = ConversionOptions()
        declared.encoding = encoding
        for options in [declared, ConversionOptions()] {
            let converter = MarkupConverter(options: options)
            guard let result = try? converter.convert(bytes: bytes, from: FormatSpecifier(format: .html), to: .plainText) else { continue }
            if String(validating: result.output, as: UTF8.self) == nil { problems.append("\(label): HTML → text output is not valid UTF-8") }
        }
        return problems
    }
}
