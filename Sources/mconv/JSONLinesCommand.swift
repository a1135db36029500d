import MarkupConversion
import Synchronization

/// `mconv --jsonl`: a streaming converter for pipelines and clusters (Spark's `RDD.pipe`,
/// Hadoop Streaming, GNU parallel). Reads JSON Lines records on standard input
/// (``JSONLinesRecord``) and writes one JSON line per record on standard output
/// (``JSONLinesOutput``), in input order, each written as soon as it and the ones before it
/// are converted (records read together travel in batches, see ``RecordSource``).
///
/// - `-j N` batches convert at once (``OrderedParallelMap``); the output is the same bytes
///   for any `N`. Memory holds at most `2 × N` batches, however long the stream.
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
        // The process-wide chunked memory for cmark-gfm is for one document at a time.
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
        OrderedParallelMap.run(jobs: jobs, produce: { source.nextBatch() }, work: { Self.convert($0, with: converter) }) { batch in
            guard writeFailure == nil else { return }
            records += batch.records
            failed += batch.failed
            do throws(IOError) {
                try FileIO.writeStandardOutput(batch.lines)
            } catch {
                writeFailure = error
                source.stop()
            }
        }
        if let failure = writeFailure ?? source.readFailure { throw failure }
        guard failed == 0 else {
            let grouped = BatchSummary.grouped
            FileIO.writeStandardError("mconv: error: \(grouped(failed)) of \(grouped(records)) records failed (see their error records)")
            return 1
        }
        return 0
    }

    /// The output lines of a batch of input lines, and how many of the records failed.
    private static func convert(_ batch: [LineReader.Line], with converter: JSONLinesConverter) -> (lines: [UInt8], records: Int, failed: Int) {
        var lines: [UInt8] = []
        var failed = 0
        for line in batch {
            let outcome = converter.convert(line)
            lines += outcome.line
            if !outcome.succeeded { failed += 1 }
        }
        return (lines, batch.count, failed)
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

    /// The producer side: batches of non-blank lines from the reader until the input ends or
    /// the output fails. Only the producer thread calls ``nextBatch()``; ``stop()`` may come
    /// from any.
    ///
    /// A batch is one line, plus the lines after it that were already read (up to
    /// ``batchRecords`` records and ``batchBytes`` bytes): small records travel through the
    /// threads and out to standard output a few dozen at a time instead of one by one (one
    /// lock round and one `write(2)` per record cost more than converting a 300-byte snippet),
    /// while a batch never waits for input that has not arrived, so a caller that waits for
    /// the answer to what it wrote still gets it.
    private final class RecordSource: @unchecked Sendable {
        static let batchRecords = 64
        static let batchBytes = 1 << 18

        private let reader: LineReader
        private let isStopped = Atomic<Bool>(false)

        init(reader: LineReader) {
            self.reader = reader
        }

        /// Why reading standard input ended early (read once the map has finished).
        var readFailure: IOError? { reader.failure }

        func nextBatch() -> [LineReader.Line]? {
            var batch: [LineReader.Line] = []
            var bytes = 0
            // The first line may wait for input; the others are taken only when already read.
            while !isStopped.load(ordering: .relaxed), batch.count < Self.batchRecords, bytes < Self.batchBytes,
                  batch.isEmpty || reader.hasBufferedLine, let line = reader.nextLine() {
                guard !Self.isBlank(line.bytes) else { continue }
                batch.append(line)
                bytes += line.bytes.count
            }
            return batch.isEmpty ? nil : batch
        }

        func stop() {
            isStopped.store(true, ordering: .relaxed)
        }

        private static func isBlank(_ bytes: [UInt8]) -> Bool {
            bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        }
    }
}
