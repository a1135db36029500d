import Backends
import MarkupAST
import MarkupConversion

/// The Markdown output options of the command line: `--anchors`, and those of "Markdown for
/// migrations" (``apply(_:to:)``): `--front-matter`, `--metadata KEY=VALUE`, `--standalone`
/// (HTML output) and the Markdown writer's `--wrap`, `--reference-links`, `--bullet`,
/// `--emphasis`, `--strong`, `--fence`, `--headings`, `--keep-html`, `--table-spans` and `--math`. A
/// value outside the choices is a usage error naming them.
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

    /// The migration options, applied to `conversion`.
    static func apply(_ options: CommandLineOptions, to conversion: inout ConversionOptions) throws(UsageError) {
        var markdown = conversion.markdownOutput
        markdown.writesFrontMatter = options.frontMatter
        if options.referenceLinks { markdown.linkStyle = .reference }
        if let wrap = options.wrap { markdown.lineWidth = try lineWidth(wrap) }
        if let bullet = options.bullet { markdown.bullet = try choice(bullet, option: "--bullet", ["-": .hyphen, "*": .asterisk, "+": .plus]) }
        if let emphasis = options.emphasis {
            markdown.emphasis = try choice(emphasis, option: "--emphasis", ["*": .asterisk, "_": .underscore])
        }
        if let strong = options.strong {
            markdown.strong = try choice(strong, option: "--strong", ["**": .asterisk, "__": .underscore])
        }
        if let fence = options.fence {
            markdown.fence = try choice(fence, option: "--fence", ["backtick": .backtick, "tilde": .tilde, "`": .backtick, "~": .tilde])
        }
        if let headings = options.headings { markdown.headingStyle = try choice(headings, option: "--headings", ["atx": .atx, "setext": .setext]) }
        if let keep = options.keepHTML {
            markdown.keepHTML = try choice(keep, option: "--keep-html", ["none": .none, "unknown": .unknown, "embeds": .embeds, "all": .all])
        }
        if let spans = options.tableSpans {
            markdown.tableSpans = try choice(spans, option: "--table-spans", ["html": .html, "expand": .expand])
        }
        if let math = options.math {
            markdown.math = try choice(math, option: "--math", ["code": .code, "dollars": .dollars, "html": .html])
        }
        conversion.markdownOutput = markdown
        conversion.htmlOutput.standalone = options.standalone
        for argument in options.metadata {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw UsageError(description: "--metadata: expected KEY=VALUE, got '\(argument)'")
            }
            let key = String(argument[..<equals])
            conversion.metadata.append(FrontMatter.Field(key: key, value: .string(String(argument[argument.index(after: equals)...]))))
        }
    }

    /// `none` (no wrapping), `auto` (``MarkdownRenderOptions/defaultLineWidth``) or a width
    /// from 20 to 10,000.
    private static func lineWidth(_ text: String) throws(UsageError) -> Int? {
        switch text {
        case "none": return nil
        case "auto": return MarkdownRenderOptions.defaultLineWidth
        default:
            guard let width = Int(text), (20...10_000).contains(width) else {
                throw UsageError(description: "--wrap: expected none, auto or a width from 20 to 10000, got '\(text)'")
            }
            return width
        }
    }

    private static func choice<Value>(_ text: String, option: String, _ values: KeyValuePairs<String, Value>) throws(UsageError) -> Value {
        if let match = values.first(where: { $0.key == text }) { return match.value }
        let names = values.map { "'\($0.key)'" }.joined(separator: ", ")
        throw UsageError(description: "\(option): expected one of \(names), got '\(text)'")
    }
}
