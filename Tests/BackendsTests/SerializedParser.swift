import Foundation
import MarkdownFrontend
import MarkupAST

/// The Markdown parser for these tests, one parse at a time across the whole process.
///
/// cmark-gfm keeps its table of special inline characters in a global that every parser
/// with extensions writes at the start and end of inline parsing
/// (github/cmark-gfm#176), so concurrent parses (Swift Testing runs tests in parallel)
/// intermittently mis-parse strikethrough and autolinks. Until the frontend serializes
/// this itself, the round-trip tests must not race each other.
enum SerializedParser {
    private static let lock = NSLock()

    /// Parses `markdown`, by default with all GFM extensions.
    static func parse(_ markdown: String, options: MarkdownParseOptions = MarkdownParseOptions()) -> Document {
        lock.lock()
        defer { lock.unlock() }
        return MarkdownParser(options: options).parse(markdown).document
    }
}
