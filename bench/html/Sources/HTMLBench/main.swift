// In-process benchmark of the HTML frontend (and the conversions built on it), run by
// bench/html-bench.sh beside the peers in bench/html-peers.py. Not a unit test: it measures
// and prints; the goals are judged in bench/REPORT.md.
//
// Usage: HTMLBench html --corpus-list FILES.txt --snippets SNIPPETS.bin [--repeat N] [--only NAME-PART]
// Prints one JSON array of {name, kind, corpus_bytes, mb_per_s, snippet_count, us_per_snippet}.
import Backends
import Foundation
import HTMLFrontend
import MarkdownFrontend
import MarkupAST
import MarkupConversion

/// Monotonic nanoseconds.
func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Keeps results alive so the optimizer cannot drop the work.
nonisolated(unsafe) var sink = 0

/// The fastest of `repeat` passes of `body` over `inputs`, in seconds.
func fastest(_ inputs: [[UInt8]], repeat: Int, _ body: ([UInt8]) -> Int) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, `repeat`) {
        let start = now()
        for input in inputs { sink &+= body(input) }
        best = min(best, Double(now() - start) / 1e9)
    }
    return best
}

struct Measurement: Encodable {
    var name: String
    var kind: String
    var corpus_bytes: Int
    var mb_per_s: Double
    var snippet_count: Int
    var us_per_snippet: Double
}

@MainActor
func measure(_ name: String, _ kind: String, pages: [[UInt8]], snippets: [[UInt8]], repeat: Int, _ body: ([UInt8]) -> Int) -> Measurement? {
    if let only, !name.contains(only) { return nil }
    let bytes = pages.reduce(0) { $0 + $1.count }
    let pageSeconds = fastest(pages, repeat: `repeat`, body)
    let snippetSeconds = fastest(snippets, repeat: `repeat`, body)
    return Measurement(
        name: name, kind: kind, corpus_bytes: bytes, mb_per_s: Double(bytes) / 1e6 / pageSeconds,
        snippet_count: snippets.count, us_per_snippet: snippetSeconds / Double(max(1, snippets.count)) * 1e6
    )
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mconv-bench: error: \(message)\n".utf8))
    exit(64)
}

var arguments = CommandLine.arguments.dropFirst()
guard arguments.first == "html" else { fail("usage: mconv-bench html --corpus-list FILE --snippets FILE [--repeat N]") }
arguments.removeFirst()
var corpusList: String?
var snippetsPath: String?
var repeatCount = 3
var only: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--corpus-list": corpusList = arguments.popFirst()
    case "--snippets": snippetsPath = arguments.popFirst()
    case "--repeat": repeatCount = arguments.popFirst().flatMap { Int($0) } ?? repeatCount
    case "--only": only = arguments.popFirst()
    default: fail("unknown argument \(argument)")
    }
}
guard let corpusList, let snippetsPath else { fail("--corpus-list and --snippets are required") }
guard let list = try? String(contentsOfFile: corpusList, encoding: .utf8) else { fail("cannot read \(corpusList)") }
let pages: [[UInt8]] = list.split(separator: "\n").compactMap { path in
    FileManager.default.contents(atPath: String(path)).map { Array($0) }
}
guard let snippetData = FileManager.default.contents(atPath: snippetsPath) else { fail("cannot read \(snippetsPath)") }
let snippets: [[UInt8]] = Array(snippetData).split(separator: 0, omittingEmptySubsequences: false).map { Array($0) }

let domParser = HTMLDOMParser()
let parser = HTMLParser()
let markdown = MarkdownRenderer()
let text = PlainTextRenderer()
let html = HTMLRenderer()
let runs = RunsJSONRenderer()

var results: [Measurement] = []
/// Measures `body` and keeps the result, unless `--only` excludes `name`.
@MainActor
func record(_ name: String, _ kind: String, pages: [[UInt8]], snippets: [[UInt8]], repeat: Int, _ body: ([UInt8]) -> Int) {
    if let measurement = measure(name, kind, pages: pages, snippets: snippets, repeat: `repeat`, body) {
        results.append(measurement)
    }
}
record("mconv HTML → DOM", "parse", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    domParser.parse(utf8: input).tree.nodes.count
}
record("mconv HTML → AST", "parse", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    parser.parse(utf8: input).document.blocks.count
}
record("mconv HTML → Markdown", "markdown", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    markdown.renderUTF8(parser.parse(utf8: input).document).count
}
// What `mconv -f html -t gfm --self-check` runs: the Markdown read back with cmark-gfm and checked
// (issue 16's self-check), blocks that do not survive written again as HTML.
var checkingOptions = ConversionOptions()
checkingOptions.markdownSelfCheck = true
let checkingConverter = MarkupConverter(options: checkingOptions)
record("mconv HTML → Markdown, self-checked", "markdown", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    checkingConverter.render(parser.parse(utf8: input).document, to: .gfm, inputFormat: .html).output.count
}
record("mconv HTML → text", "other", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    text.renderUTF8(parser.parse(utf8: input).document).count
}
// The library's sanitizer entry point: parse (scripting on, generic elements kept), the
// default policy, serialize.
let sanitizer = HTMLSanitizer(policy: .default)
record("mconv HTML → sanitized HTML", "sanitize", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    sanitizer.sanitize(utf8: input).html.count
}
// The same parse and writer called directly, without the converter around them: what the
// library call adds (options, input checks, diagnostics).
let sanitizingParser = HTMLParser(options: HTMLParseOptions(scriptingEnabled: true, reportsDroppedElements: true, keepsGenericElements: true))
record("mconv HTML → sanitized HTML (parser and writer only)", "sanitize", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    html.renderUTF8(sanitizingParser.parse(validatedUTF8: input).document).count
}

