import MarkdownFrontend
import MarkupAST

/// The Markdown parser for these tests. Swift Testing runs tests in parallel, so these
/// tests also exercise `MarkdownParser` from many threads at once (it guards cmark-gfm's
/// global state itself).
enum TestParser {
    /// Parses `markdown`, by default with all GFM extensions.
    static func parse(_ markdown: String, options: MarkdownParseOptions = MarkdownParseOptions()) -> Document {
        MarkdownParser(options: options).parse(markdown).document
    }
}
