/// Which offset kinds runs.json carries on every run and block. UTF-16 is always present;
/// code points and UTF-8 bytes are opt-in to keep the default output small.
public struct RunsOffsetKinds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue | 1
    }

    public static let utf16 = RunsOffsetKinds(rawValue: 1)
    public static let codePoint = RunsOffsetKinds(rawValue: 2)
    public static let utf8 = RunsOffsetKinds(rawValue: 4)
    public static let all: RunsOffsetKinds = [.utf16, .codePoint, .utf8]
}
