/// The decoder shape shared by Big5, EUC-JP, Shift_JIS and EUC-KR (Encoding Standard sections
/// 11.1.1, 12.1.1, 12.3.1, 13.1.1): a byte either decodes alone or is a lead byte kept until
/// the next byte; after a lead byte, an error restores the next byte when it is ASCII, so a
/// bad pair never masks an ASCII delimiter. The `Scheme` supplies what differs.
struct LeadByteDecoder<Scheme: LeadByteScheme>: ByteStreamDecoder {
    let scheme: Scheme
    /// The pending lead (0 when none); see `LeadByteScheme.decodePair`.
    private var lead: UInt16 = 0
    /// The stream offset of the pending sequence's first byte.
    private var sequenceStart = 0

    init(scheme: Scheme) {
        self.scheme = scheme
    }

    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout DecoderOutput) {
        guard let bytes = input.baseAddress else { return }
        let end = input.count
        var index = 0
        while index < end {
            if lead == 0 {
                let byte = bytes[index]
                if byte < 0x80 {
                    index = ASCIIRun.copy(from: bytes, at: index, to: end, into: &output)
                    continue
                }
                switch scheme.decodeSingle(byte, into: &output) {
                case .written:
                    index += 1
                    continue
                case .error:
                    output.appendReplacement(forErrorAt: output.chunkOffset + index)
                    index += 1
                    continue
                case .lead:
                    lead = UInt16(byte)
                    sequenceStart = output.chunkOffset + index
                    index += 1
                    if index == end { return }
                }
            }
            // A lead is pending: the byte at `index` follows it.
            let byte = bytes[index]
            let pending = lead
            lead = 0
            switch scheme.decodePair(lead: pending, byte, into: &output) {
            case .written:
                index += 1
            case let .lead(next):
                lead = next
                index += 1
            case .error:
                output.appendReplacement(forErrorAt: sequenceStart)
                if byte >= 0x80 {
                    index += 1
                }
            }
        }
    }

    mutating func finish(into output: inout DecoderOutput) {
        if lead != 0 {
            lead = 0
            output.appendReplacement(forErrorAt: sequenceStart)
        }
    }
}

/// What differs between the lead-byte encodings: what a byte 0x80 or above means alone, and
/// what a lead and the byte after it mean.
protocol LeadByteScheme: Sendable {
    /// Handles `byte` (0x80 or above) with no lead byte pending: writes its code point, or
    /// says it is a lead byte or an error.
    func decodeSingle(_ byte: UInt8, into output: inout DecoderOutput) -> LeadByteSingleResult

    /// Handles `byte` after `lead`: writes the code point(s) of the pair, or says it is an
    /// error, or that the pair is the start of a longer sequence whose new lead is returned
    /// (EUC-JP's three-byte JIS X 0212 sequences, whose lead is the second byte plus 0x100).
    func decodePair(lead: UInt16, _ byte: UInt8, into output: inout DecoderOutput) -> LeadByteResult
}

/// What a byte means alone (`LeadByteScheme.decodeSingle`).
enum LeadByteSingleResult {
    /// Its code point was written.
    case written
    /// It is a lead byte.
    case lead
    /// It is an error.
    case error
}

/// What a pair means (`LeadByteScheme.decodePair`).
enum LeadByteResult {
    /// Its code point(s) were written.
    case written
    /// The sequence goes on, with this as its pending lead.
    case lead(UInt16)
    /// It is an error (the second byte is restored when it is ASCII).
    case error
}