record("mconv HTML → runs.json", "runs", pages: pages, snippets: snippets, repeat: repeatCount) { input in
    runs.renderUTF8(parser.parse(utf8: input).document).count
}
// The backend alone, on documents parsed beforehand: what runs.json adds to HTML → AST.
if only == nil || "mconv AST → runs.json (backend only)".contains(only ?? "") {
    let pageDocuments = pages.map { parser.parse(utf8: $0).document }
    let snippetDocuments = snippets.map { parser.parse(utf8: $0).document }
    let bytes = pages.reduce(0) { $0 + $1.count }
    var best = (pages: Double.infinity, snippets: Double.infinity)
    for _ in 0..<max(1, repeatCount) {
        var start = now()
        for document in pageDocuments { sink &+= runs.renderUTF8(document).count }
        best.pages = min(best.pages, Double(now() - start) / 1e9)
        start = now()
        for document in snippetDocuments { sink &+= runs.renderUTF8(document).count }
        best.snippets = min(best.snippets, Double(now() - start) / 1e9)
    }
    results.append(Measurement(
        name: "mconv AST → runs.json (backend only)", kind: "runs", corpus_bytes: bytes, mb_per_s: Double(bytes) / 1e6 / best.pages,
        snippet_count: snippets.count, us_per_snippet: best.snippets / Double(max(1, snippets.count)) * 1e6
    ))
}

// The same content as Markdown (each snippet and page converted by mconv beforehand), for
// apps whose API sends Markdown.
if only == nil || "mconv Markdown → runs.json".contains(only ?? "") {
    let markdownParser = MarkdownParser()
    let markdownPages = pages.map { markdown.renderUTF8(parser.parse(utf8: $0).document) }
    let markdownSnippets = snippets.map { markdown.renderUTF8(parser.parse(utf8: $0).document) }
    if let measurement = measure("mconv Markdown → runs.json", "runs", pages: markdownPages, snippets: markdownSnippets, repeat: repeatCount, { input in
        input.withUnsafeBufferPointer { runs.renderUTF8(markdownParser.parse(utf8: $0).document).count }
    }) {
        results.append(measurement)
    }
}

// The self-check's floor (issue 16): what reading the written Markdown back costs before
// any comparison, on Markdown the writer produced beforehand (the check's own output is the
// same on this corpus: nothing is re-emitted). Reported per byte of the HTML input and per
// snippet, so they add to the HTML → Markdown row: cmark-gfm's parse alone (parser with the
// GFM extensions, feed, finish, free), then mconv's Markdown reader (that parse and the
// tree's conversion to the AST).
if only == nil || "self-check floor".contains(only ?? "") {
    CmarkFloor.registerExtensions()
    let markdownParser = MarkdownParser()
    let htmlBytes = pages.reduce(0) { $0 + $1.count }
    // Written as the checked row writes HTML input (bare URLs in the text as they are).
    var writerOptions = MarkdownRenderOptions()
    writerOptions.linksBareURLs = true
    let writer = MarkdownRenderer(options: writerOptions)
    let writtenPages = pages.map { writer.renderUTF8(parser.parse(utf8: $0).document) }
    let writtenSnippets = snippets.map { writer.renderUTF8(parser.parse(utf8: $0).document) }
    let floors: [(String, ([UInt8]) -> Int)] = [
        ("self-check floor: cmark-gfm parse of the written Markdown", CmarkFloor.parse),
        ("self-check floor: mconv Markdown reader on the written Markdown", { input in
            input.withUnsafeBufferPointer { markdownParser.parse(utf8: $0).document.blocks.count }
        }),
    ]
    for (name, body) in floors {
        // A pass first, unmeasured: these rows run last, on a heap the rows before left
        // fragmented, and cmark-gfm allocates every node on its own.
        _ = fastest(writtenSnippets, repeat: 1, body)
        let pageSeconds = fastest(writtenPages, repeat: repeatCount, body)
        let snippetSeconds = fastest(writtenSnippets, repeat: repeatCount, body)
        results.append(Measurement(
            name: name, kind: "markdown", corpus_bytes: htmlBytes, mb_per_s: Double(htmlBytes) / 1e6 / pageSeconds,
            snippet_count: snippets.count, us_per_snippet: snippetSeconds / Double(max(1, snippets.count)) * 1e6
        ))
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted]
if let data = try? encoder.encode(results) {
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
}
if sink == 42 { FileHandle.standardError.write(Data(" \n".utf8)) }
