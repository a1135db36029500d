// What input decoding costs at the library's front door (MarkupConverter), on real pages:
// `FrontDoorBench UTF8_FILE UNDECLARED_UTF8_FILE WINDOWS1252_FILE` (bench/encoding-bench.sh
// makes them from Debian's python3.11-doc HTML). Best of ROUNDS (default 5), MB/s of input
// (10^6 bytes): `decode` alone, then HTML -> text through `convert(utf8:)` (no decoding
// step: what every call did before input encodings) and through `convert(bytes:)`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupConversion

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    let line = Array("FrontDoorBench: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
}

func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[..<count]
    }
    return bytes
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: FrontDoorBench UTF8_FILE UNDECLARED_UTF8_FILE WINDOWS1252_FILE", status: 64) }
let rounds = getenv("ROUNDS").flatMap { Int(String(cString: $0)) } ?? 5
let html = FormatSpecifier(format: .html)
let converter = MarkupConverter()
var sink = 0

func bestSeconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<rounds {
        let duration = try clock.measure(body)
        best = min(best, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
    return best
}

func row(_ name: String, _ bytes: [UInt8], _ seconds: Double) {
    let megabytes = Double(bytes.count) / 1e6
    let rate = megabytes / seconds
    print("| \(name) | \((megabytes * 10).rounded() / 10) | \((seconds * 1_000_000).rounded() / 1000) | \(rate >= 100 ? "\(Int(rate.rounded()))" : "\((rate * 10).rounded() / 10)") |")
}

let inputs = [
    ("UTF-8, declared", readFile(arguments[1])),
    ("UTF-8, undeclared", readFile(arguments[2])),
    ("windows-1252, declared", readFile(arguments[3])),
]
print("| step, input | MB | ms | MB/s |")
print("|---|---:|---:|---:|")
do {
    for (name, bytes) in inputs {
        var encoding = ""
        let seconds = try bestSeconds {
            let decoded = try converter.decode(bytes, from: html)
            sink &+= decoded.utf8.count
            encoding = decoded.detection.encoding.name
        }
        row("decode, \(name) (read as \(encoding))", bytes, seconds)
    }
    for (name, bytes) in inputs where name.hasPrefix("UTF-8") {
        row("HTML -> text, convert(utf8:), \(name)", bytes, try bestSeconds {
            sink &+= try converter.convert(utf8: bytes, from: html, to: .plainText).output.count
        })
        row("HTML -> text, convert(bytes:), \(name)", bytes, try bestSeconds {
            sink &+= try converter.convert(bytes: bytes, from: html, to: .plainText).output.count
        })
    }
    let (name, bytes) = inputs[2]
    row("HTML -> text, convert(bytes:), \(name)", bytes, try bestSeconds {
        sink &+= try converter.convert(bytes: bytes, from: html, to: .plainText).output.count
    })
} catch {
    fail("\(error)")
}
if sink == 42 { print("") }
