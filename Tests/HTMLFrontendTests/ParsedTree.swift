@testable import HTMLFrontend

/// Parses HTML for tests and finds nodes in the result.
struct ParsedTree {
    let result: HTMLDOMParseResult
    var tree: DOMTree { result.tree }

    /// A whole-document parse.
    static func document(_ html: String, options: HTMLParseOptions = HTMLParseOptions()) -> ParsedTree {
        var options = options
        options.mode = .document
        return ParsedTree(result: HTMLDOMParser(options: options).parse(html))
    }

    /// A fragment parse in `context`.
    static func fragment(_ html: String, context: String = "body", options: HTMLParseOptions = HTMLParseOptions()) -> ParsedTree {
        var options = options
        options.mode = .fragment
        options.fragmentContext = context
        return ParsedTree(result: HTMLDOMParser(options: options).parse(html))
    }

    /// The html5lib dump of the tree.
    var dump: String { tree.html5libDump() }

    /// The elements named `name`, in creation order (for clones: after the original).
    func elements(_ name: String) -> [DOMTree.Node] {
        tree.nodes.filter { $0.kind == .element && $0.name == name && $0.parent != DOMTree.none }
    }

    /// The diagnostics with `code`.
    func diagnostics(_ code: String) -> [String] {
        result.diagnostics.filter { $0.code == code }.map(\.message)
    }
}

/// Builds an html5lib dump from lines written without the `| ` prefix, so expected trees in
/// tests read like the tree: `dump("<p>", "  \"x\"")` is `"| <p>\n|   \"x\"\n"`.
func dump(_ lines: String...) -> String {
    lines.map { "| \($0)\n" }.joined()
}
