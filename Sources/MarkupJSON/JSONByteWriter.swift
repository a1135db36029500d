import MarkupAST

/// Writes JSON tokens into a byte buffer: strings escaped per RFC 8259 (plus U+2028/U+2029,
/// which JavaScript before ES2019 cannot read raw), numbers in their shortest form with
/// integral values written without a fraction.
///
/// The per-token writes are `@inlinable`: backends in other modules call them per run and
/// per attribute, and an out-of-line call per token measured as a tenth of a rendering.
public struct JSONByteWriter {
    /// The bytes written so far.
    public let buffer: ByteBuffer

    /// Creates a writer with room for `capacity` bytes.
    public init(capacity: Int) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// Appends `literal`; one-byte literals (`,` `]` `}`) skip the copy routine.
    @inlinable @inline(__always)
    public func raw(_ literal: StaticString) {
        if literal.utf8CodeUnitCount == 1 {
            buffer.append(literal.utf8Start.pointee)
        } else {
            buffer.append(literal)
        }
    }

    @inlinable
    public func string(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var clean = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while none of them can need an escape.
                if index + 8 <= bytes.count,
                   !Self.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                let needsEscape: Bool
                if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    needsEscape = true
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    needsEscape = true
                } else {
                    needsEscape = false
                }
                if needsEscape {
                    if clean < index { buffer.append(UnsafeBufferPointer(rebasing: bytes[clean..<index])) }
                    index += escape(byte, next: index + 2 < bytes.count ? bytes[index + 2] : 0)
                    clean = index
                } else {
                    index += 1
                }
            }
            if clean < bytes.count { buffer.append(UnsafeBufferPointer(rebasing: bytes[clean...])) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes in `word` is below 0x20, a quotation mark, a reverse
    /// solidus or 0xE2 (the lead byte of U+2028 and U+2029): the bytes ``string(_:)`` looks
    /// at one by one. The classic word-at-a-time tests, exact for "any byte" (a borrow only
    /// ever flags a byte above one that already matched).
    @inlinable @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let separatorLead = word ^ (ones &* 0xE2)
        let zeros = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((separatorLead &- ones) & ~separatorLead)
        return (control | zeros) & highs != 0
    }

    /// Writes the escape for the character starting with `byte`; returns its byte length.
    @usableFromInline func escape(_ byte: UInt8, next: UInt8) -> Int {
        switch byte {
        case 0x22: buffer.append("\\\"")
        case 0x5C: buffer.append("\\\\")
        case 0x0A: buffer.append("\\n")
        case 0x09: buffer.append("\\t")
        case 0x0D: buffer.append("\\r")
        case 0x08: buffer.append("\\b")
        case 0x0C: buffer.append("\\f")
        case 0xE2:
            buffer.append(next == 0xA8 ? "\\u2028" : "\\u2029")
            return 3
        default:
            buffer.append("\\u00")
            buffer.append(Self.hexDigit(byte >> 4))
            buffer.append(Self.hexDigit(byte & 0xF))
        }
        return 1
    }

    @usableFromInline static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }

    @inlinable
    public func int(_ value: Int) {
        if value >= 0 && value < 10 {
            buffer.append(0x30 + UInt8(value))
            return
        }
        // Room for the longest Int (a sign and 19 digits) once, then the digits written in
        // place right to left: no per-digit capacity check, no temporary buffer.
        if buffer.count + 20 > buffer.capacity { buffer.grow(toAtLeast: buffer.count + 20) }
        let base = buffer.base
        var position = buffer.count
        if value < 0 {
            base[position] = UInt8(ascii: "-")
            position += 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var index = position + digits - 1
        repeat {
            base[index] = 0x30 + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        buffer.written = position + digits
    }

    public func number(_ value: Double) {
        guard value.isFinite else {
            buffer.append(UInt8(ascii: "0"))
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
        } else {
            buffer.append(value.description)
        }
    }

    @inlinable
    public func bool(_ value: Bool) {
        buffer.append(value ? "true" : "false")
    }

    /// `"#rrggbb"`, or `"#rrggbbaa"` when not opaque, written without allocating.
    @inlinable
    public func color(_ value: RGBAColor) {
        buffer.append("\"#")
        hexByte(value.red)
        hexByte(value.green)
        hexByte(value.blue)
        if value.alpha != 255 { hexByte(value.alpha) }
        buffer.append(UInt8(ascii: "\""))
    }

    @usableFromInline func hexByte(_ byte: UInt8) {
        buffer.append(Self.hexDigit(byte >> 4))
        buffer.append(Self.hexDigit(byte & 0xF))
    }

    public func strings(_ values: [String]) {
        buffer.append(UInt8(ascii: "["))
        for (offset, value) in values.enumerated() {
            if offset > 0 { buffer.append(UInt8(ascii: ",")) }
            string(value)
        }
        buffer.append(UInt8(ascii: "]"))
    }
}
