import Backends
import MarkdownFrontend

extension DocumentFormat {
    /// GitHub Flavored Markdown: CommonMark plus tables, strikethrough, autolinks, tagfilter,
    /// task lists, footnotes and front matter; the default input.
    public static let gfm = markdownFormat(
        name: "gfm", aliases: ["markdown", "md"],
        fileExtensions: ["md", "markdown", "mdown", "mkd", "mkdn", "mdwn", "mdtxt", "mdtext"],
        summary: "GitHub Flavored Markdown: CommonMark + table, strikethrough, autolink, tagfilter, tasklist, footnotes, front_matter",
        defaults: MarkdownExtension.gfm, flavor: .gfm
    )

    /// Markdown as GitHub writes it: the same entry as ``gfm``.
    public static var markdown: DocumentFormat { gfm }

    /// CommonMark without extensions (add some: `commonmark+table`); as output, GFM-only
    /// constructs fall back to HTML.
    public static let commonMark = markdownFormat(
        name: "commonmark", aliases: ["cm"], fileExtensions: [],
        summary: "CommonMark, no extensions (add some: commonmark+table); as output, GFM-only constructs fall back to HTML",
        defaults: [], flavor: .commonMark
    )

    /// A Markdown format entry of `flavor` whose input has `defaults` on.
    private static func markdownFormat(
        name: String, aliases: [String], fileExtensions: [String], summary: String, defaults: Set<MarkdownExtension>,
        flavor: MarkdownRenderOptions.Flavor
    ) -> DocumentFormat {
        DocumentFormat(
            name: name, aliases: aliases, fileExtensions: fileExtensions, summary: summary,
            extensions: Extensions(available: MarkdownExtension.allCases.map(\.rawValue), defaults: Set(defaults.map(\.rawValue))),
            makeParser: { context in
                var options = context.options.markdownInput
                options.extensions = Set(context.inputExtensions.compactMap(MarkdownExtension.init(rawValue:)))
                options.recordsRawNodeSpans = context.rawHTML == .resolve
                return MarkdownParser(options: options)
            },
            makeRenderer: { context in
                var options = context.options.markdownOutput
                options.flavor = flavor
                // Text of an HTML page that spells a URL was meant as a link; escaped it is
                // unreadable. Text that a Markdown parser left unlinked stays text.
                if context.inputFormat?.name == DocumentFormat.html.name { options.linksBareURLs = true }
                let renderer = MarkdownRenderer(options: options)
                guard context.options.markdownSelfCheck else { return renderer }
                return MarkdownSelfCheck(renderer: renderer, extensions: defaults, htmlOptions: context.options.htmlInput)
            },
            rawHTMLMode: { _ in .keep },
            holdsRawHTML: true
        )
    }
}
