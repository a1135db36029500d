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
