/// One component value inside a colour function's parentheses, as both colour readers
/// lex it: the CSS tokenizer of inline styles, and ``ColorSyntax`` for stylesheet files and
/// `<font color>`. ``ColorFunction/evaluate(_:)`` reads a list of them.
public enum ColorComponent: Hashable, Sendable {
    /// A `<number>`.
    case number(Double)
    /// A `<percentage>`, in percent (`50%` is 50).
    case percentage(Double)
    /// An `<angle>`, in degrees.
    case angle(degrees: Double)
    /// The keyword `none` (a missing component, 0 in conversion).
    case none
    /// The `color()` colour-space keyword.
    case colorSpace(ColorSpace)
    /// `from`, which starts relative colour syntax.
    case from
    case comma
    /// The `/` before alpha.
    case slash
    /// Any other component (another keyword, a length, a nested function…): invalid in
    /// every colour function.
    case other

    /// The component for an identifier (ASCII case-insensitive).
    public static func keyword(_ name: UnsafeBufferPointer<UInt8>) -> ColorComponent {
        if ASCIIKeyword.equals(name, "none") { return .none }
        if ASCIIKeyword.equals(name, "from") { return .from }
        if ASCIIKeyword.equals(name, "xyz") { return .colorSpace(.xyzD65) }
        for space in ColorSpace.allCases where space.isPredefinedRGBOrXYZ && ASCIIKeyword.equals(name, space.rawValue) {
            return .colorSpace(space)
        }
        return .other
    }

    /// The component for a dimension: an angle for `deg`, `grad`, `rad` or `turn` (CSS
    /// Values 4 §7.1), else ``other``.
    public static func dimension(_ value: Double, unit: UnsafeBufferPointer<UInt8>) -> ColorComponent {
        let degrees: Double
        if ASCIIKeyword.equals(unit, "deg") {
            degrees = value
        } else if ASCIIKeyword.equals(unit, "grad") {
            degrees = value * 0.9
        } else if ASCIIKeyword.equals(unit, "rad") {
            degrees = value * 180 / Double.pi
        } else if ASCIIKeyword.equals(unit, "turn") {
            degrees = value * 360
        } else {
            return .other
        }
        return .angle(degrees: degrees)
    }

    /// `value` with an overflow to ±infinity (`1e999`) clamped to the largest finite
    /// `Double`, as browsers clamp such numbers; the colour functions then clamp it further.
    public static func finite(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    /// Whether this is a channel value (not a separator).
    var isValue: Bool {
        switch self {
        case .comma, .slash: false
        default: true
        }
    }
}

extension ColorSpace {
    /// Whether `color()` names this space (every space but the four of `lab()`, `lch()`,
    /// `oklab()`, `oklch()`).
    var isPredefinedRGBOrXYZ: Bool {
        switch self {
        case .lab, .lch, .oklab, .oklch: false
        default: true
        }
    }
}
