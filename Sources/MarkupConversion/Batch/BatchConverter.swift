#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupAST

/// Converts many files at once — whole directory trees — on several threads, each file on
/// its own, into mirrored paths under an output folder: the library face of
/// `mconv --output-dir OUT DIR…`, for migration scripts written in Swift.
///
/// ```swift
/// var batch = BatchConverter(output: .gfm, input: FormatSpecifier(format: .html))
/// batch.jobs = 2
/// batch.skipsUpToDate = true
/// let plan = try batch.plan(inputs: ["site"], outputDirectory: "markdown")
/// let summary = batch.run(plan) { result in
///     if result.status == .failed { print(result.item.source, result.failure?.description ?? "") }
/// }
/// print(summary.converted, "converted,", summary.failed, "failed")
/// ```
///
/// - A directory input is walked recursively (``InputTreeWalker``: sorted, link loops
///   reported); its files are those with the input format's file extensions, or those
///   matching ``include``, minus ``exclude``. A file input is taken as it is.
/// - Each output keeps the input's path relative to its directory, with the output format's
///   extension; folders are created; files are written atomically (``OutputFile``), so an
///   interrupted run never leaves a partial output.
/// - Results come back in the plan's order whatever ``jobs`` is, and the outputs are
///   byte-identical for any number of jobs. At most ``jobs`` documents are in memory at once.
/// - ``ConversionOptions/baseURL`` is the URL of the input folder: each file's relative
///   links resolve against it joined with the file's path in the folder (a `/` is added to
///   a base URL that does not end with one). With ``rewritesLinks``, links to other
///   converted files are rewritten first.
public struct BatchConverter: Sendable {
    /// Parses and renders every file.
    public var converter: MarkupConverter
    /// The output format.
    public var output: DocumentFormat
    /// The input format; `nil` infers it from each file's extension (GFM when none matches).
    public var input: FormatSpecifier?
    /// Markdown extensions added to every inferred Markdown input (`mconv -e`).
    public var addedExtensions: Set<String> = []
    /// Files converted at once (default: the number of processors).
    public var jobs: Int = OrderedParallelMap.processorCount
    /// Skip a file whose output exists and is not older than it (`mconv --update`), so an
    /// interrupted run continues where it stopped.
    public var skipsUpToDate = false
    /// Files of directory inputs to convert instead of those with the input format's
    /// extensions (`--include`); empty keeps the extension rule.
    public var include: [PathPattern] = []
    /// Files and folders of directory inputs to leave out (`--exclude`).
    public var exclude: [PathPattern] = []
    /// Rewrite links between the converted files to links between their outputs
    /// (`--rewrite-links`, see ``BatchLinkRewriter``).
    public var rewritesLinks = false
    /// Copies each input's local and `data:` images into its folder and links them there
    /// (`--extract-media DIR`); images of each input are found relative to that input.
    public var mediaExtractor: MediaExtractor?
    /// Write the document tree (`--dump-ast`) instead of rendering.
    package var writesTreeDump = false

    /// A batch converter writing `output`.
    public init(converter: MarkupConverter = MarkupConverter(), output: DocumentFormat, input: FormatSpecifier? = nil) {
        self.converter = converter
        self.output = output
        self.input = input
    }

    // MARK: - Planning

