// Live heap bytes after each stage of one HTML or Markdown conversion, for the memory part of
// bench/REPORT.md: where the peak comes from (input, DOM, AST, output), measured in process with
// glibc's `mallinfo2` (bytes in use, heap and mmap) rather than guessed from peak RSS.
//
// Usage: MemoryStages html|markdown FILE
import Backends
import CMallocInfo
import Foundation
import Glibc
import HTMLFrontend
import MarkdownFrontend
import MarkupAST

/// Bytes the allocator has handed out and not had back, heap and mmap together.
func liveBytes() -> Int {
    Int(cmalloc_live_bytes())
}

/// Minor page faults so far (pages the kernel had to supply).
func minorFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}

/// The process's peak resident set so far, from /proc/self/status (VmHWM).
func peakResident() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        return (Int(digits) ?? 0) * 1024
    }
    return 0
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: MemoryStages html|markdown FILE\n".utf8))
    exit(2)
}
let baseline = liveBytes()
let input = [UInt8](data)
let inputBytes = input.count
/// Writes `line` to standard output at once (no buffering, so lines stay in stage order).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// One line: live bytes, peak RSS and faults now, after `stage`.
func report(_ stage: String) {
    let live = liveBytes() - baseline
    let padded = stage.padding(toLength: 28, withPad: " ", startingAt: 0)
    say(String(format: "live %8.1f MB (%5.2f× input)  peak RSS %8.1f MB  faults %7d  ",
               Double(live) / 1e6, Double(live) / Double(inputBytes), Double(peakResident()) / 1e6, minorFaults()) + padded)
}
report("input read")
var document: Document
if arguments[1] == "html" {
    let dom = HTMLDOMParser().parse(utf8: input)
    report("DOM built")
    var textNodes = 0, textBytes = 0, attributeCount = 0, attributeBytes = 0, withAttributes = 0
    for node in dom.tree.nodes {
        if node.kind == .text { textNodes += 1; textBytes += node.text.utf8.count }
        if !node.attributes.isEmpty { withAttributes += 1 }
        attributeCount += node.attributes.count
        for attribute in node.attributes { attributeBytes += attribute.name.utf8.count + attribute.value.utf8.count }
    }
    say("nodes \(dom.tree.nodes.count) (capacity \(dom.tree.nodes.capacity)) stride \(MemoryLayout<DOMTree.Node>.stride); text nodes \(textNodes), \(textBytes) bytes; \(withAttributes) nodes with \(attributeCount) attributes (stride \(MemoryLayout<HTMLAttribute>.stride)), \(attributeBytes) bytes")
    say("Inline stride \(MemoryLayout<Inline>.stride), Block stride \(MemoryLayout<Block>.stride)")
    let lowered = DOMLowering().lower(dom.tree, source: input)
    report("tree lowered")
    document = lowered.document
} else {
    document = input.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0).document }
}
report("tree only")
let markdown = MarkdownRenderer().renderUTF8(document)
report("Markdown written")
let runsRenderer = RunsJSONRenderer()
let runsDocument = runsRenderer.runs(document)
report("runs built")
say("runs \(runsDocument.runs.count) (capacity \(runsDocument.runs.capacity)) stride \(MemoryLayout<TextRun>.stride); blocks \(runsDocument.blocks.count) (capacity \(runsDocument.blocks.capacity)) stride \(MemoryLayout<RunsBlock>.stride); styles \(runsDocument.styles.count); text \(runsDocument.length.utf8) bytes; heap texts \(runsDocument.runs.filter { $0.text.utf8.count > 15 }.count)")
let runs = runsRenderer.json(runsDocument)
report("runs.json written")
if markdown.count + runs.count == 42 { print("") }
