import MarkdownFrontend

/// The input formats `mconv` reads, with the names and file extensions that select them.
enum InputFormat: String, CaseIterable {
    case gfm, commonmark, html

    /// Names accepted by `-f` (the first is the canonical one).
    var names: [String] {
        switch self {
        case .gfm: return ["gfm", "markdown", "md"]
        case .commonmark: return ["commonmark", "cm"]
        case .html: return ["html", "htm", "xhtml"]
        }
    }

    var summary: String {
        switch self {
        case .gfm: return "GitHub Flavored Markdown: CommonMark + table, strikethrough, autolink, tagfilter, tasklist, footnotes"
        case .commonmark: return "CommonMark with no extensions (add some with -e NAME or commonmark+NAME)"
        case .html: return "HTML: a <body> fragment, or a whole document when it starts with <!DOCTYPE or <html>"
        }
    }

    var defaultExtensions: Set<MarkdownExtension> {
        switch self {
        case .gfm: return MarkdownExtension.gfm
        case .commonmark, .html: return []
        }
    }

    /// The format a file name's extension implies, if any.
    static func inferred(fromPath path: String) -> InputFormat? {
        guard path != "-" else { return nil }
        switch FileExtension.of(path) {
        case "md", "markdown", "mdown", "mkd", "txt": return .gfm
        case "html", "htm", "xhtml", "shtml": return .html
        default: return nil
        }
    }
}
