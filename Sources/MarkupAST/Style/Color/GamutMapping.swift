/// CSS Color 4 §13.2 "CSS gamut mapping to an RGB destination": reduce Oklch chroma by
/// binary search until the clipped colour is within a just-noticeable difference (ΔEOK
/// 0.02) of the chroma-reduced one, keeping lightness and hue.
enum GamutMapping {
    /// The destination RGB space of a mapping.
    enum Destination {
        case srgb, displayP3

        /// Gamma-encoded components of an XYZ (D65) colour, unclamped.
        func components(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
            switch self {
            case .srgb: ColorConversion.srgb(fromXYZ: xyz)
            case .displayP3: ColorConversion.displayP3(fromXYZ: xyz)
            }
        }
    }

    static let justNoticeableDifference = 0.02
    static let epsilon = 0.0001
    /// Components this close outside 0…1 count as inside: rounding noise of the
    /// conversions, far below one 8-bit step (≈0.004).
    static let tolerance = 0.000001

    /// The gamma-encoded components in `destination`, each in 0…1, of the XYZ (D65)
    /// colour: the colour itself when it is in gamut, else its gamut-mapped value.
    static func map(_ xyz: SIMD3<Double>, to destination: Destination) -> SIMD3<Double> {
        let origin = destination.components(xyz)
        if isInGamut(origin, tolerance: tolerance) { return clip(origin) }
        var current = ColorConversion.rectangularToPolar(ColorConversion.xyzToOklab(xyz))
        if current.x >= 1 { return SIMD3(1, 1, 1) }
        if current.x <= 0 { return SIMD3(0, 0, 0) }
        func candidate(_ oklch: SIMD3<Double>) -> SIMD3<Double> {
            destination.components(ColorConversion.oklabToXYZ(ColorConversion.polarToRectangular(oklch)))
        }
        func deltaEOK(_ clipped: SIMD3<Double>, _ oklch: SIMD3<Double>) -> Double {
            let mappedXYZ = destination == .srgb
                ? ColorConversion.xyzD65(.srgb, clipped) : ColorConversion.xyzD65(.displayP3, clipped)
            let difference = ColorConversion.xyzToOklab(mappedXYZ) - ColorConversion.polarToRectangular(oklch)
            return (difference * difference).sum().squareRoot()
        }
        var clipped = clip(candidate(current))
        if deltaEOK(clipped, current) < justNoticeableDifference { return clipped }
        var minimum = 0.0
        var maximum = current.y
        var minimumInGamut = true
        while maximum - minimum > epsilon {
            let chroma = (minimum + maximum) / 2
            current.y = chroma
            let components = candidate(current)
            if minimumInGamut && isInGamut(components, tolerance: 0) {
                minimum = chroma
                continue
            }
            clipped = clip(components)
            let difference = deltaEOK(clipped, current)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < epsilon { return clipped }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        return clipped
    }

    static func isInGamut(_ components: SIMD3<Double>, tolerance: Double) -> Bool {
        components.min() >= -tolerance && components.max() <= 1 + tolerance
    }

    /// Each component clamped to 0…1 (NaN becomes 0).
    static func clip(_ components: SIMD3<Double>) -> SIMD3<Double> {
        components.map { $0 > 0 ? min($0, 1) : 0 }
    }
}
