import MarkdownFrontend

/// The input formats `mconv` reads, with the names and file extensions that select them.
enum InputFormat: String, CaseIterable {
    case gfm, commonmark

    /// Names accepted by `-f` (the first is the canonical one).
    var names: [String] {
        switch self {
        case .gfm: return ["gfm", "markdown", "md"]
        case .commonmark: return ["commonmark", "cm"]
        }
    }

    var summary: String {
        switch self {
        case .gfm: return "GitHub Flavored Markdown: CommonMark + table, strikethrough, autolink, tagfilter, tasklist, footnotes"
        case .commonmark: return "CommonMark with no extensions (add some with -e NAME or commonmark+NAME)"
        }
    }

    var defaultExtensions: Set<MarkdownExtension> {
        switch self {
        case .gfm: return MarkdownExtension.gfm
        case .commonmark: return []
        }
    }

    /// The format a file name's extension implies, if any.
    static func inferred(fromPath path: String) -> InputFormat? {
        switch FileExtension.of(path) {
        case "md", "markdown", "mdown", "mkd", "txt": return .gfm
        default: return nil
        }
    }
}

/// The output formats `mconv` writes.
enum OutputFormat: String, CaseIterable {
    case html, gfm, commonmark, text

    var names: [String] {
        switch self {
        case .html: return ["html", "htm", "xhtml"]
        case .gfm: return ["gfm", "markdown", "md"]
        case .commonmark: return ["commonmark", "cm"]
        case .text: return ["text", "txt", "plain", "plaintext"]
        }
    }

    var summary: String {
        switch self {
        case .html: return "HTML fragment; safe by default (raw HTML escaped, dangerous URLs dropped), --trusted-html passes raw HTML"
        case .gfm: return "GitHub Flavored Markdown (pipe tables, ~~strikethrough~~, task lists, footnotes)"
        case .commonmark: return "CommonMark; GFM-only constructs fall back to HTML"
        case .text: return "plain text: readable, markup stripped, tables aligned"
        }
    }

    static func inferred(fromPath path: String) -> OutputFormat? {
        switch FileExtension.of(path) {
        case "md", "markdown": return .gfm
        case "html", "htm", "xhtml": return .html
        case "txt", "text": return .text
        default: return nil
        }
    }
}

/// Lower-cased file name extension helpers.
enum FileExtension {
    /// The lower-cased extension of the last path component, or "".
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// `path` with its extension replaced by `newExtension`.
    static func replacing(_ path: String, with newExtension: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem: Substring
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
        } else {
            stem = name[...]
        }
        return "\(stem).\(newExtension)"
    }
}
