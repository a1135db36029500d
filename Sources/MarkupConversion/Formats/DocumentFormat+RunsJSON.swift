import Backends
import RunsFrontend

extension DocumentFormat {
    /// Attributed runs as JSON (docs/runs-format.md): styled text with resolved styles,
    /// for apps to render natively; read back (``RunsFrontend/RunsJSONParser``) into the
    /// document its marks, links and blocks describe.
    public static let runsJSON = DocumentFormat(
        name: "runs.json", aliases: ["runs-json", "runs", "json"], fileExtensions: ["json"],
        summary: "attributed runs as JSON (docs/runs-format.md): resolved styles for native rich text; read back as marks and blocks",
        makeParser: { context in
            // Colours the default theme and the output's stylesheet give by kind are the
            // theme's, not the content's; so are a named theme's, in runs written under it.
            var options = context.options.runsInput
            options.themeColors.formUnion(StyleSheet.defaultKindColors)
            options.themeColors.formUnion(context.options.runsOutput.styleSheet.kindColors)
            options.themeColorsByName.merge(StyleSheet.namedThemeKindColors) { $0.union($1) }
            return RunsJSONParser(options: options)
        },
        makeRenderer: { context in RunsJSONRenderer(options: context.options.runsOutput) },
        // Runs written with `--raw-html keep` hold raw HTML (`raw` runs, `htmlBlock`s), which
        // outputs that want it resolved get resolved, as from Markdown.
        holdsRawHTML: true
    )
}
