import MarkupConversion

/// `mconv --output-dir OUT FILE-OR-DIR…`: every input file converted on its own into its
/// mirrored path under OUT, on `-j` threads (``MarkupConversion/BatchConverter``), with a
/// progress line on a terminal, warnings grouped per file, a summary line and an optional
/// JSON report. Exit 0 when everything converted (or was up to date), 1 when anything failed
/// (the rest is still written).
struct BatchCommand {
    let options: CommandLineOptions
    let plan: ConversionPlan
    let outputDirectory: String
    let jobs: Int

    func run() throws -> Int32 {
        var batch = BatchConverter(converter: plan.converter, output: plan.output, input: plan.input)
        batch.addedExtensions = plan.addedExtensions
        batch.jobs = jobs
        batch.skipsUpToDate = options.update
        batch.include = options.include.map(PathPattern.init)
        batch.exclude = options.exclude.map(PathPattern.init)
        batch.writesTreeDump = options.dumpAST
        batch.rewritesLinks = options.rewriteLinks
        batch.mediaExtractor = plan.media
        let inputs = options.files.filter { $0 != "-" }
        let batchPlan: BatchPlan
        do {
            batchPlan = try batch.plan(inputs: inputs, outputDirectory: outputDirectory)
        } catch {
            throw UsageError(description: "--output-dir: \(error.description)")
        }
        try OutputFile.createDirectory(outputDirectory)
        if let report = options.report { try OutputFile.checkWritable(report) }
        let reporter = DiagnosticReporter(isQuiet: options.quiet)
        for problem in batchPlan.problems {
            FileIO.writeStandardError("mconv: \(problem.isFailure ? "error" : "warning"): \(problem.description)")
        }
        let progress = ProgressLine.isWanted(options) ? ProgressLine(total: batchPlan.items.count) : nil
        let summary = batch.run(batchPlan) { result in
            if result.failure != nil || !result.diagnostics.isEmpty { progress?.clear() }
            switch result.failure {
            case .io(let error)?:
                FileIO.writeStandardError("mconv: error: \(error.description)")
            case .invalidInput(.tooLarge(let error))?:
                FileIO.writeStandardError("mconv: error: \(result.item.source): \(error.description) (see --max-input-size)")
            case .invalidInput(let error)?:
                FileIO.writeStandardError("mconv: error: \(result.item.source): \(error.description)")
            case nil:
                break
            }
            reporter.report(result.diagnostics, for: result.item.source)
            progress?.record(result)
        }
        progress?.clear()
        if !options.quiet { FileIO.writeStandardError("mconv: \(summary.line)") }
        if let media = plan.media, !options.quiet { FileIO.writeStandardError("mconv: \(media.summary)") }
        if let report = options.report { try OutputFile.write(summary.reportJSON, to: report) }
        return summary.succeeded ? 0 : 1
    }
}
