import MarkupAST
import MarkupConversion
import MarkupEncoding

/// The `mconv` command: resolves formats from the registry, converts the inputs and maps
/// failures to the documented exit codes (0 ok, 1 IO, 64 usage, 65 invalid input data:
/// invalid UTF-8 with `--strict`, or input that is not its format at all).
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
    private var reporter: DiagnosticReporter { DiagnosticReporter(isQuiet: options.quiet) }

    func run() -> Int32 {
        do {
            if options.showHelp {
                try FileIO.writeStandardOutput(HelpText.text(registry: .standard))
            } else if options.showVersion {
                try FileIO.writeStandardOutput(HelpText.version + "\n")
            } else if options.listFormats {
                try FileIO.writeStandardOutput(FormatListing.text(registry: .standard))
            } else {
                let plan = try makePlan(registry: .standard)
                let jobs = try JobsArgument.count(options.jobs)
                if options.jsonLines {
                    return try JSONLinesCommand(options: options, plan: plan).run()
                }
                if let outputDirectory {
                    return try BatchCommand(options: options, plan: plan, outputDirectory: outputDirectory, jobs: jobs).run()
                }
                return try convertJoined(with: plan)
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

    /// Resolves formats and options into a plan, or throws a usage error naming what is wrong.
    private func makePlan(registry: FormatRegistry) throws(UsageError) -> ConversionPlan {
        let input = try options.from.map { text throws(UsageError) in try Self.specifier(text, in: registry, option: "-f") }
        if let input, !input.format.isReadable {
            throw UsageError(description: "format '\(input.format.name)' cannot be read (input formats: \(registry.names { $0.isReadable }))")
        }
        // -e adds to the input format's extensions (GFM's when the format is inferred).
        let extensionOwner = input?.format ?? ConversionPlan.defaultInput
        var added: Set<String> = []
        for name in options.extensions.map({ $0.lowercased() }) {
            guard let available = extensionOwner.extensions?.available else {
                throw UsageError(description: "-e \(name): format '\(extensionOwner.name)' has no extensions")
            }
            guard available.contains(name) else {
                throw UsageError(description: "unknown extension '\(name)' (extensions: \(available.joined(separator: ", ")))")
            }
            added.insert(name)
        }
        var resolvedInput = input
        resolvedInput?.extensions.formUnion(added)

        let outputFormat = try resolveOutput(registry: registry)
        if output != nil && outputDirectory != nil {
            throw UsageError(description: "--output and --output-dir cannot be combined")
        }
        if outputDirectory != nil && files.filter({ $0 != "-" }).isEmpty {
            throw UsageError(description: "--output-dir needs input files or folders")
        }
        if outputDirectory == nil {
            if options.update { throw UsageError(description: "--update needs --output-dir (it compares each input with its output)") }
            if options.report != nil { throw UsageError(description: "--report needs --output-dir") }
            if options.rewriteLinks { throw UsageError(description: "--rewrite-links needs --output-dir (it links the outputs of several inputs)") }
        }
        var conversion = ConversionOptions()
        switch options.rawHTML {
        case nil: break
        case let mode?:
            guard let value = RawHTMLMode(rawValue: mode) else {
                throw UsageError(description: "--raw-html: expected 'resolve' or 'keep', got '\(mode)'")
            }
            conversion.rawHTML = value
        }
        conversion.strictUTF8 = options.strict
        conversion.maxInputBytes = try InputSizeArgument.limit(options.maxInputSize)
        if let label = options.encoding {
            guard let encoding = TextEncoding(label: label) else {
                throw UsageError(description: "--encoding: unknown encoding '\(label)' (names and labels of the WHATWG Encoding Standard: utf-8, windows-1252, iso-8859-2, shift_jis, gb18030, …)")
            }
            conversion.encoding = encoding
        }
        conversion.htmlOutput.sanitizer = try SanitizerOptionsParsing.policy(from: options)
        conversion.baseURL = options.baseURL
        if options.selfCheck && options.noSelfCheck { throw UsageError(description: "--self-check and --no-self-check cannot be combined") }
        conversion.markdownSelfCheck = options.selfCheck
        if let ignored = SanitizerOptionsParsing.ignoredOptionsWarning(options, output: outputFormat) {
            reporter.report([ignored], for: "mconv", source: [])
        }
        conversion.textOutput.showLinkURLs = options.linkURLs
        conversion.markdownOutput = try MarkdownOptionsParsing.options(from: options, base: conversion.markdownOutput)
        let themes = try ThemeArgument.themes(options.theme, output: outputFormat)
        conversion.runsOutput = try RunsOptionsParsing.options(from: options, theme: themes.runs)
        // Terminal output is sized and coloured for the descriptor it goes to (none for files).
        let descriptor: Int32? = outputDirectory != nil ? nil : output.map { $0 == "-" ? 1 : OutputFile.inheritedDescriptor($0) } ?? 1
        conversion.ansiOutput = try ANSIOptionsParsing.options(from: options, theme: themes.ansi, outputDescriptor: descriptor)
        try MarkdownOptionsParsing.apply(options, to: &conversion)
        conversion.htmlInput.selection = try SelectorArguments.list(options.select)
        conversion.htmlInput.removal = try SelectorArguments.list(options.remove)
        // One document at a time: cmark-gfm's process-wide chunked memory is safe, faster and returns memory as the tree is converted.
        conversion.markdownInput.usesProcessArena = true
        if options.extractMedia?.isEmpty == true { throw UsageError(description: "--extract-media needs a folder") }
        if options.extractMedia != nil && options.update {
            // A skipped input's images are not seen, so a later image could take their names.
            throw UsageError(description: "--extract-media cannot be combined with --update (the names of the copies depend on every input)")
        }
        return ConversionPlan(
            converter: MarkupConverter(registry: registry, options: conversion), input: resolvedInput,
            addedExtensions: added, output: outputFormat, media: options.extractMedia.map(MediaExtractor.init(directory:)),
            outputPath: output == "-" ? nil : output
        )
    }

    /// The output format: `-t`, else the `--output` file's extension (a usage error when the
    /// registry does not know it), else the default.
    private func resolveOutput(registry: FormatRegistry) throws(UsageError) -> DocumentFormat {
        if let to = options.to {
            if registry.format(named: to) == nil, let modified = Self.modifiedName(to, in: registry) {
                throw UsageError(description: "output format '\(to)': extensions (+name/-name) apply to the input format (-f), not to '\(modified)'")
            }
            let specifier = try Self.specifier(to, in: registry, option: "-t")
            guard specifier.extensions == FormatSpecifier(format: specifier.format).extensions else {
                throw UsageError(description: "output format '\(to)': extensions (+name/-name) apply to the input format (-f)")
            }
            guard specifier.format.isWritable else {
                throw UsageError(description: "format '\(specifier.format.name)' cannot be written (output formats: \(registry.names { $0.isWritable }))")
            }
            return specifier.format
        }
        guard let output, output != "-", OutputFile.inheritedDescriptor(output) == nil else { return ConversionPlan.defaultOutput }
        let fileExtension = FormatRegistry.fileExtension(of: output)
        guard !fileExtension.isEmpty else { return ConversionPlan.defaultOutput }
        guard let format = registry.format(forPath: output, readable: false) else {
            throw UsageError(description: "cannot tell the output format from '.\(fileExtension)' in '\(output)': give it with -t (output formats: \(registry.names { $0.isWritable }))")
        }
        return format
    }

    /// The registered format name that `text` adds or removes extensions from
    /// (`gfm` of `gfm+foo`), if it is such a specifier.
    private static func modifiedName(_ text: String, in registry: FormatRegistry) -> String? {
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == "+" || text[index] == "-", let format = registry.format(named: String(text[..<index])) {
                return format.name
            }
        }
        return nil
    }

    private static func specifier(_ text: String, in registry: FormatRegistry, option: String) throws(UsageError) -> FormatSpecifier {
        do {
            return try FormatSpecifier(text, in: registry)
        } catch {
            throw UsageError(description: "\(option) \(text): \(error.description)")
        }
    }

    /// Parses every input, joins the documents and writes one output. A folder among the
    /// inputs stands for its files (walked as for `--output-dir`, sorted); exit 1 when one
    /// of its folders could not be read (the rest is still converted).
    private func convertJoined(with plan: ConversionPlan) throws -> Int32 {
        if let output, output != "-" { try OutputFile.checkWritable(output) }
        var inputs = files.isEmpty ? ["-"] : files
        var status: Int32 = 0
        if !options.include.isEmpty || !options.exclude.isEmpty || inputs.contains(where: FileIO.isDirectory) {
            var walker = BatchConverter(converter: plan.converter, output: plan.output, input: plan.input)
            walker.include = options.include.map(PathPattern.init)
            walker.exclude = options.exclude.map(PathPattern.init)
            let expanded = walker.expand(inputs)
            for problem in expanded.problems {
                FileIO.writeStandardError("mconv: \(problem.isFailure ? "error" : "warning"): \(problem.description)")
                if problem.isFailure { status = 1 }
            }
            inputs = expanded.files.map(\.path)
            if inputs.isEmpty { throw UsageError(description: "no input files found in \(files.joined(separator: ", ")) (see --include)") }
        }
        var document = Document()
        var sourceFormat: String?
        var footnotes = FootnoteJoining()
        for (index, path) in inputs.enumerated() {
            let bytes = try FileIO.read(path, maxBytes: plan.converter.options.maxInputBytes)
            let (result, source) = try plan.parse(bytes, path: path)
            reporter.report(result.diagnostics, for: path, source: source)
            if index == 0 { sourceFormat = result.sourceFormat }
            let part = inputs.count > 1 ? footnotes.adding(result.document, inputNumber: index + 1) : result.document
            document.blocks += part.blocks
            // Metadata (an HTML page's title) comes from the first input that has it.
            document.metadata.merge(part.metadata) { first, _ in first }
            if document.frontMatter == nil { document.frontMatter = part.frontMatter }
        }
        // The output is rendered while it is written, piece by piece: runs.json never holds
        // its whole JSON text (several times the input). Diagnostics follow the output.
        let content: OutputContent
        var renderDiagnostics: [Diagnostic] = []
        if options.dumpAST {
            content = .bytes(Array(document.dump.utf8))
        } else {
            let inputPath = inputs.first ?? "-"
            let parsed = document
            content = .pieces { write in
                renderDiagnostics = plan.render(parsed, inputPath: inputPath, sourceFormat: sourceFormat, inPieces: write)
            }
        }
        ExitRetainer.keepUntilExit(document)
        if let output, output != "-" {
            try OutputFile.write(content, to: output)
        } else {
            try FileIO.writeStandardOutput(content)
        }
        reporter.report(renderDiagnostics, for: inputs.count == 1 ? inputs[0] : "<output>", source: [])
        if let media = plan.media, !options.quiet { FileIO.writeStandardError("mconv: \(media.summary)") }
        return status
    }
}
