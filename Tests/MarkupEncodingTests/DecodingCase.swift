import MarkupEncoding
import Testing

/// One decoding expectation: bytes in an encoding, the text they decode to, and the errors.
struct DecodingCase: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: [UInt8]
    let expected: String
    let errorCount: Int
    let firstErrorOffset: Int?
    let note: String

    /// `bytes` in the encoding `label` names decode to `expected` with no error.
    init(_ label: String, _ bytes: [UInt8], _ expected: String, _ note: String = "") {
        self.init(label, bytes, expected, errors: 0, firstErrorAt: nil, note)
    }

    /// `bytes` decode to `expected` with `errors` errors, the first at offset `firstErrorAt`.
    init(_ label: String, _ bytes: [UInt8], _ expected: String, errors: Int, firstErrorAt: Int?, _ note: String = "") {
        self.label = label
        self.bytes = bytes
        self.expected = expected
        errorCount = errors
        firstErrorOffset = firstErrorAt
        self.note = note
    }

    var testDescription: String {
        let hex = bytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
        return "\(label) [\(hex.joined(separator: " "))]" + (note.isEmpty ? "" : " \(note)")
    }

    /// Checks the case decoded in one piece, split into two chunks at every position, and fed
    /// one byte at a time: all must give the same text, error count and first error offset.
    func verify(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let encoding = TextEncoding(label: label) else {
            Issue.record("unknown label \(label)", sourceLocation: sourceLocation)
            return
        }
        let whole = TextDecoder.decode(bytes, as: encoding)
        #expect(whole.string == expected, "whole", sourceLocation: sourceLocation)
        #expect(whole.errorCount == errorCount, "whole: error count", sourceLocation: sourceLocation)
        #expect(whole.firstErrorOffset == firstErrorOffset, "whole: first error offset", sourceLocation: sourceLocation)
        var chunkings: [[[UInt8]]] = (0...bytes.count).map { split in
            [Array(bytes[..<split]), Array(bytes[split...])]
        }
        chunkings.append(bytes.map { [$0] })
        for chunks in chunkings {
            let chunked = Self.decode(chunks, as: encoding)
            #expect(chunked == whole, "chunks \(chunks)", sourceLocation: sourceLocation)
        }
    }

    /// `chunks` decoded one after the other by one decoder.
    static func decode(_ chunks: [[UInt8]], as encoding: TextEncoding) -> DecodedText {
        var decoder = TextDecoder(encoding: encoding)
        var output: [UInt8] = []
        for chunk in chunks {
            decoder.decode(chunk, into: &output)
        }
        decoder.finish(into: &output)
        return DecodedText(bytes: output, errorCount: decoder.errorCount, firstErrorOffset: decoder.firstErrorOffset)
    }
}
