import Foundation
import HTMLFrontend
import MarkupAST

/// Times HTMLDOMParser (tokenizer + tree builder) and DOMLowering separately on every
/// `.html` file under a directory, best of `rounds` rounds, and prints a Markdown table.

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

let arguments = CommandLine.arguments
let directory = arguments.count > 1 ? arguments[1] : "/usr/share/doc/python3.11/html"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
/// `lower` as the third argument times only the lowering (for profiling it alone).
let lowersOnly = arguments.count > 3 && arguments[3] == "lower"

var files: [(String, [UInt8])] = []
if let enumerator = FileManager.default.enumerator(atPath: directory) {
    for case let path as String in enumerator where path.hasSuffix(".html") {
        if let data = FileManager.default.contents(atPath: directory + "/" + path) {
            files.append((path, Array(data)))
        }
    }
}
files.sort { $0.0 < $1.0 }
let totalBytes = files.reduce(0) { $0 + $1.1.count }
guard totalBytes > 0 else {
    print("no .html files under \(directory)")
    exit(1)
}

// Parse once to get the trees the lowering works on.
let options = HTMLParseOptions()
let parser = HTMLDOMParser(options: options)
let lowering = DOMLowering(options: options)
let parsed = files.map { parser.parse(utf8: $0.1) }

let clock = ContinuousClock()
var bestParse = Double.infinity
var bestLower = Double.infinity
var checksum = 0
for _ in 0..<rounds {
    if !lowersOnly {
        let parseStart = clock.now
        for (_, bytes) in files { checksum &+= parser.parse(utf8: bytes).tree.nodes.count }
        bestParse = min(bestParse, seconds(clock.now - parseStart))
    }
    let lowerStart = clock.now
    for (index, result) in parsed.enumerated() {
        checksum &+= lowering.lower(result.tree, source: files[index].1).document.blocks.count
    }
    bestLower = min(bestLower, seconds(clock.now - lowerStart))
}

let megabytes = Double(totalBytes) / 1_048_576
let nodes = parsed.reduce(0) { $0 + $1.tree.nodes.count }
print("HTML frontend on \(files.count) files, \(format(megabytes, digits: 2)) MiB, \(nodes) DOM nodes; release build, best of \(rounds) rounds")
print("")
print("| stage | ms | MiB/s | ns per DOM node |")
print("|---|---:|---:|---:|")
for (name, time) in [("parse (HTMLDOMParser)", bestParse), ("lower (DOMLowering)", bestLower)] where time.isFinite {
    print("| \(name) | \(format(time * 1000)) | \(format(megabytes / time)) | \(format(time * 1e9 / Double(nodes))) |")
}
print("")
print("checksum \(checksum)")
