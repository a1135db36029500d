/// The built-in themes a ``StyleSheet`` can start from, by the names the CLI's `--theme`
/// and runs.json's `base.theme` use.
///
/// ```swift
/// let dark = RunsRenderOptions(styleSheet: StyleSheet(theme: .githubDark))
/// let named = StyleTheme(rawValue: "github-light")   // .githubLight
/// ```
public enum StyleTheme: String, Hashable, Sendable, CaseIterable {
    /// App-neutral (the default): structure only, no colour or font family nobody chose.
    case neutral
    /// GitHub's light Markdown look, every field resolved.
    case githubLight = "github-light"
    /// GitHub's dark Markdown look, every field resolved.
    case githubDark = "github-dark"
}
