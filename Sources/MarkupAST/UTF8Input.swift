/// Checks input bytes for valid UTF-8, replacing invalid sequences with U+FFFD (with a
/// warning) or rejecting them in strict mode.
///
/// Validation is done here, once, with an ASCII fast path that checks eight bytes per
/// step; frontends then work on the bytes directly.
public enum UTF8Input {
    /// Thrown in strict mode for bytes that are not valid UTF-8.
    public struct InvalidUTF8Error: Error, Hashable, Sendable, CustomStringConvertible {
        /// Offset of the first invalid byte.
        public var offset: Int
        /// A readable message.
        public var description: String { "input is not valid UTF-8 (first invalid byte at offset \(offset))" }
    }

    /// The diagnostic code for replaced bytes.
    public static let diagnosticCode = "invalid-utf8"

    /// Returns valid UTF-8 for `bytes`: the bytes themselves (without a leading byte-order
    /// mark) when they are valid, otherwise a copy with each invalid sequence replaced by
    /// U+FFFD and one warning.
    /// - Parameter strict: throw ``InvalidUTF8Error`` instead of replacing invalid bytes.
    public static func validated(_ bytes: [UInt8], strict: Bool = false) throws(InvalidUTF8Error) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let markLength = byteOrderMarkLength(bytes)
        let body = markLength > 0 ? Array(bytes.dropFirst(markLength)) : bytes
        guard let invalid = body.withUnsafeBufferPointer(firstInvalidOffset(in:)) else {
            return (body, [])
        }
        let offset = invalid + markLength
        if strict { throw InvalidUTF8Error(offset: offset) }
        let repaired = Array(String(decoding: body, as: UTF8.self).utf8)
        let diagnostic = Diagnostic(
            code: diagnosticCode,
            message: "invalid UTF-8 replaced with U+FFFD (first invalid byte at offset \(offset))",
            span: SourceSpan(start: UInt32(clamping: offset), end: UInt32(clamping: offset + 1))
        )
        return (repaired, [diagnostic])
    }

    /// The length of a leading UTF-8 byte-order mark (3), or 0. ``validated(_:strict:)`` drops
    /// it, so offsets into the validated bytes are this much smaller than offsets into `bytes`.
    public static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Like ``validated(_:strict:)``, returning a `String`.
    public static func decode(_ bytes: [UInt8], strict: Bool = false) throws(InvalidUTF8Error) -> (text: String, diagnostics: [Diagnostic]) {
        let result = try validated(bytes, strict: strict)
        return (String(decoding: result.bytes, as: UTF8.self), result.diagnostics)
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence
    /// (Unicode Table 3-7: no overlongs, no surrogates, nothing above U+10FFFF), or `nil`.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            if base[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = wellFormedSequenceLength(at: index, in: bytes) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (Unicode Standard
    /// Table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF), or `nil` when the
    /// bytes there are not one. The one definition every reader shares (input validation,
    /// the JSON reader).
    @inlinable
    public static func wellFormedSequenceLength<Bytes: RandomAccessCollection>(
        at index: Int, in bytes: Bytes
    ) -> Int? where Bytes.Element == UInt8, Bytes.Index == Int {
        guard index >= bytes.startIndex, index < bytes.endIndex else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.endIndex else { return nil }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
