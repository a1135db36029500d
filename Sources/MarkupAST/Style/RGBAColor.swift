/// An sRGB colour with 8-bit red, green, blue and alpha channels, the resolved form of every
/// colour syntax mconv reads (hex, names, `rgb()`, `hsl()`, `hwb()`, `lab()`, `oklch()`,
/// `color()`…, see ``ColorSyntax``).
///
/// Eight bits per channel is what `runs.json` emits (`#RRGGBB` / `#RRGGBBAA`, alpha last) and
/// what browsers keep for legacy sRGB colours; `alpha` 255 is opaque. A colour written in
/// another space (`color(display-p3 1 0 0)`, `oklch(…)`) is converted and gamut-mapped to
/// sRGB and keeps its original in ``specified``, which is part of its identity (`==`).
///
/// ```swift
/// let red = RGBAColor(red: 255, green: 0, blue: 0)
/// red.hexString        // "#ff0000"
/// ```
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8
    /// The colour as written, when it was not written in sRGB; nil for hex, names,
    /// `rgb()`, `hsl()`, `hwb()` and the other sRGB forms.
    public var specified: SpecifiedColor? = nil

    /// Creates a colour; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    public init(rgb: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8), blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// `transparent`: black with zero alpha (CSS Color 4 §6.1.1).
    public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether `alpha` is 255.
    public var isOpaque: Bool { alpha == 255 }

    /// `#rrggbb` when opaque, else `#rrggbbaa` (lower-case, alpha last as in CSS; the
    /// `runs.json` colour format).
    public var hexString: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9)
        appendHex(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``hexString``'s bytes to `bytes`, without making the string.
    func appendHex(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "#"))
        Self.appendHexDigits(of: red, to: &bytes)
        Self.appendHexDigits(of: green, to: &bytes)
        Self.appendHexDigits(of: blue, to: &bytes)
        if !isOpaque { Self.appendHexDigits(of: alpha, to: &bytes) }
    }

    private static func appendHexDigits(of channel: UInt8, to bytes: inout [UInt8]) {
        bytes.append(hexDigit(channel >> 4))
        bytes.append(hexDigit(channel & 0xF))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

}

extension RGBAColor {
    /// The colour of hex digits without the `#`: `rgb`, `rgba`, `rrggbb` or `rrggbbaa`
    /// (CSS Color 4 §5.2; a short form repeats each digit, `abc` is `aabbcc`); nil for any
    /// other length or a non-hex byte. Shared by the CSS parser and stylesheet files.
    public init?(hexDigits digits: UnsafeBufferPointer<UInt8>) {
        let count = digits.count
        guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
        var nibbles: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 15, 15)
        for index in 0..<count {
            let byte = digits[index]
            let nibble: UInt8
            if byte &- 0x30 < 10 {
                nibble = byte - 0x30
            } else if (byte | 0x20) &- 0x61 < 6 {
                nibble = (byte | 0x20) - 0x61 + 10
            } else {
                return nil
            }
            if count <= 4 {
                withUnsafeMutableBytes(of: &nibbles) { $0[2 * index] = nibble; $0[2 * index + 1] = nibble }
            } else {
                withUnsafeMutableBytes(of: &nibbles) { $0[index] = nibble }
            }
        }
        self.init(
            red: nibbles.0 << 4 | nibbles.1, green: nibbles.2 << 4 | nibbles.3, blue: nibbles.4 << 4 | nibbles.5,
            alpha: nibbles.6 << 4 | nibbles.7
        )
    }
}
