// The HTML tokenizer benchmark driver, built by bench/tokenizer-bench.sh together with the
// tokenizer's own source files (the tokenizer is internal to HTMLFrontend, so the script
// compiles those files into this executable instead of importing the module).
//
// Usage: TokenizerBench FILE-LIST   (one HTML file path per line)
// Prints: corpus throughput (best of 5), the time per call for a 278-byte snippet, and for
// a set of pathological inputs the time at 1 MB and 4 MB and their ratio (4.0 = linear).
import Glibc
import MarkupAST

func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func rounded(_ value: Double) -> String { "\((value * 10).rounded() / 10)" }

/// Tokenizes `bytes` `runs` times; the best time and the token count.
func tokenize(_ bytes: [UInt8], state: TokenizerState = .data, lastStartTag: String? = nil, errors: Bool = false, runs: Int = 3) -> (seconds: Double, tokens: Int) {
    var best = Double.infinity
    var tokens = 0
    for _ in 0..<runs {
        let start = now()
        var tokenizer = HTMLTokenizer(bytes: bytes, reportsParseErrors: errors)
        tokenizer.state = state
        tokenizer.lastStartTagName = lastStartTag
        tokens = 0
        while true {
            if case .endOfFile = tokenizer.next() { break }
            tokens += 1
        }
        best = min(best, now() - start)
    }
    return (best, tokens)
}

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

guard CommandLine.arguments.count == 2 else {
    print("usage: TokenizerBench FILE-LIST")
    exit(64)
}
let paths = String(decoding: readFile(CommandLine.arguments[1]), as: UTF8.self).split(separator: "\n").map(String.init)
let files = paths.map(readFile)
let total = files.reduce(0) { $0 + $1.count }
print("corpus: \(files.count) files, \(total) bytes")

let tableStart = now()
_ = NamedCharacterReferenceTable.shared.count
print("named reference table built on first use in \(rounded((now() - tableStart) * 1e6)) µs")

for errors in [false, true] {
    var best = Double.infinity
    var tokens = 0
    for _ in 0..<5 {
        let start = now()
        tokens = 0
        for file in files { tokens += tokenize(file, errors: errors, runs: 1).tokens }
        best = min(best, now() - start)
    }
    let label = errors ? "with parse errors reported" : "parse errors off"
    print("corpus, \(label): \(tokens) tokens, best of 5 \(rounded(best * 1000)) ms, \(rounded(Double(total) / best / 1e6)) MB/s")
}

let snippet = Array(#"<p>Hello <b>world</b>, this is a <a href="https://example.com/x?a=1&amp;b=2">link</a> with &eacute; entities &amp; text.</p><ul><li>one</li><li>two &lt; three</li></ul><div class="note" id=n1>Some <i>more</i> text here to reach about three hundred bytes of input in total.</div>"#.utf8)
let snippetRuns = 100_000
var snippetBest = Double.infinity
for _ in 0..<3 {
    let start = now()
    for _ in 0..<snippetRuns { _ = tokenize(snippet, runs: 1) }
    snippetBest = min(snippetBest, (now() - start) / Double(snippetRuns))
}
print("snippet of \(snippet.count) bytes: \((snippetBest * 1e8).rounded() / 100) µs per tokenizer run")

func repeated(_ unit: String) -> (Int) -> [UInt8] {
    { size in Array(String(repeating: unit, count: size / unit.utf8.count).utf8) }
}

let cases: [(String, (Int) -> [UInt8], TokenizerState, String?, Bool)] = [
    ("random bytes", { size in var generator = SplitMix64(state: 1); return (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) } }, .data, nil, false),
    ("random bytes, errors on", { size in var generator = SplitMix64(state: 1); return (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) } }, .data, nil, true),
    ("text without tags", repeated("abcdefghi\n"), .data, nil, false),
    ("<b> tags", repeated("<b>"), .data, nil, false),
    ("one attribute value", { size in Array(("<a title=\"" + String(repeating: "x", count: size) + "\">").utf8) }, .data, nil, false),
    ("attributes, half duplicates", { size in Array(("<p" + (0..<(size / 16)).map { " a\($0)=1 A\($0)=2" }.joined() + ">").utf8) }, .data, nil, true),
    ("<<<", repeated("<"), .data, nil, false),
    ("&amp;", repeated("&amp;"), .data, nil, false),
    ("&#x1 without ;", repeated("&#x1"), .data, nil, false),
    ("<!-- without end", repeated("<!--"), .data, nil, false),
    ("</s in RAWTEXT", repeated("</s"), .rawtext, "style", false),
    ("<!--<script> in script data", repeated("<!--<script>"), .scriptData, "script", false),
]
for (name, make, state, lastStartTag, errors) in cases {
    let small = tokenize(make(1_000_000), state: state, lastStartTag: lastStartTag, errors: errors)
    let large = tokenize(make(4_000_000), state: state, lastStartTag: lastStartTag, errors: errors)
    print("\(name): 1 MB \(rounded(small.seconds * 1000)) ms, 4 MB \(rounded(large.seconds * 1000)) ms, ratio \(rounded(large.seconds / small.seconds))")
}
