extension UTF8Input {
    /// `bytes` made ready for a frontend in one pass: validated as UTF-8 (a leading
    /// byte-order mark dropped, invalid sequences replaced or, with `strict`, thrown, as
    /// ``validated(_:strict:)`` does) and with the control characters that could drive a
    /// terminal replaced (as ``replacingControlCharacters(_:)`` does). Valid input is
    /// scanned once, eight bytes per step, for both; the diagnostics are those of the two
    /// steps, in that order.
    /// - Throws: ``InvalidUTF8Error`` in strict mode.
    public static func prepared(_ bytes: [UInt8], strict: Bool = false) throws(InvalidUTF8Error) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let markLength = byteOrderMarkLength(bytes)
        let body = markLength > 0 ? Array(bytes.dropFirst(markLength)) : bytes
        let problems = body.withUnsafeBufferPointer(firstProblems(in:))
        guard problems.invalid == nil else {
            // Rare: repair, then look for controls in the repaired text.
            let validated = try validated(bytes, strict: strict)
            let cleaned = replacingControlCharacters(validated.bytes)
            return (cleaned.bytes, validated.diagnostics + cleaned.diagnostics)
        }
        guard let control = problems.control else { return (body, []) }
        return replacingControlCharacters(body, from: control)
    }

    /// The offsets of the first byte that is not well-formed UTF-8 and of the first control
    /// character ``replacingControlCharacters(_:)`` replaces (before the invalid byte), in
    /// one scan: a word of printable ASCII is settled in five operations, an ASCII word with
    /// line breaks or tabs by an exact per-byte test, anything else byte by byte.
    static func firstProblems(in bytes: UnsafeBufferPointer<UInt8>) -> (invalid: Int?, control: Int?) {
        guard let base = bytes.baseAddress else { return (nil, nil) }
        let count = bytes.count
        var control: Int?
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if !mayHoldCandidate(word) {
                    index += 8
                    continue
                }
                if word & 0x8080_8080_8080_8080 == 0 {
                    // ASCII: valid; a candidate lane here is a control (no C2 lead in ASCII).
                    if control == nil {
                        let candidates = candidateLanes(word)
                        if candidates != 0 { control = index + candidates.trailingZeroBitCount / 8 }
                    }
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if control == nil, byte == 0x0C || isReplacedControl(byte) { control = index }
                index += 1
                continue
            }
            guard let length = wellFormedSequenceLength(at: index, in: bytes) else { return (index, control) }
            // A well-formed C2 sequence's second byte is 80…BF; 80…9F is a C1 control.
            if control == nil, byte == 0xC2, base[index + 1] <= 0x9F { control = index }
            index += length
        }
        return (nil, control)
    }
}