    /// Lists the files of `inputs` (files and directories) and where each is written under
    /// `outputDirectory`. Nothing is written.
    /// - Throws: ``BatchPlanError`` when two inputs would be written to the same output, or
    ///   an input would be overwritten by its own output (`-t html --output-dir site site`).
    public func plan(inputs: [String], outputDirectory: String) throws(BatchPlanError) -> BatchPlan {
        let found = expand(inputs, skipping: FileIdentity(path: outputDirectory, following: true))
        let fileExtension = output.fileExtensions.first ?? output.name
        var items: [BatchItem] = []
        var claimed: [String: String] = [:]
        for file in found.files {
            let relativeOutput = BatchItem.outputPath(for: file.relativePath, fileExtension: fileExtension)
            if let earlier = claimed.updateValue(file.path, forKey: relativeOutput) {
                throw BatchPlanError("'\(earlier)' and '\(file.path)' would both be written to '\(relativeOutput)' in '\(outputDirectory)'")
            }
            let output = InputTreeWalker.join(outputDirectory, relativeOutput)
            if let target = FileIdentity(path: output, following: true), target == FileIdentity(path: file.path, following: true) {
                throw BatchPlanError("'\(file.path)' would be overwritten by its own output: choose another --output-dir or output format")
            }
            items.append(BatchItem(source: file.path, relativePath: file.relativePath, output: output))
        }
        return BatchPlan(items: items, problems: found.problems)
    }

