import MarkupAST
import MarkupJSON

/// A colour for the terminal: its RGB value and, for the theme's own colours, the one of
/// the 16 standard colours chosen by hand to stand for it (so the 16-colour fallback reads
/// on the theme's background); written as SGR parameters for a colour depth.
struct TerminalColor: Hashable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8
    /// The standard colour (0–15) to use at 16 colours; computed as the nearest one when
    /// not chosen.
    let sixteen: UInt8

    /// A colour with its 16-colour stand-in.
    init(_ rgb: UInt32, sixteen: UInt8) {
        red = UInt8(truncatingIfNeeded: rgb >> 16)
        green = UInt8(truncatingIfNeeded: rgb >> 8)
        blue = UInt8(truncatingIfNeeded: rgb)
        self.sixteen = sixteen & 15
    }

    /// A colour from a document (an inline `style`), its 16-colour stand-in the nearest.
    init(_ color: RGBAColor) {
        red = color.red
        green = color.green
        blue = color.blue
        sixteen = Self.nearest(in: Self.standard, red: color.red, green: color.green, blue: color.blue)
    }

    /// Appends the SGR parameters of this colour as foreground (`38`/`3x`/`9x`) or
    /// background (`48`/`4x`/`10x`) at `depth`.
    func appendParameters(to buffer: ByteBuffer, depth: ANSIRenderOptions.ColorDepth, background: Bool) {
        switch depth {
        case .sixteen:
            let base = sixteen < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            SGR.appendNumber(base + Int(sixteen & 7), to: buffer)
        case .palette256:
            buffer.append(background ? "48;5;" : "38;5;")
            SGR.appendNumber(Int(paletteIndex), to: buffer)
        case .trueColor:
            buffer.append(background ? "48;2;" : "38;2;")
            SGR.appendNumber(Int(red), to: buffer)
            buffer.append(UInt8(ascii: ";"))
            SGR.appendNumber(Int(green), to: buffer)
            buffer.append(UInt8(ascii: ";"))
            SGR.appendNumber(Int(blue), to: buffer)
        }
    }

    /// The nearest colour of the xterm 256-colour palette: the 6×6×6 cube (16–231) or the
    /// grey ramp (232–255), whichever is closer.
    var paletteIndex: UInt8 {
        func cubeLevel(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
        }
        let levels = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = Self.distance(red, green, blue, levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = Self.distance(red, green, blue, grey, grey, grey)
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cube)
    }

    /// The xterm default values of the 16 standard colours.
    private static let standard: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func nearest(in palette: [(Int, Int, Int)], red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, color) in palette.enumerated() {
            let distance = Self.distance(red, green, blue, color.0, color.1, color.2)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// Squared distance, weighted for the eye (red 2, green 4, blue 3).
    private static func distance(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(red) - r, dg = Int(green) - g, db = Int(blue) - b
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
