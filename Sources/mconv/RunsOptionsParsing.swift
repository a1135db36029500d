import Backends

/// Turns the theme `--theme` names (``ThemeArgument``), `--stylesheet`, `--style-policy` and
/// `--runs-offsets` into ``RunsRenderOptions``. The stylesheet applies on top of the theme
/// (app-neutral when none is named). A stylesheet that cannot be read or is invalid is a usage
/// error (exit 64) naming the file and the JSON path; `--style-policy` overrides a `policy`
/// in the stylesheet.
enum RunsOptionsParsing {
    static func options(from options: CommandLineOptions, theme: StyleTheme?) throws(UsageError) -> RunsRenderOptions {
        var result = RunsRenderOptions()
        if let theme { result.styleSheet = StyleSheet(theme: theme) }
        if let path = options.styleSheet {
            let base = result.styleSheet
            let file = try JSONOptionFile.parse(path, option: "--stylesheet") { bytes throws(JSONInputError) in
                try StyleSheet.parse(json: bytes, extending: base)
            }
            result.styleSheet = file.styleSheet
            if let policy = file.policy { result.policy = policy }
        }
        if let policy = options.stylePolicy {
            guard let value = StylePolicy(rawValue: policy) else {
                throw UsageError(description: "--style-policy: expected 'html' or 'stylesheet', got '\(policy)'")
            }
            result.policy = value
        }
        if let list = options.runsOffsets {
            var kinds: RunsOffsetKinds = .utf16
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                switch name.lowercased() {
                case "utf16", "utf-16", "u16": kinds.insert(.utf16)
                case "codepoint", "cp", "scalar": kinds.insert(.codePoint)
                case "utf8", "utf-8", "u8": kinds.insert(.utf8)
                default:
                    throw UsageError(description: "--runs-offsets: unknown offset kind '\(name)' (utf16, codepoint, utf8)")
                }
            }
            result.offsets = kinds
        }
        return result
    }
}