    /// The files of `inputs`: a directory's files (walked, filtered, sorted) relative to it,
    /// a file by its name. `skipping` is a folder never entered (the output folder).
    package func expand(_ inputs: [String], skipping: FileIdentity? = nil) -> (files: [InputTreeWalker.Found], problems: [BatchProblem]) {
        var files: [InputTreeWalker.Found] = []
        var problems: [BatchProblem] = []
        let walker = InputTreeWalker(
            excludes: exclude, acceptsFile: { relative, name in accepts(relativePath: relative, name: name) },
            skipping: skipping.map { ($0.device, $0.inode) }
        )
        for path in inputs {
            var info = stat()
            if path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let walked = walker.walk(path)
                files += walked.files
                problems += walked.problems
            } else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                files.append(InputTreeWalker.Found(path: path, relativePath: name))
            }
        }
        return (files, problems)
    }

    /// Whether a file found in a directory is an input: it matches ``include`` when given,
    /// else its extension is one of the input format's (every readable format's when the
    /// input format is inferred; Markdown's for a Markdown dialect without its own).
    private func accepts(relativePath: String, name: [UInt8]) -> Bool {
        if !include.isEmpty {
            return include.contains { $0.matchesNames ? $0.matches(name: name) : $0.matches(relativePath: relativePath) }
        }
        let fileExtension = FormatRegistry.fileExtension(of: relativePath)
        guard !fileExtension.isEmpty else { return false }
        guard let format = input?.format else {
            return converter.registry.format(forPath: relativePath, readable: true) != nil
        }
        if !format.fileExtensions.isEmpty { return format.fileExtensions.contains(fileExtension) }
        if format.extensions != nil { return DocumentFormat.gfm.fileExtensions.contains(fileExtension) }
        return converter.registry.format(forPath: relativePath, readable: true) != nil
    }

    // MARK: - Running

    /// Converts every item of `plan` on ``jobs`` threads; `onResult` sees each result on the
    /// calling thread, in the plan's order, once its output is in place.
    ///
    /// Outputs are committed in groups (``OutputFile/prepare(_:for:)``): up to
    /// ``commitGroupSize`` files, or what a quarter second brought, are written unnamed,
    /// synced with one `syncfs`, then named. A file that has its name is complete on disk.
    public func run(_ plan: BatchPlan, onResult: (BatchFileResult) -> Void = { _ in }) -> BatchSummary {
        let started = MonotonicClock.now
        let cursor = ItemCursor(plan.items)
        var results: [BatchFileResult] = []
        results.reserveCapacity(plan.items.count)
        var converter = self
        // cmark-gfm's process-wide chunked memory serves one parse at a time.
        if jobs > 1 { converter.converter.options.markdownInput.usesProcessArena = false }
        // Links are rewritten, and media extracted, before relative URLs are resolved.
        converter.converter.defersURLResolution = true
        let links = LinkPasses(rewriter: rewritesLinks ? BatchLinkRewriter(plan: plan) : nil, gate: mediaExtractor.map { _ in TurnGate() })
        let worker = converter
        OpenFileLimit.raiseToMaximum()
        var group: [Converted] = []
        var groupStarted = started
        func commitGroup() {
            let failures = OutputFile.commit(group.compactMap(\.pending))
            var failureIndex = 0
            for converted in group {
                var result = converted.result
                if converted.pending != nil {
                    if let failure = failures[failureIndex] { result = result.failing(with: .io(failure)) }
                    failureIndex += 1
                }
                onResult(result)
                results.append(result)
            }
            group.removeAll(keepingCapacity: true)
        }
        // A result holds no document (its output waits in an unnamed file), so many may wait
        // for their turn: a long file then never leaves the other threads idle. The window
        // bounds the open files.
        let window = min(64 * jobs, 512)
        OrderedParallelMap.run(jobs: jobs, window: window, produce: { cursor.next() }, work: { worker.convert($0.item, turn: $0.turn, links: links) }) { converted in
            let now = MonotonicClock.now
            if group.isEmpty { groupStarted = now }
            group.append(converted)
            if group.count >= Self.commitGroupSize || now - groupStarted >= 0.25 { commitGroup() }
        }
        commitGroup()
        return BatchSummary(results: results, problems: plan.problems, seconds: MonotonicClock.now - started)
    }

    /// The most outputs synced and named together.
    public static let commitGroupSize = 128

    /// A file converted, its output not yet in place.
    struct Converted: Sendable {
        let result: BatchFileResult
        let pending: PendingOutput?
    }

    /// Plans and runs in one call (see ``plan(inputs:outputDirectory:)`` and ``run(_:onResult:)``).
    public func convert(files inputs: [String], into outputDirectory: String) throws(BatchPlanError) -> BatchSummary {
        try run(plan(inputs: inputs, outputDirectory: outputDirectory))
    }

    /// The input format of the file at `path`.
    public func inputSpecifier(for path: String) -> FormatSpecifier {
        input ?? converter.registry.inputSpecifier(forPath: path, adding: addedExtensions)
    }

    /// What a run does to the links of every item: the rewriter, and the gate that makes
    /// media extraction meet the items in plan order.
    private struct LinkPasses: Sendable {
        var rewriter: BatchLinkRewriter?
        var gate: TurnGate?
    }

    /// Converts one file (the plan's item number `turn`) and writes its output into an
    /// unnamed file (see ``run(_:onResult:)``).
    private func convert(_ item: BatchItem, turn: Int, links: LinkPasses) -> Converted {
        var pending: PendingOutput?
        let result = convert(item, turn: turn, links: links, pending: &pending)
        return Converted(result: result, pending: pending)
    }

    private func convert(_ item: BatchItem, turn: Int, links: LinkPasses, pending: inout PendingOutput?) -> BatchFileResult {
        var turnTaken = false
        defer { if !turnTaken { links.gate?.take(turn) {} } }
        let started = MonotonicClock.now
        func elapsed() -> Double { (MonotonicClock.now - started) * 1000 }
        if skipsUpToDate, Self.isUpToDate(item) {
            return BatchFileResult(item: item, status: .upToDate, milliseconds: elapsed())
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(item.source, maxBytes: converter.options.maxInputBytes)
        } catch {
            return BatchFileResult(item: item, status: .failed, failure: .io(error), milliseconds: elapsed())
        }
        let specifier = inputSpecifier(for: item.source)
        let source: [UInt8]
        var parsed: ParseResult
        do {
            let decoded = try converter.decode(bytes, from: specifier)
            parsed = try converter.parse(utf8: decoded.utf8, from: specifier, for: output)
            parsed.diagnostics.insert(contentsOf: decoded.diagnostics, at: 0)
            source = decoded.utf8
        } catch {
            return BatchFileResult(item: item, status: .failed, failure: .invalidInput(error), inputBytes: bytes.count, milliseconds: elapsed())
        }
        if let gate = links.gate {
            turnTaken = true
            gate.take(turn) { parsed.document = finishingLinks(of: parsed.document, for: item, links: links.rewriter, diagnostics: &parsed.diagnostics) }
        } else {
            parsed.document = finishingLinks(of: parsed.document, for: item, links: links.rewriter, diagnostics: &parsed.diagnostics)
        }
        var diagnostics = LocatedDiagnostic.locate(parsed.diagnostics, in: source)
        let text: [UInt8]
        if writesTreeDump {
            text = Array(parsed.document.dump.utf8)
        } else {
            let rendered = converter.render(
                parsed.document, to: output, inputExtensions: specifier.extensions,
                inputFormat: converter.sourceFormat(of: parsed, readAs: specifier.format)
            )
            diagnostics += rendered.diagnostics.map { LocatedDiagnostic($0) }
            text = rendered.output
        }
        do {
            try OutputFile.createDirectory(OutputFile.folder(of: item.output))
            pending = try OutputFile.prepare(text, for: item.output)
        } catch {
            return BatchFileResult(
                item: item, status: .failed, failure: .io(error), diagnostics: diagnostics, inputBytes: bytes.count, milliseconds: elapsed()
            )
        }
        return BatchFileResult(
            item: item, status: .converted, diagnostics: diagnostics, inputBytes: bytes.count, outputBytes: text.count, milliseconds: elapsed()
        )
    }

    /// `document` with its links to other items rewritten (``rewritesLinks``), its images
    /// extracted (``mediaExtractor``) and the other relative URLs resolved against its base
    /// URL, in one pass, so a rewritten link or an extracted image stays relative.
    private func finishingLinks(
        of document: Document, for item: BatchItem, links: BatchLinkRewriter?, diagnostics: inout [Diagnostic]
    ) -> Document {
        let base = document.baseURL(documentURL: documentURL(of: item))
        guard links != nil || base != nil || mediaExtractor != nil else { return document }
        return document.rewritingDestinations { destination, use in
            if use == .link, let rewritten = links?.destination(for: destination, in: item) { return rewritten }
            if use == .image, let mediaExtractor,
               let extracted = mediaExtractor.extractedDestination(destination, inputPath: item.source, outputPath: item.output, diagnostics: &diagnostics) {
                return extracted
            }
            return base.flatMap { Document.resolvedDestination(destination, against: $0) }
        }
    }

    /// The URL of `item`'s input: ``ConversionOptions/baseURL`` (the input folder's URL)
    /// joined with the item's path in its folder; `nil` without a base URL.
    public func documentURL(of item: BatchItem) -> String? {
        guard var folder = converter.options.baseURL else { return nil }
        if !folder.hasSuffix("/") { folder += "/" }
        return URLResolver.resolve(RelativeURLPath.percentEncoded(item.relativePath), against: folder)
    }

    /// Whether the item's output exists and was modified no earlier than its input.
    static func isUpToDate(_ item: BatchItem) -> Bool {
        var input = stat()
        var output = stat()
        guard stat(item.source, &input) == 0, stat(item.output, &output) == 0, output.st_mode & S_IFMT == S_IFREG else { return false }
        #if os(Linux)
        let inputTime = (input.st_mtim.tv_sec, input.st_mtim.tv_nsec)
        let outputTime = (output.st_mtim.tv_sec, output.st_mtim.tv_nsec)
        #else
        let inputTime = (input.st_mtimespec.tv_sec, input.st_mtimespec.tv_nsec)
        let outputTime = (output.st_mtimespec.tv_sec, output.st_mtimespec.tv_nsec)
        #endif
        return outputTime >= inputTime
    }

    /// Hands out the plan's items one by one, with their numbers, to the producer thread.
    private final class ItemCursor: @unchecked Sendable {
        private let items: [BatchItem]
        private var index = 0
        init(_ items: [BatchItem]) { self.items = items }
        func next() -> (item: BatchItem, turn: Int)? {
            guard index < items.count else { return nil }
            defer { index += 1 }
            return (items[index], index)
        }
    }
}
