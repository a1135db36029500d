import MarkupConversion
import Synchronization

/// `mconv --jsonl`: a streaming converter for pipelines and clusters (Spark's `RDD.pipe`,
/// Hadoop Streaming, GNU parallel). Reads JSON Lines records on standard input
/// (``JSONLinesRecord``) and writes one JSON line per record on standard output
/// (``JSONLinesOutput``), in input order, each written as soon as it and the ones before it
/// are converted.
///
/// - `-j N` records convert at once (``OrderedParallelMap``); the output is the same bytes
///   for any `N`. Memory holds at most `2 × N` records, however long the stream.
/// - A line that is not a record, or a record that cannot be converted, gives an error
///   record and the stream goes on; blank lines are skipped.
/// - Exit code 0 when every record converted, 1 when some did not (or standard input could
///   not be read, or standard output not written), 64 for a usage error.
///
/// Built on the CLI's own resolution (``ConversionPlan``), so a record converts to exactly
/// what `mconv` writes for the same file with the same options. Swift programs call
/// ``MarkupConversion/MarkupConverter`` directly instead: JSON Lines is the interface for
/// the tools that run commands.
struct JSONLinesCommand {
    let options: CommandLineOptions
    /// The command line resolved (`-f`, `-t`, every conversion option).
    let plan: ConversionPlan

    /// Converts standard input to standard output; returns the exit code.
    func run() throws -> Int32 {
        try checkOptions()
        let jobs = try JobsArgument.count(options.jobs)
        var conversion = plan.converter.options
        // cmark-gfm's process arena is for one document at a time, on one thread.
        conversion.markdownInput.usesProcessArena = jobs == 1
        // Terminal output goes into JSON strings, not to the terminal standard output may be.
        let themes = try ThemeArgument.themes(options.theme, output: plan.output)
        conversion.ansiOutput = try ANSIOptionsParsing.options(from: options, theme: themes.ansi, outputDescriptor: nil)
        let converter = JSONLinesConverter(
            converter: MarkupConverter(registry: plan.registry, options: conversion), input: plan.input,
            addedExtensions: plan.addedExtensions, output: plan.output, dumpsAST: options.dumpAST
        )
        let source = RecordSource(reader: LineReader(descriptor: 0))
        var records = 0
        var failed = 0
        var writeFailure: IOError?
        OrderedParallelMap.run(jobs: jobs, produce: { source.next() }, work: { converter.convert($0) }) { outcome in
            guard writeFailure == nil else { return }
            records += 1
            if !outcome.succeeded { failed += 1 }
            do throws(IOError) {
                try FileIO.writeStandardOutput(outcome.line)
            } catch {
                writeFailure = error
                source.stop()
            }
        }
        if let failure = writeFailure ?? source.readFailure { throw failure }
        guard failed == 0 else {
            let grouped = DiagnosticReporter.grouped
            FileIO.writeStandardError("mconv: error: \(grouped(failed)) of \(grouped(records)) records failed (see their error records)")
            return 1
        }
        return 0
    }

    /// Options that name files or a batch over files mean nothing for a stream.
    private func checkOptions() throws(UsageError) {
        if let file = options.files.first(where: { $0 != "-" }) {
            throw UsageError(description: "--jsonl reads records from standard input; remove the file argument '\(file)'")
        }
        let conflicting: [(given: Bool, name: String)] = [
            (options.output != nil, "--output"), (options.outputDirectory != nil, "--output-dir"),
            (options.update, "--update"), (options.report != nil, "--report"), (options.progress, "--progress"),
            (!options.include.isEmpty, "--include"), (!options.exclude.isEmpty, "--exclude"),
        ]
        if let option = conflicting.first(where: \.given) {
            throw UsageError(description: "\(option.name) cannot be combined with --jsonl (records go from standard input to standard output)")
        }
    }

    /// The producer side: non-blank lines from the reader until the input ends or the
    /// output fails. Only the producer thread calls ``next()``; ``stop()`` may come from any.
    private final class RecordSource: @unchecked Sendable {
        private let reader: LineReader
        private let isStopped = Atomic<Bool>(false)

        init(reader: LineReader) {
            self.reader = reader
        }

        /// Why reading standard input ended early (read once the map has finished).
        var readFailure: IOError? { reader.failure }

        func next() -> LineReader.Line? {
            while !isStopped.load(ordering: .relaxed), let line = reader.nextLine() {
                if !Self.isBlank(line.bytes) { return line }
            }
            return nil
        }

        func stop() {
            isStopped.store(true, ordering: .relaxed)
        }

        private static func isBlank(_ bytes: [UInt8]) -> Bool {
            bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        }
    }
}
