/// Everything the user said on the command line, before formats are resolved.
struct CommandLineOptions {
    var from: String?
    var to: String?
    var output: String?
    var outputDirectory: String?
    var extensions: [String] = []
    var rawHTML: String?
    var trustedHTML = false
    var linkURLs = false
    /// `--anchors all|referenced|none`: Markdown output's link targets.
    var anchors: String?
    var styleSheet: String?
    var stylePolicy: String?
    var runsOffsets: String?
    /// Sanitized HTML output.
    var sanitize: String?
    var sanitizePolicy: String?
    var baseURL: String?
    /// Terminal output (`-t ansi`).
    var color: String?
    var colorDepth: String?
    var hyperlinks: String?
    var columns: String?
    var linkStyle: String?
    var theme: String?
    var codeLines: String?
    var ascii = false
    var unicode = false
    var headingPrefix = false
    var strict = false
    /// `--max-input-size SIZE`: the largest input converted (see ``InputSizeArgument``).
    var maxInputSize: String?
    /// `--encoding NAME`: the input encoding, whatever the input declares.
    var encoding: String?
    var quiet = false
    var listFormats = false
    var dumpAST = false
    var showHelp = false
    var showVersion = false
    var files: [String] = []
    /// `-j N`: conversions run at once (directory trees, several files, `--jsonl`).
    var jobs: String?
    /// `--include GLOB` / `--exclude GLOB`: which files of a directory input are converted.
    var include: [String] = []
    var exclude: [String] = []
    /// `--update`: skip inputs whose output is newer (resume an interrupted run).
    var update = false
    /// `--report FILE.json`: one record per input of a batch.
    var report: String?
    /// `--progress`: a progress line on a terminal's standard error (`--no-progress` turns it off).
    var progress = false
    var noProgress = false
    /// `--jsonl`: JSON Lines records in on standard input, out on standard output.
    var jsonLines = false
    /// Migration: `--rewrite-links` (batch links between outputs), `--extract-media DIR`,
    /// `--self-check`/`--no-self-check` (Markdown output read back and checked; off by default).
    var rewriteLinks = false
    var extractMedia: String?
    var selfCheck = false
    var noSelfCheck = false
    /// `--select` and `--remove` values, each a selector list.
    var select: [String] = []
    var remove: [String] = []
    /// Markdown for migrations (issue 16): front matter, metadata, `--standalone` HTML and
    /// the Markdown writer's options (see ``MarkdownOptionsParsing``).
    var frontMatter = false
    var metadata: [String] = []
    var standalone = false
    var wrap: String?
    var referenceLinks = false
    var bullet: String?
    var emphasis: String?
    var strong: String?
    var fence: String?
    var headings: String?
    var keepHTML: String?
    var tableSpans: String?
    /// `--math code|dollars|html`: how formulas are written in Markdown.
    var math: String?
}
