import MarkupAST
import MarkupJSON

/// The original of a colour written outside sRGB, beside its sRGB hex: `"colorOriginal"`,
/// `"backgroundOriginal"`, a decoration's `"colorOriginal"`, and `base`'s three colours.
///
/// ```json
/// "color":"#ff0b0c","colorOriginal":{"space":"display-p3","components":[1,0,0],"alpha":1,"displayP3":[1,0,0]}
/// ```
///
/// `space` and `components` are the colour as written (CSS names and units, so an app that
/// knows the space can build it natively: Android `ColorSpace.Named`, Core Graphics
/// colour spaces); `displayP3` is the same colour gamut-mapped into display-p3
/// (CSS Color 4 §13.2), ready for `UIColor(displayP3Red:…)` or Android's `DISPLAY_P3`
/// whatever the original space, rounded to 5 decimals.
extension RunsJSONWriter {
    /// Writes `name` and the original of `color`, when it has one.
    func original(_ name: StaticString, _ color: RGBAColor?, _ json: JSONByteWriter) {
        guard let color, let specified = color.specified else { return }
        json.raw(name)
        json.raw("{\"space\":")
        json.string(specified.space.rawValue)
        json.raw(",\"components\":[")
        shortest(specified.first, json)
        json.raw(",")
        shortest(specified.second, json)
        json.raw(",")
        shortest(specified.third, json)
        json.raw("],\"alpha\":")
        json.number(color.opacity)
        let (red, green, blue) = color.displayP3Components
        json.raw(",\"displayP3\":[")
        json.number((red * 100_000).rounded() / 100_000)
        json.raw(",")
        json.number((green * 100_000).rounded() / 100_000)
        json.raw(",")
        json.number((blue * 100_000).rounded() / 100_000)
        json.raw("]}")
    }

    /// A single-precision component as its shortest decimal (`0.7`, not the `Double`
    /// widening's `0.699999988079071`).
    private func shortest(_ value: Float, _ json: JSONByteWriter) {
        json.number(Double(value.description) ?? 0)
    }
}
