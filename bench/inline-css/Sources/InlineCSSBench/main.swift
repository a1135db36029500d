import HTMLFrontend
import MarkupAST

/// Nanoseconds per call of `body`, best of `rounds` rounds of `calls` calls each.
func nanosecondsPerCall(calls: Int, rounds: Int = 5, _ body: () -> Int) -> (Double, Int) {
    let clock = ContinuousClock()
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<rounds {
        let start = clock.now
        for _ in 0..<calls { checksum &+= body() }
        let elapsed = clock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        best = min(best, nanoseconds / Double(calls))
    }
    return (best, checksum)
}

func parse(_ text: String) -> Int {
    var diagnostics: [Diagnostic] = []
    let style = InlineStyleParser.parse(text, span: nil, diagnostics: &diagnostics)
    return style.declarations.count + diagnostics.count
}

func format(_ value: Double) -> String {
    String(Double(Int(value * 10 + 0.5)) / 10)
}

let arguments = CommandLine.arguments
let calls = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000

let cases: [(String, String)] = [
    ("typical CMS", "color:#333;font-size:14px;font-family:Arial,sans-serif;line-height:1.5"),
    ("empty", ""),
    ("one declaration", "color:red"),
    (
        "Word paste",
        "margin:0cm;margin-bottom:.0001pt;font-size:11.0pt;font-family:\"Calibri\",sans-serif;mso-fareast-language:EN-US;color:#1F497D"
    ),
    ("rgba + important", "background-color: rgba(255, 255, 255, 0.85) !important; text-align: center; font-weight: 600"),
    ("font shorthand", "font: italic bold 12px/30px Georgia, serif; text-decoration: underline dotted red"),
    ("rgb() legacy", "color: rgb(12, 34, 56)"),
    ("hsl() modern", "color: hsl(210 60% 40% / 0.5)"),
    ("oklch() in gamut", "color: oklch(0.7 0.1 200)"),
    ("display-p3 out of gamut", "color: color(display-p3 1 0 0)"),
]

print("InlineStyleParser.parse, release build, best of 5 rounds of \(calls) calls")
print("| input | bytes | ns/call |")
print("|---|---:|---:|")
var sink = 0
for (name, text) in cases {
    let (ns, checksum) = nanosecondsPerCall(calls: calls) { parse(text) }
    sink &+= checksum
    print("| \(name) | \(text.utf8.count) | \(format(ns)) |")
}

print("")
print("Linearity: one style attribute of repeated typical declarations")
print("| size | ms | ns/byte |")
print("|---:|---:|---:|")
let unit = "color:#333;font-size:14px;font-family:Arial,sans-serif;line-height:1.5;"
for megabytes in [1, 2, 4, 8] {
    let text = String(repeating: unit, count: megabytes * 1_048_576 / unit.utf8.count)
    let (ns, checksum) = nanosecondsPerCall(calls: 1, rounds: 3) { parse(text) }
    sink &+= checksum
    print("| \(megabytes) MiB | \(format(ns / 1e6)) | \(format(ns / Double(text.utf8.count))) |")
}
let nested = String(repeating: "(", count: 4 * 1_048_576)
let (nestedNs, nestedChecksum) = nanosecondsPerCall(calls: 1, rounds: 3) { parse(nested) }
sink &+= nestedChecksum
print("| 4 MiB of `(` | \(format(nestedNs / 1e6)) | \(format(nestedNs / Double(nested.utf8.count))) |")
print("")
print("(checksum \(sink))")
