/// A colour function mconv resolves: those of CSS Color 4 and `device-cmyk()` of CSS
/// Color 5, and the forms of its lineage (Stylizer): `hsv()`/`hsb()`, `cmyk()`, `gray()`
/// and `displayP3()`.
///
/// The names are ASCII case-insensitive. ``evaluate(_:)`` is the one grammar of their
/// arguments, shared by inline CSS, `<font color>` and stylesheet files.
///
/// The lineage's forms accept everything Stylizer's colour parser accepts, with its
/// conventions: comma-separated arguments; `gray(w, a)` with the white level 0–255;
/// `displayP3(r, g, b, a)` and `cmyk(c, m, y, k, a)` with components 0–255 (`cmyk()` is
/// converted naively, as Core Graphics' device CMYK does without a profile); `hsv()`/`hsb()`
/// with the hue in degrees and saturation and value as percentages; alpha a number 0–1.
/// Beyond Stylizer, as CSS allows for its own functions: percentages for the 0–255
/// components, fractional numbers, angle units on the hue, the space-separated syntax with
/// `/ alpha` and `none`, and alpha as a percentage.
public enum ColorFunction: Hashable, Sendable {
    /// `rgb()` / `rgba()`.
    case rgb
    /// `hsl()` / `hsla()`.
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    /// `color(<space> c1 c2 c3 [/ alpha])`.
    case color
    /// `device-cmyk()` (CSS Color 5 §14): components 0–1 or percentages, naively converted.
    case deviceCMYK
    /// `hsv()` / `hsb()` (Stylizer): as `hsl()`, with value (brightness) for lightness.
    case hsv
    /// `cmyk(c, m, y, k[, a])` (Stylizer): components 0–255 or percentages.
    case cmyk
    /// `gray(w[, a])` (Stylizer): white level 0–255 or a percentage.
    case gray
    /// `displayP3(r, g, b[, a])` (Stylizer): display-p3 channels 0–255 or percentages.
    case displayP3

    /// The function named `name` (without the parenthesis), ignoring ASCII case.
    public init?(name: UnsafeBufferPointer<UInt8>) {
        for (candidate, function) in Self.names where ASCIIKeyword.equals(name, candidate) {
            self = function
            return
        }
        return nil
    }

    /// Every name, the common ones first (the lookup is on the inline-CSS path).
    private static let names: [(StaticString, ColorFunction)] = [
        ("rgb", .rgb), ("rgba", .rgb), ("hsl", .hsl), ("hsla", .hsl), ("hwb", .hwb), ("lab", .lab), ("lch", .lch),
        ("oklab", .oklab), ("oklch", .oklch), ("color", .color), ("device-cmyk", .deviceCMYK), ("hsv", .hsv),
        ("hsb", .hsv), ("cmyk", .cmyk), ("gray", .gray), ("displayp3", .displayP3),
    ]

    /// Whether `name` is a colour function of CSS Color 4/5 that is valid CSS but not
    /// resolved here (its value is dropped with an "unsupported" note, not as invalid).
    public static func isUnsupported(name: UnsafeBufferPointer<UInt8>) -> Bool {
        ASCIIKeyword.equals(name, "color-mix") || ASCIIKeyword.equals(name, "light-dark")
            || ASCIIKeyword.equals(name, "contrast-color")
    }

    /// How many channel components the function takes (besides alpha and, for `color()`,
    /// the space).
    var channelCount: Int {
        switch self {
        case .deviceCMYK, .cmyk: 4
        case .gray: 1
        default: 3
        }
    }

    /// Whether the comma-separated legacy syntax is allowed: for `rgb()`/`hsl()` (CSS Color
    /// 4 §5.1, §7.1) and the lineage's functions (written with commas in Stylizer).
    var allowsLegacySyntax: Bool {
        switch self {
        case .rgb, .hsl, .deviceCMYK, .hsv, .cmyk, .gray, .displayP3: true
        case .hwb, .lab, .lch, .oklab, .oklch, .color: false
        }
    }
}
