/// A CSS `<length-percentage>`: a number with a unit (CSS Values 4 §6), or a percentage.
///
/// The unit is kept as written, since relative units (`em`, `rem`, `%`) resolve only
/// against the parent's font size or a containing block. ``pixels`` converts the absolute
/// units. A unitless `0` parses as `0px`.
public struct CSSLength: Hashable, Sendable {
    /// The unit of a ``CSSLength``.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// CSS pixel (1/96 in).
        case px
        /// Point (1/72 in).
        case pt
        /// Pica (12 pt).
        case pc
        /// Inch.
        case `in`
        /// Centimetre.
        case cm
        /// Millimetre.
        case mm
        /// Quarter-millimetre.
        case q
        /// The element's font size.
        case em
        /// The root element's font size.
        case rem
        /// The x-height of the element's font.
        case ex
        /// The advance of "0" in the element's font.
        case ch
        /// 1% of the viewport width.
        case vw
        /// 1% of the viewport height.
        case vh
        /// 1% of the smaller viewport dimension.
        case vmin
        /// 1% of the larger viewport dimension.
        case vmax
        /// A percentage of a reference length that depends on the property.
        case percent = "%"

        /// How many CSS pixels one unit is, for the absolute units (CSS Values 4 §6.2).
        public var pixelsPerUnit: Double? {
            switch self {
            case .px: 1
            case .pt: 96.0 / 72.0
            case .pc: 16
            case .in: 96
            case .cm: 96.0 / 2.54
            case .mm: 96.0 / 25.4
            case .q: 96.0 / 101.6
            case .em, .rem, .ex, .ch, .vw, .vh, .vmin, .vmax, .percent: nil
            }
        }
    }

    /// The number, always finite.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a length.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The length in CSS pixels (iOS points, Android dp) for absolute units, else `nil`.
    public var pixels: Double? { unit.pixelsPerUnit.map { value * $0 } }

    /// Whether the unit is `%`.
    public var isPercentage: Bool { unit == .percent }
}
