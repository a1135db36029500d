import MarkupJSON

/// The look of a piece of terminal text: SGR attributes and colours. Writing goes from one
/// style to the next with the specific "off" codes (22, 23, 24, 29, 27, 39, 49), never a
/// blanket reset, so nested styles survive and every line can be closed and reopened.
struct TerminalStyle: Hashable {
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var strikethrough = false
    var inverse = false
    var foreground: TerminalColor?
    var background: TerminalColor?

    /// The unstyled look.
    static let plain = TerminalStyle()

    /// Whether the style sets nothing.
    var isPlain: Bool { self == .plain }

    /// This style as it can be shown at `depth` (`nil`: no colours).
    func limited(to depth: ANSIRenderOptions.ColorDepth?) -> TerminalStyle {
        guard depth == nil else { return self }
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }

    /// Appends the escape sequence that turns `self` into `next` (nothing when equal).
    func appendTransition(to next: TerminalStyle, depth: ANSIRenderOptions.ColorDepth?, into buffer: ByteBuffer) {
        guard self != next else { return }
        var parameters = SGR(buffer: buffer)
        if (bold && !next.bold) || (dim && !next.dim) {
            parameters.add(22)
            if next.bold { parameters.add(1) }
            if next.dim { parameters.add(2) }
        } else {
            if next.bold && !bold { parameters.add(1) }
            if next.dim && !dim { parameters.add(2) }
        }
        if italic != next.italic { parameters.add(next.italic ? 3 : 23) }
        if underline != next.underline { parameters.add(next.underline ? 4 : 24) }
        if inverse != next.inverse { parameters.add(next.inverse ? 7 : 27) }
        if strikethrough != next.strikethrough { parameters.add(next.strikethrough ? 9 : 29) }
        if let depth {
            if foreground != next.foreground {
                if let color = next.foreground { parameters.add(color, depth: depth, background: false) } else { parameters.add(39) }
            }
            if background != next.background {
                if let color = next.background { parameters.add(color, depth: depth, background: true) } else { parameters.add(49) }
            }
        }
        parameters.finish()
    }
}

/// One SGR sequence being written: `ESC [` and the parameters separated by `;`, then `m`.
struct SGR {
    let buffer: ByteBuffer
    private var started = false

    init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    private mutating func separate() {
        if started {
            buffer.append(UInt8(ascii: ";"))
        } else {
            buffer.append("\u{1B}[")
            started = true
        }
    }

    mutating func add(_ number: Int) {
        separate()
        Self.appendNumber(number, to: buffer)
    }

    mutating func add(_ color: TerminalColor, depth: ANSIRenderOptions.ColorDepth, background: Bool) {
        separate()
        color.appendParameters(to: buffer, depth: depth, background: background)
    }

    /// Ends the sequence, if anything was written.
    func finish() {
        if started { buffer.append(UInt8(ascii: "m")) }
    }

    /// Appends a non-negative decimal number.
    static func appendNumber(_ number: Int, to buffer: ByteBuffer) {
        if number >= 10 { appendNumber(number / 10, to: buffer) }
        buffer.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
