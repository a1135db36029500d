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

    /// ``validated(_:strict:)`` in its lenient form, for parsers' byte-taking entry points:
    /// never throws (invalid UTF-8 is replaced, with its warning).
    public static func leniently(_ bytes: some Collection<UInt8>) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let array = Array(bytes)
        return (try? validated(array)) ?? (array, [])
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

    /// How many bytes at the start of `bytes` are ASCII (below 0x80), eight at a time: the
    /// fast path of every byte-level scan whose ASCII bytes are one code point and one UTF-16
    /// unit each.
    @inlinable
    public static func asciiPrefixLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0
        while index + 8 <= bytes.count,
              UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < bytes.count, base[index] < 0x80 { index += 1 }
        return index
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

    /// The diagnostic code for replaced control characters.
    public static let controlCharacterCode = "control-character-replaced"

    /// `bytes` (valid UTF-8) with the C0 and C1 control characters that could drive a
    /// terminal replaced: each one other than tab, line feed and carriage return (and DEL,
    /// U+007F) becomes U+FFFD, except form feed, which is white space to HTML and Markdown
    /// and becomes a space. One diagnostic counts them. Input without such characters is
    /// returned as is, after a scan of eight bytes per step.
    public static func replacingControlCharacters(_ bytes: [UInt8]) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        guard let first = bytes.withUnsafeBufferPointer(firstControlCharacterOffset(in:)) else { return (bytes, []) }
        return replacingControlCharacters(bytes, from: first)
    }

    /// ``replacingControlCharacters(_:)`` when the first control is known to be at `first`.
    static func replacingControlCharacters(_ bytes: [UInt8], from first: Int) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        result.append(contentsOf: bytes[..<first])
        var count = 0
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0C {
                result.append(0x20)
                count += 1
                index += 1
            } else if isReplacedControl(byte) {
                result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                count += 1
                index += 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F {
                result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                count += 1
                index += 2
            } else {
                result.append(byte)
                index += 1
            }
        }
        let diagnostic = Diagnostic(
            code: controlCharacterCode,
            message: "\(count) control character(s) replaced (U+FFFD; a form feed by a space), first at byte offset \(first)",
            span: SourceSpan(start: UInt32(clamping: first), end: UInt32(clamping: first + 1))
        )
        return (result, [diagnostic])
    }

    /// Whether `scalar` is a control character that ``replacingControlCharacters(_:)``
    /// replaces with U+FFFD (C0 but tab, line feed, carriage return and form feed; DEL; C1).
    /// The Markdown frontend replaces the same characters where a character reference makes
    /// them (`&#27;`), so it lets through nothing the input preparation keeps out.
    public static func isReplacedControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? isReplacedControl(UInt8(scalar.value)) : (0x80...0x9F).contains(scalar.value)
    }

    /// Whether the ASCII `byte` is a control character that ``replacingControlCharacters(_:)``
    /// replaces with U+FFFD.
    static func isReplacedControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C) || byte == 0x7F
    }

    /// Whether `bytes` hold a control character that ``replacingControlCharacters(_:)``
    /// replaces or a form feed: the word-at-a-time scan of the input, for text that reaches a
    /// frontend another way (a parser's decoded character references).
    public static func containsControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstControlCharacterOffset(in: bytes) != nil
    }

    /// The offset of the first control character to replace (C0 but tab, LF, CR; DEL; C1
    /// as `C2 80`…`C2 9F`), or `nil`.
    private static func firstControlCharacterOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // Printable ASCII is settled cheaply; anything else goes to the exact test.
                guard mayHoldCandidate(word) else {
                    index += 8
                    continue
                }
                let candidates = candidateLanes(word)
                guard candidates != 0 else {
                    index += 8
                    continue
                }
                // Straight to the first candidate; the byte checks below confirm it.
                index += candidates.trailingZeroBitCount / 8
            }
            let byte = base[index]
            if byte == 0x0C || isReplacedControl(byte) { return index }
            if byte == 0xC2, index + 1 < count, base[index + 1] >= 0x80, base[index + 1] <= 0x9F { return index }
            index += 1
        }
        return nil
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20…0x7E): most words of
    /// text, settled in five operations before the exact test.
    @inline(__always)
    static func mayHoldCandidate(_ word: UInt64) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // With no high bit set, subtracting 0x20 sets the high bit of a byte below 0x20 and
        // adding 1 that of a 0x7F, without a carry between bytes.
        let belowSpace = word &- 0x2020_2020_2020_2020
        let delete = word &+ 0x0101_0101_0101_0101
        return (word | belowSpace | delete) & highBits != 0
    }

    /// The high bit of each byte lane of `word` that may start a replaced control: below
    /// 0x20 but not tab, LF or CR; DEL; a 0xC2 lead byte (C1 when the next byte is 0x80…0x9F).
    /// Exact per lane (no borrow crosses lanes), so a tab or line break does not send the
    /// scan byte by byte.
    @inline(__always)
    static func candidateLanes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A lane's high bit ends set exactly when its byte is below 0x20.
        let below = ~(((word & low) &+ ones &* 0x60) | word | low)
        func equal(_ byte: UInt64) -> UInt64 {
            let x = word ^ (byte &* ones)
            return ~(((x & low) &+ low) | x | low)
        }
        let kept = equal(0x09) | equal(0x0A) | equal(0x0D)
        return (below & ~kept) | equal(0x7F) | equal(0xC2)
    }
}
