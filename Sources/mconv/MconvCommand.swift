import MarkdownFrontend
import MarkupAST

/// The `mconv` command: resolves formats, converts the inputs and maps failures to the
/// documented exit codes (0 ok, 1 IO, 64 usage, 65 invalid input data with `--strict`).
struct MconvCommand {
    let options: CommandLineOptions

    /// Runs `mconv` with `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == DebugHTMLTreeCommand.name {
            return DebugHTMLTreeCommand.main(Array(arguments.dropFirst()))
        }
        do {
            let options = try CommandLineParser.parse(arguments)
            return MconvCommand(options: options).run()
        } catch {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            return 64
        }
    }

    private var files: [String] { options.files }
    private var output: String? { options.output }
    private var outputDirectory: String? { options.outputDirectory }
    private var dumpAST: Bool { options.dumpAST }

    func run() -> Int32 {
        do {
            if options.showHelp {
                try FileIO.writeStandardOutput(HelpText.text)
            } else if options.showVersion {
                try FileIO.writeStandardOutput(HelpText.version + "\n")
            } else if options.listFormats {
                try FileIO.writeStandardOutput(FormatListing.text)
            } else {
                let conversion = try makeConversion()
                if let outputDirectory {
                    return try convertEach(into: outputDirectory, with: conversion)
                }
                try convertJoined(with: conversion)
            }
            return 0
        } catch let error as UsageError {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            return 64
        } catch let error as InputDataError {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            return 65
        } catch let error as IOError {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            return 1
        } catch {
            FileIO.writeStandardError("mconv: error: \(error)")
            return 1
        }
    }

    private func makeConversion() throws(UsageError) -> Conversion {
        let inputFormat: InputFormat?
        var extensions: Set<MarkdownExtension>
        if let from = options.from {
            let spec = FormatSpec(from)
            guard let format = InputFormat.allCases.first(where: { $0.names.contains(spec.name) }) else {
                throw UsageError(description: "unknown input format '\(from)' (input formats: \(FormatListing.inputNames))")
            }
            if format == .html && !(spec.added.isEmpty && spec.removed.isEmpty) {
                throw UsageError(description: "input format '\(from)': extensions (+name/-name) apply to Markdown input only")
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
            inputFormat = nil
            extensions = InputFormat.gfm.defaultExtensions
        }
        let requested = FormatSpec.extensions(named: options.extensions)
        if let unknown = requested.unknown.first {
            throw UsageError(description: "unknown Markdown extension '\(unknown)' (extensions: \(FormatListing.extensionNames))")
        }
        extensions.formUnion(requested.found)

        let outputFormat: OutputFormat
        if let to = options.to {
            let spec = FormatSpec(to)
            guard let format = OutputFormat.allCases.first(where: { $0.names.contains(spec.name) }) else {
                throw UsageError(description: "unknown output format '\(to)' (output formats: \(FormatListing.outputNames))")
            }
            guard spec.added.isEmpty && spec.removed.isEmpty else {
                throw UsageError(description: "output format '\(to)': extensions (+name/-name) apply to the input format (-f)")
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
        let resolvesRawHTML: Bool
        switch options.rawHTML {
        case nil:
            // Markdown output can carry raw HTML as is, and trusted HTML output passes it
            // through (cmark-gfm --unsafe); every other output shows what the HTML means.
            resolvesRawHTML = !(outputFormat == .gfm || outputFormat == .commonmark || (outputFormat == .html && options.trustedHTML))
        case "resolve"?: resolvesRawHTML = true
        case "keep"?: resolvesRawHTML = false
        case let other?:
            throw UsageError(description: "--raw-html: expected 'resolve' or 'keep', got '\(other)'")
        }
        var conversion = Conversion(
            inputFormat: inputFormat, extensions: extensions, resolvesRawHTML: resolvesRawHTML, outputFormat: outputFormat,
            trustedHTML: options.trustedHTML, linkURLs: options.linkURLs, runsOptions: try RunsOptionsParsing.options(from: options),
            strictUTF8: options.strict
        )
        conversion.selection = try SelectorArguments.list(options.select)
        conversion.removal = try SelectorArguments.list(options.remove)
        return conversion
    }

    /// Parses every input, joins the documents and writes one output.
    private func convertJoined(with conversion: Conversion) throws {
        if let output, output != "-" { try FileIO.checkWritable(output) }
        let inputs = files.isEmpty ? ["-"] : files
        var document = Document()
        var footnotes = FootnoteJoining()
        for (index, path) in inputs.enumerated() {
            let bytes = try FileIO.read(path)
            let result = try conversion.parse(bytes, format: conversion.inputFormat(for: path))
            report(result.diagnostics, for: path, source: bytes)
            let part = inputs.count > 1 ? footnotes.adding(result.document, inputNumber: index + 1) : result.document
            document.blocks += part.blocks
            // Metadata (an HTML page's title) comes from the first input that has it.
            document.metadata.merge(part.metadata) { first, _ in first }
        }
        let text = dumpAST ? Array(document.dump.utf8) : conversion.render(document)
        ExitRetainer.keepUntilExit(document)
        if let output, output != "-" {
            try FileIO.writeAtomically(text, to: output)
        } else {
            try FileIO.writeStandardOutput(text)
        }
    }

    /// Converts each input into its own file under `directory`; a failing input is reported
    /// and the others still convert (exit status of the worst failure).
    private func convertEach(into directory: String, with conversion: Conversion) throws -> Int32 {
        try FileIO.requireDirectory(directory)
        var targets: [String: String] = [:]
        for path in files where path != "-" {
            let target = FileExtension.replacing(path, with: conversion.outputFileExtension)
            if let earlier = targets.updateValue(path, forKey: target) {
                throw UsageError(description: "--output-dir: '\(earlier)' and '\(path)' would both be written to '\(target)'")
            }
        }
        var worst: Int32 = 0
        for path in files where path != "-" {
            do {
                let bytes = try FileIO.read(path)
                let result = try conversion.parse(bytes, format: conversion.inputFormat(for: path))
                report(result.diagnostics, for: path, source: bytes)
                let text = dumpAST ? Array(result.document.dump.utf8) : conversion.render(result.document)
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
        return worst
    }

    /// Prints diagnostics as `file:line:col: warning: message [code]`.
    private func report(_ diagnostics: [Diagnostic], for path: String, source: [UInt8]) {
        guard !options.quiet else { return }
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
