/// A colour function's arguments split into channels and alpha, in either syntax.
struct ColorArguments {
    private let arguments: UnsafeBufferPointer<ColorComponent>
    /// Where each channel is in `arguments` (at most four channels: `cmyk()`), kept in
    /// fields rather than an array so splitting allocates nothing.
    private var indices: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var channelCount = 0
    private(set) var alpha: ColorComponent?
    /// Whether the arguments are comma-separated.
    let isLegacy: Bool

    /// Splits `arguments`: exactly `expectedChannels` channels and an optional alpha,
    /// either all separated by commas (legacy, when allowed; no `none`) or by spaces with
    /// `/` before alpha.
    init(_ arguments: UnsafeBufferPointer<ColorComponent>, channelCount expectedChannels: Int, allowsLegacy: Bool)
        throws(ColorSyntaxError)
    {
        self.arguments = arguments
        var hasComma = false
        for component in arguments {
            if case .comma = component {
                hasComma = true
                break
            }
        }
        isLegacy = hasComma
        var index = 0
        if isLegacy {
            guard allowsLegacy else { throw .invalid }
            // value (, value){expectedChannels - 1} (, alpha)?
            while index < arguments.count {
                if index > 0 {
                    guard arguments[index] == .comma else { throw .invalid }
                    index += 1
                }
                guard index < arguments.count, arguments[index].isValue, arguments[index] != .none else { throw .invalid }
                if channelCount < expectedChannels {
                    try addChannel(at: index)
                } else if alpha == nil {
                    alpha = arguments[index]
                } else {
                    throw .invalid
                }
                index += 1
            }
        } else {
            while index < arguments.count, arguments[index].isValue {
                guard channelCount < expectedChannels else { throw .invalid }
                try addChannel(at: index)
                index += 1
            }
            if index < arguments.count {
                guard arguments[index] == .slash, index + 2 == arguments.count, arguments[index + 1].isValue else {
                    throw .invalid
                }
                alpha = arguments[index + 1]
            }
        }
        guard channelCount == expectedChannels else { throw .invalid }
    }

    private mutating func addChannel(at index: Int) throws(ColorSyntaxError) {
        switch channelCount {
        case 0: indices.0 = index
        case 1: indices.1 = index
        case 2: indices.2 = index
        case 3: indices.3 = index
        default: throw .invalid
        }
        channelCount += 1
    }

    /// The channel at `position` (0-based, below the channel count).
    func channel(_ position: Int) -> ColorComponent {
        switch position {
        case 0: arguments[indices.0]
        case 1: arguments[indices.1]
        case 2: arguments[indices.2]
        default: arguments[indices.3]
        }
    }

    /// Whether the first three channels are all numbers (legacy `rgb()`).
    var allNumbers: Bool {
        (0..<3).allSatisfy { if case .number = channel($0) { true } else { false } }
    }

    /// Whether the first three channels are all percentages (legacy `rgb()`).
    var allPercentages: Bool {
        (0..<3).allSatisfy { if case .percentage = channel($0) { true } else { false } }
    }
}
