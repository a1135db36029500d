#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The conversions of CSS Color 4 §18 "Sample code for color conversions": each space to
/// CIE XYZ (D65) and back through its transfer function and matrix, Bradford adaptation
/// between D50 and D65, CIE Lab/LCH (D50) and Oklab/Oklch. The matrices are the
/// specification's own (rational forms evaluated in double precision).
///
/// Math comes from libm (`pow`, `cbrt`, `sin`, `cos`, `atan2`), which is why this file
/// imports Glibc or Darwin; nothing else in MarkupAST does.
enum ColorConversion {
    // MARK: - Spaces to and from XYZ (D65)

    /// `components` in `space` as CIE XYZ relative to D65.
    static func xyzD65(_ space: ColorSpace, _ components: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb: linearSRGBToXYZ(components.map(srgbToLinear))
        case .srgbLinear: linearSRGBToXYZ(components)
        case .displayP3: linearP3ToXYZ(components.map(srgbToLinear))
        case .a98RGB: linearA98ToXYZ(components.map(a98ToLinear))
        case .prophotoRGB: d50ToD65(linearProPhotoToXYZ(components.map(prophotoToLinear)))
        case .rec2020: linearRec2020ToXYZ(components.map(rec2020ToLinear))
        case .xyzD50: d50ToD65(components)
        case .xyzD65: components
        case .lab: d50ToD65(labToXYZD50(components))
        case .lch: d50ToD65(labToXYZD50(polarToRectangular(components)))
        case .oklab: oklabToXYZ(components)
        case .oklch: oklabToXYZ(polarToRectangular(components))
        }
    }

    /// CIE XYZ (D65) as gamma-encoded sRGB, unclamped.
    static func srgb(fromXYZ xyz: SIMD3<Double>) -> SIMD3<Double> {
        xyzToLinearSRGB(xyz).map(linearToSRGB)
    }

    /// CIE XYZ (D65) as gamma-encoded display-p3, unclamped.
    static func displayP3(fromXYZ xyz: SIMD3<Double>) -> SIMD3<Double> {
        xyzToLinearP3(xyz).map(linearToSRGB)
    }

    // MARK: - Transfer functions

    /// sRGB (and display-p3) electro-optical transfer, extended to negative values by sign.
    static func srgbToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude > 0.04045 else { return value / 12.92 }
        return sign(value) * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude > 0.0031308 else { return 12.92 * value }
        return sign(value) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }

    static func a98ToLinear(_ value: Double) -> Double {
        sign(value) * pow(abs(value), 563 / 256)
    }

    static func prophotoToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        guard magnitude > 16.0 / 512 else { return value / 16 }
        return sign(value) * pow(magnitude, 1.8)
    }

    /// rec2020's display-referred transfer: gamma 2.4 (ITU-R BT.1886 with no black lift),
    /// as the CSS WG resolved in w3c/csswg-drafts#12574 (2025) and the specification's
    /// sample code now does; the older BT.2020 camera curve (α 1.0993, β 0.0181) is gone.
    static func rec2020ToLinear(_ value: Double) -> Double {
        sign(value) * pow(abs(value), 2.4)
    }

    private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

    // MARK: - Matrices

    static let linearSRGBToXYZ = ColorMatrix(
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270])
    static let xyzToLinearSRGB = ColorMatrix(
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667])
    static let linearP3ToXYZ = ColorMatrix(
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800])
    static let xyzToLinearP3 = ColorMatrix(
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415])
    static let linearA98ToXYZ = ColorMatrix(
        [573536 / 994567, 263643 / 1420810, 187206 / 994567],
        [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
        [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835])
    static let linearProPhotoToXYZ = ColorMatrix(
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020])
    static let linearRec2020ToXYZ = ColorMatrix(
        [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
        [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
        [0, 19567812 / 697040785, 295819943 / 278816314])
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65 = ColorMatrix(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124])
    static let xyzToLMS = ColorMatrix(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309])
    static let lmsToOklab = ColorMatrix(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774])
    static let oklabToLMS = ColorMatrix(
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092])
    static let lmsToXYZ = ColorMatrix(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816])

    // MARK: - Lab, LCH, Oklab, Oklch

    /// The D50 white point, as XYZ with Y = 1.
    static let whiteD50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// CIE Lab (D50) to XYZ (D50), CSS Color 4 §18 `Lab_to_XYZ`.
    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * whiteD50
    }

    /// Lightness, chroma, hue (degrees) to lightness, a, b.
    static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * Double.pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// Lightness, a, b to lightness, chroma, hue (degrees, 0–360).
    static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        var hue = atan2(lab.z, lab.y) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        return SIMD3(lab.x, (lab.y * lab.y + lab.z * lab.z).squareRoot(), hue)
    }

    static func oklabToXYZ(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = oklabToLMS(oklab)
        return lmsToXYZ(lms * lms * lms)
    }

    static func xyzToOklab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        lmsToOklab(xyzToLMS(xyz).map(cbrt))
    }
}

extension SIMD3 where Scalar == Double {
    /// The vector with `transform` applied to each component.
    func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(x), transform(y), transform(z))
    }
}
