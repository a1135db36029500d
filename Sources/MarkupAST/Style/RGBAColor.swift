/// An sRGB colour with 8-bit red, green, blue and alpha channels, the resolved form of every
/// CSS colour syntax the frontend understands (hex, `rgb()`, `hsl()`, named colours).
///
/// Eight bits per channel is what `runs.json` emits (`#RRGGBB` / `#RRGGBBAA`, alpha last) and
/// what browsers keep for legacy sRGB colours; `alpha` 255 is opaque.
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
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        let channels = isOpaque ? [red, green, blue] : [red, green, blue, alpha]
        for channel in channels {
            bytes.append(Self.hexDigits[Int(channel >> 4)])
            bytes.append(Self.hexDigits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
