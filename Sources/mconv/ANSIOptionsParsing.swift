import Backends

/// Turns `--color`, `--color-depth`, `--hyperlinks`, `--columns`, `--link-style`,
/// `--code-lines`, `--ascii`/`--unicode` and `--heading-prefix`, and the theme `--theme`
/// names (``ThemeArgument``), into ``ANSIPreferences``, then, with what ``TerminalProbe``
/// finds about the output's descriptor, into ``ANSIRenderOptions``. A value it does not know is a
/// usage error (exit 64) that lists the ones it does.
enum ANSIOptionsParsing {
    static func options(
        from options: CommandLineOptions, theme: ANSIRenderOptions.Theme?, outputDescriptor: Int32?
    ) throws(UsageError) -> ANSIRenderOptions {
        var preferences = ANSIPreferences()
        if let theme { preferences.theme = theme }
        if let text = options.color { preferences.color = try choice(text, option: "--color") }
        if let text = options.hyperlinks { preferences.hyperlinks = try choice(text, option: "--hyperlinks") }
        if let text = options.colorDepth {
            switch text.lowercased() {
            case "16", "8", "ansi": preferences.colorDepth = .sixteen
            case "256": preferences.colorDepth = .palette256
            case "24bit", "24", "truecolor", "true-color": preferences.colorDepth = .trueColor
            default: throw UsageError(description: "--color-depth: expected 16, 256 or 24bit, got '\(text)'")
            }
        }
        if let text = options.columns {
            guard let columns = Int(text), columns > 0, columns <= 100_000 else {
                throw UsageError(description: "--columns: expected a width in cells (1…100000), got '\(text)'")
            }
            preferences.columns = columns
        }
        if let text = options.linkStyle { preferences.linkStyle = try value(text, option: "--link-style") }
        if let text = options.codeLines { preferences.codeLines = try value(text, option: "--code-lines") }
        if options.ascii && options.unicode {
            throw UsageError(description: "--ascii and --unicode cannot be combined")
        }
        if options.ascii { preferences.unicode = .never }
        if options.unicode { preferences.unicode = .always }
        preferences.headingPrefixes = options.headingPrefix
        let environment = TerminalProbe.environment(of: outputDescriptor)
        return ANSIRenderOptions(preferences: preferences, environment: environment)
    }

    private static func choice(_ text: String, option: String) throws(UsageError) -> ANSIPreferences.Choice {
        try value(text, option: option)
    }

    private static func value<Value: RawRepresentable & CaseIterable>(_ text: String, option: String) throws(UsageError) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: text.lowercased()) else {
            let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(description: "\(option): expected one of \(known), got '\(text)'")
        }
        return value
    }
}
