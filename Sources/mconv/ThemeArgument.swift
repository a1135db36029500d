import Backends
import MarkupConversion

/// `--theme NAME`: the theme of the output format that has themes, runs.json
/// (``Backends/StyleTheme``: `neutral`, `github-light`, `github-dark`) or the terminal
/// (`dark`, `light`). A name the output format does not know is a usage error (exit 64)
/// listing the ones it does; with an output that has no themes the name must still be one
/// of either list, and changes nothing.
enum ThemeArgument {
    /// The runs.json and terminal themes `text` asks for, given the output format.
    static func themes(
        _ text: String?, output: DocumentFormat
    ) throws(UsageError) -> (runs: StyleTheme?, ansi: ANSIRenderOptions.Theme?) {
        guard let text else { return (nil, nil) }
        let name = text.lowercased()
        let runsNames = StyleTheme.allCases.map(\.rawValue).joined(separator: ", ")
        let ansiNames = ANSIRenderOptions.Theme.allCases.map(\.rawValue).joined(separator: ", ")
        switch output.name {
        case DocumentFormat.runsJSON.name:
            guard let theme = StyleTheme(rawValue: name) else {
                throw UsageError(description: "--theme: expected one of \(runsNames) for runs.json output, got '\(text)'")
            }
            return (theme, nil)
        case DocumentFormat.ansi.name:
            guard let theme = ANSIRenderOptions.Theme(rawValue: name) else {
                throw UsageError(description: "--theme: expected one of \(ansiNames) for ansi output, got '\(text)'")
            }
            return (nil, theme)
        default:
            guard StyleTheme(rawValue: name) != nil || ANSIRenderOptions.Theme(rawValue: name) != nil else {
                throw UsageError(
                    description: "--theme: expected one of \(runsNames) (runs.json) or \(ansiNames) (ansi), got '\(text)'"
                )
            }
            return (nil, nil)
        }
    }
}
