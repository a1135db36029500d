/// The decoder of one encoding, chosen from a closed set of concrete types so that each
/// decoder's loops are compiled for its own type (through a protocol existential they would
/// run as unspecialized generic code, several times slower).
enum DecoderEngine: Sendable {
    case utf8(UTF8Decoder)
    case utf16(UTF16Decoder)
    case singleByte(SingleByteDecoder)
    case gb18030(GB18030Decoder)
    case big5(LeadByteDecoder<Big5Scheme>)
    case eucJP(LeadByteDecoder<EUCJPScheme>)
    case shiftJIS(LeadByteDecoder<ShiftJISScheme>)
    case eucKR(LeadByteDecoder<EUCKRScheme>)
    case iso2022JP(ISO2022JPDecoder)
    case replacement(ReplacementDecoder)

    /// The decoder of `encoding`, in its initial state.
    init(encoding: EncodingID) {
        switch encoding {
        case .utf8: self = .utf8(UTF8Decoder())
        case .utf16BE: self = .utf16(UTF16Decoder(bigEndian: true))
        case .utf16LE: self = .utf16(UTF16Decoder(bigEndian: false))
        case .gbk, .gb18030: self = .gb18030(GB18030Decoder())
        case .big5: self = .big5(LeadByteDecoder(scheme: Big5Scheme()))
        case .eucJP: self = .eucJP(LeadByteDecoder(scheme: EUCJPScheme()))
        case .shiftJIS: self = .shiftJIS(LeadByteDecoder(scheme: ShiftJISScheme()))
        case .eucKR: self = .eucKR(LeadByteDecoder(scheme: EUCKRScheme()))
        case .iso2022JP: self = .iso2022JP(ISO2022JPDecoder())
        case .replacement: self = .replacement(ReplacementDecoder())
        case .xUserDefined: self = .singleByte(SingleByteDecoder(table: .xUserDefined))
        default:
            // Every other encoding is a single-byte one with a generated index (the tests
            // decode all 28); replacement is only the safe answer to a table that is missing.
            if let table = SingleByteTable.table(for: encoding) {
                self = .singleByte(SingleByteDecoder(table: table))
            } else {
                self = .replacement(ReplacementDecoder())
            }
        }
    }

    /// Runs the decoder on `input`, the next chunk of the stream, or on the end of the
    /// stream when `input` is `nil`.
    mutating func process(_ input: UnsafeBufferPointer<UInt8>?, into output: inout DecoderOutput) {
        switch self {
        case var .utf8(decoder): Self.run(&decoder, input, &output); self = .utf8(decoder)
        case var .utf16(decoder): Self.run(&decoder, input, &output); self = .utf16(decoder)
        case var .singleByte(decoder): Self.run(&decoder, input, &output); self = .singleByte(decoder)
        case var .gb18030(decoder): Self.run(&decoder, input, &output); self = .gb18030(decoder)
        case var .big5(decoder): Self.run(&decoder, input, &output); self = .big5(decoder)
        case var .eucJP(decoder): Self.run(&decoder, input, &output); self = .eucJP(decoder)
        case var .shiftJIS(decoder): Self.run(&decoder, input, &output); self = .shiftJIS(decoder)
        case var .eucKR(decoder): Self.run(&decoder, input, &output); self = .eucKR(decoder)
        case var .iso2022JP(decoder): Self.run(&decoder, input, &output); self = .iso2022JP(decoder)
        case var .replacement(decoder): Self.run(&decoder, input, &output); self = .replacement(decoder)
        }
    }

    private static func run<Decoder: ByteStreamDecoder>(
        _ decoder: inout Decoder, _ input: UnsafeBufferPointer<UInt8>?, _ output: inout DecoderOutput
    ) {
        if let input {
            decoder.decode(input, into: &output)
        } else {
            decoder.finish(into: &output)
        }
    }
}
