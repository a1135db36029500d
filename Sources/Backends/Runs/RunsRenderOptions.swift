/// Options of the runs.json backend.
public struct RunsRenderOptions: Hashable, Sendable {
    /// The app's styling: ``StyleSheet/default`` is the app-neutral theme (no colour nobody
    /// chose); `StyleSheet(theme: .githubDark)` or ``StyleSheet/githubLight`` resolve every
    /// field, and a stylesheet of the app's own can start from any of them.
    public var styleSheet: StyleSheet
    /// Who wins between the stylesheet and the source's `style=` attributes.
    public var policy: StylePolicy
    /// Offset kinds written besides UTF-16.
    public var offsets: RunsOffsetKinds

    public init(styleSheet: StyleSheet = .default, policy: StylePolicy = .preferInlineStyle, offsets: RunsOffsetKinds = .utf16) {
        self.styleSheet = styleSheet
        self.policy = policy
        self.offsets = offsets
    }
}
