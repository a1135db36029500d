import Backends

/// The Markdown output options of the command line (`--anchors`).
enum MarkdownOptionsParsing {
    /// `base` with the command line's Markdown choices applied.
    /// - Throws: ``UsageError`` for a value the option does not take.
    static func options(from options: CommandLineOptions, base: MarkdownRenderOptions) throws(UsageError) -> MarkdownRenderOptions {
        var result = base
        if let anchors = options.anchors {
            guard let policy = MarkdownAnchorPolicy(rawValue: anchors) else {
                let names = MarkdownAnchorPolicy.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw UsageError(description: "--anchors: expected one of \(names), got '\(anchors)'")
            }
            result.anchors = policy
        }
        return result
    }
}
