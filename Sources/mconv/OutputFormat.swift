/// The output formats `mconv` writes.
enum OutputFormat: String, CaseIterable {
    case html, gfm, commonmark, text, runs

    var names: [String] {
        switch self {
        case .html: return ["html", "htm", "xhtml"]
        case .gfm: return ["gfm", "markdown", "md"]
        case .commonmark: return ["commonmark", "cm"]
        case .text: return ["text", "txt", "plain", "plaintext"]
        case .runs: return ["runs.json", "runs", "json"]
        }
    }

    var summary: String {
        switch self {
        case .html: return "HTML fragment; safe by default (raw HTML escaped, dangerous URLs dropped), --trusted-html passes raw HTML"
        case .gfm: return "GitHub Flavored Markdown (pipe tables, ~~strikethrough~~, task lists, footnotes)"
        case .commonmark: return "CommonMark; GFM-only constructs fall back to HTML"
        case .text: return "plain text: readable, markup stripped, tables aligned"
        case .runs: return "attributed runs as JSON (docs/runs-format.md): resolved styles for native rich text"
        }
    }

    static func inferred(fromPath path: String) -> OutputFormat? {
        switch FileExtension.of(path) {
        case "md", "markdown": return .gfm
        case "html", "htm", "xhtml": return .html
        case "txt", "text": return .text
        case "json": return .runs
        default: return nil
        }
    }
}
