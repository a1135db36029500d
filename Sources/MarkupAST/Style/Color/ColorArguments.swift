/// A colour function's arguments split into channels and alpha, in either syntax.
struct ColorArguments {
    private let arguments: UnsafeBufferPointer<ColorComponent>
    /// Indices of the channel components in `arguments`.
    private var channelIndices: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private(set) var alpha: ColorComponent?
    /// Whether the arguments are comma-separated.
    let isLegacy: Bool

    /// Splits `arguments`: exactly `channelCount` channels and an optional alpha, either
    /// all separated by commas (legacy, when allowed; no `none`) or by spaces with `/`
    /// before alpha.
    init(_ arguments: UnsafeBufferPointer<ColorComponent>, channelCount: Int, allowsLegacy: Bool) throws(ColorSyntaxError) {
        self.arguments = arguments
        var hasComma = false
        for component in arguments {
            if case .comma = component {
                hasComma = true
                break
            }
        }
        isLegacy = hasComma
        var channels = 0
        var index = 0
        func record(_ position: Int) {
            withUnsafeMutableBytes(of: &channelIndices) { $0.storeBytes(of: position, toByteOffset: channels * MemoryLayout<Int>.stride, as: Int.self) }
            channels += 1
        }
        if isLegacy {
            guard allowsLegacy else { throw .invalid }
            // value (, value){channelCount - 1} (, alpha)?
            while index < arguments.count {
                if index > 0 {
                    guard arguments[index] == .comma else { throw .invalid }
                    index += 1
                }
                guard index < arguments.count, arguments[index].isValue, arguments[index] != .none else { throw .invalid }
                if channels < channelCount {
                    record(index)
                } else if alpha == nil {
                    alpha = arguments[index]
                } else {
                    throw .invalid
                }
                index += 1
            }
        } else {
            while index < arguments.count, arguments[index].isValue {
                guard channels < channelCount else { throw .invalid }
                record(index)
                index += 1
            }
            if index < arguments.count {
                guard arguments[index] == .slash, index + 2 == arguments.count, arguments[index + 1].isValue else {
                    throw .invalid
                }
                alpha = arguments[index + 1]
            }
        }
        guard channels == channelCount else { throw .invalid }
    }

    /// The channel at `position` (0-based).
    func channel(_ position: Int) -> ColorComponent {
        let index = withUnsafeBytes(of: channelIndices) { $0.load(fromByteOffset: position * MemoryLayout<Int>.stride, as: Int.self) }
        return arguments[index]
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
