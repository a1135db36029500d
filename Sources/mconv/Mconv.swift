import ArgumentParser
import MarkdownFrontend
import MarkupAST

/// The `mconv` command line: convert rich text between formats through one AST.
@main
struct Mconv: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mconv",
        abstract: "Convert rich text between formats: Markdown in; HTML, Markdown and plain text out.",
        discussion: """
            Reads the named files (or standard input when there are none, or for "-"), converts \
            them through one shared document tree and writes the result to standard output or \
            --output. Several inputs are joined into one document, unless --output-dir is given, \
            which converts each file on its own.

            Examples:
              mconv README.md -t html                 Markdown to safe HTML on stdout
              mconv -f gfm -t text < notes.md         strip Markdown to readable text
              mconv -t html --trusted-html doc.md     pass raw HTML through (trusted input only)
              mconv -f commonmark -e table -t html x.md   CommonMark plus the table extension
              mconv -f commonmark+strikethrough -t gfm a.md -o b.md
              mconv -t html --output-dir site/ docs/*.md  one .html per input file
              mconv --list-formats

            Exit codes: 0 success; 1 an input could not be read or the output not written; \
            64 usage error (unknown format, bad option); 65 invalid input data with --strict.
            """
    )

    @Option(name: [.customShort("f"), .customLong("from")], help: "Input format (default: from the file extension, else gfm). See --list-formats.")
    var from: String?

    @Option(name: [.customShort("t"), .customLong("to")], help: "Output format (default: from the --output extension, else html).")
    var to: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "Write to FILE (atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("output-dir"), help: "Convert each input file separately into DIR, named after the input.")
    var outputDirectory: String?

    @Option(name: [.customShort("e"), .customLong("extension")], help: "Enable a Markdown extension (repeatable): table, strikethrough, autolink, tagfilter, tasklist, footnotes.")
    var extensions: [String] = []

    @Flag(name: [.customLong("trusted-html"), .customLong("unsafe")], help: "HTML output: pass raw HTML and every URL through. Only for input you trust.")
    var trustedHTML = false

    @Flag(name: .customLong("link-urls"), help: "Text output: write each link's URL after its text.")
    var linkURLs = false

    @Flag(name: .customLong("strict"), help: "Reject invalid UTF-8 (exit 65) instead of replacing it with U+FFFD.")
    var strict = false

    @Flag(name: .customLong("quiet"), help: "Do not print warnings.")
    var quiet = false

    @Flag(name: .customLong("list-formats"), help: "List input and output formats and exit.")
    var listFormats = false

    @Flag(name: .customLong("dump-ast"), help: "Print the document tree instead of converting (for debugging).")
    var dumpAST = false

    @Argument(help: "Input files; standard input when none or \"-\".")
    var files: [String] = []

    mutating func run() throws {
        if listFormats {
            try FileIO.writeStandardOutput(FormatListing.text)
            return
        }
        do {
            let conversion = try makeConversion()
            if let outputDirectory {
                try convertEach(into: outputDirectory, with: conversion)
            } else {
                try convertJoined(with: conversion)
            }
        } catch let error as UsageError {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            throw ExitCode(64)
        } catch let error as InputDataError {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            throw ExitCode(65)
        } catch let error as IOError {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            throw ExitCode(1)
        }
    }

    private func makeConversion() throws(UsageError) -> Conversion {
        let inputFormat: InputFormat
        var extensions: Set<MarkdownExtension>
        if let from {
            let spec = FormatSpec(from)
            guard let format = InputFormat.allCases.first(where: { $0.names.contains(spec.name) }) else {
                throw UsageError(description: "unknown input format '\(from)' (input formats: \(FormatListing.inputNames))")
            }
            inputFormat = format
            extensions = format.defaultExtensions
            let added = FormatSpec.extensions(named: spec.added)
            let removed = FormatSpec.extensions(named: spec.removed)
            if let unknown = (added.unknown + removed.unknown).first {
                throw UsageError(description: "unknown Markdown extension '\(unknown)' (extensions: \(FormatListing.extensionNames))")
            }
            extensions.formUnion(added.found)
            extensions.subtract(removed.found)
        } else {
            inputFormat = files.lazy.compactMap(InputFormat.inferred(fromPath:)).first ?? .gfm
            extensions = inputFormat.defaultExtensions
        }
        let requested = FormatSpec.extensions(named: self.extensions)
        if let unknown = requested.unknown.first {
            throw UsageError(description: "unknown Markdown extension '\(unknown)' (extensions: \(FormatListing.extensionNames))")
        }
        extensions.formUnion(requested.found)

        let outputFormat: OutputFormat
        if let to {
            let name = FormatSpec(to).name
            guard let format = OutputFormat.allCases.first(where: { $0.names.contains(name) }) else {
                throw UsageError(description: "unknown output format '\(to)' (output formats: \(FormatListing.outputNames))")
            }
            outputFormat = format
        } else {
            outputFormat = output.flatMap(OutputFormat.inferred(fromPath:)) ?? .html
        }
        if output != nil && outputDirectory != nil {
            throw UsageError(description: "--output and --output-dir cannot be combined")
        }
        if outputDirectory != nil && files.filter({ $0 != "-" }).isEmpty {
            throw UsageError(description: "--output-dir needs input files")
        }
        return Conversion(
            inputFormat: inputFormat, extensions: extensions, outputFormat: outputFormat,
            trustedHTML: trustedHTML, linkURLs: linkURLs, strictUTF8: strict
        )
    }

    /// Parses every input, joins the documents and writes one output.
    private func convertJoined(with conversion: Conversion) throws {
        let inputs = files.isEmpty ? ["-"] : files
        var document = Document()
        for path in inputs {
            let bytes = try FileIO.read(path)
            let result = try conversion.parse(bytes)
            report(result.diagnostics, for: path, source: bytes)
            document.blocks += result.document.blocks
        }
        let text = dumpAST ? document.dump : conversion.render(document)
        if let output, output != "-" {
            try FileIO.writeAtomically(text, to: output)
        } else {
            try FileIO.writeStandardOutput(text)
        }
    }

    /// Converts each input into its own file under `directory`; a failing input is reported
    /// and the others still convert (exit status of the worst failure).
    private func convertEach(into directory: String, with conversion: Conversion) throws {
        guard FileIO.isDirectory(directory) else {
            throw IOError("write into", directory, errorNumber: 20)  // ENOTDIR
        }
        var worst: Int32 = 0
        for path in files where path != "-" {
            do {
                let bytes = try FileIO.read(path)
                let result = try conversion.parse(bytes)
                report(result.diagnostics, for: path, source: bytes)
                let text = dumpAST ? result.document.dump : conversion.render(result.document)
                let target = directory + "/" + FileExtension.replacing(path, with: conversion.outputFileExtension)
                try FileIO.writeAtomically(text, to: target)
            } catch let error as InputDataError {
                FileIO.writeStandardError("mconv: error: \(path): \(error.description)")
                worst = max(worst, 65)
            } catch let error as IOError {
                FileIO.writeStandardError("mconv: error: \(error.description)")
                worst = max(worst, 1)
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }

    /// Prints diagnostics as `file:line:col: warning: message [code]`.
    private func report(_ diagnostics: [Diagnostic], for path: String, source: [UInt8]) {
        guard !quiet else { return }
        let name = path == "-" ? "<stdin>" : path
        for diagnostic in diagnostics {
            var location = name
            if let span = diagnostic.span {
                let position = span.lineAndColumn(in: source)
                location += ":\(position.line):\(position.column)"
            }
            FileIO.writeStandardError("\(location): \(diagnostic.description)")
        }
    }
}
