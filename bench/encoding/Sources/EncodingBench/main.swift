// Decoding throughput of MarkupEncoding, per encoding, on generated text of about SIZE_MB
// (default 16) MB each: input megabytes (10^6 bytes) per second, best of ROUNDS (default 5),
// for the one-shot `TextDecoder.decode(_:as:)` and for a stream fed in 64 KiB chunks.
// Also: 1x against 4x of one input (a ratio near 4 means linear time).
//
// Inputs are deterministic (a seeded generator). CJK text is made of random characters from
// the encoding's common rows (pairs checked to decode without error), with one ASCII byte
// (space, punctuation, newline) per 10 characters; Cyrillic text is words of windows-1251 /
// KOI8-R letters; "Latin" text is English-like ASCII with 3% accented letters.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupEncoding

struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

func environmentInt(_ name: String, default value: Int) -> Int {
    guard let raw = getenv(name) else { return value }
    return Int(String(cString: raw)) ?? value
}

let size = environmentInt("SIZE_MB", default: 16) * 1_000_000
let rounds = environmentInt("ROUNDS", default: 5)
var generator = Generator(state: 0x5EED)

func encoding(_ label: String) -> TextEncoding {
    guard let encoding = TextEncoding(label: label) else { fatalError("unknown label \(label)") }
    return encoding
}

/// English-like ASCII words; `accents` of 1000 letters replaced by one of `highBytes`.
@MainActor
func latinText(accents: Int, highBytes: [UInt8]) -> [UInt8] {
    let letters = Array("etaoinshrdlucmfwypvbgkjqxz".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    while bytes.count < size {
        for _ in 0..<(2 + generator.below(8)) {
            bytes.append(generator.below(1000) < accents ? highBytes[generator.below(highBytes.count)]
                : letters[min(generator.below(26), generator.below(26))])
        }
        bytes.append(generator.below(12) == 0 ? 0x0A : 0x20)
    }
    return bytes
}

/// Random decodable sequences from `candidates`, with an ASCII byte every ~10 characters.
@MainActor
func sequenceText(_ encodingLabel: String, candidates: [[UInt8]], asciiEvery: Int = 10) -> [UInt8] {
    let target = encoding(encodingLabel)
    let pool = candidates.filter { TextDecoder.decode($0, as: target).errorCount == 0 }
    precondition(!pool.isEmpty)
    let ascii = Array(" ,.\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 8)
    while bytes.count < size {
        if asciiEvery > 0, generator.below(asciiEvery) == 0 {
            bytes.append(ascii[generator.below(ascii.count)])
        } else {
            bytes += pool[generator.below(pool.count)]
        }
    }
    return bytes
}

func pairs(leads: ClosedRange<UInt8>, trails: ClosedRange<UInt8>) -> [[UInt8]] {
    leads.flatMap { lead in trails.map { [lead, $0] } }
}

let japanese = Array(TextDecoder.decode(
    sequenceText("euc-jp", candidates: pairs(leads: 0xB0...0xCF, trails: 0xA1...0xFE)), as: encoding("euc-jp")).bytes)
// Cut at a character boundary.
var cut = min(size, japanese.count)
while cut < japanese.count, japanese[cut] & 0xC0 == 0x80 {
    cut -= 1
}
let utf8Japanese = Array(japanese[..<cut])
let cases: [(name: String, label: String, bytes: [UInt8])] = [
    ("UTF-8, ASCII text", "utf-8", latinText(accents: 0, highBytes: [0x41])),
    ("UTF-8, Japanese text", "utf-8", utf8Japanese),
    ("windows-1252, Latin text", "windows-1252", latinText(accents: 30, highBytes: [0xE9, 0xE8, 0xE0, 0xFC, 0xF6, 0x80])),
    ("windows-1251, Cyrillic text", "windows-1251", latinText(accents: 1000, highBytes: Array(0xC0...0xFF))),
    ("KOI8-R, Cyrillic text", "koi8-r", latinText(accents: 1000, highBytes: Array(0xC0...0xFF))),
    ("UTF-16LE, ASCII text", "utf-16le", latinText(accents: 0, highBytes: [0x41]).flatMap { [$0, 0] }),
    ("UTF-16BE, CJK text", "utf-16be", (0..<size / 2).flatMap { _ in [UInt8(0x4E + generator.below(0x50)), UInt8(generator.below(256))] }),
    ("Shift_JIS, Japanese text", "shift_jis", sequenceText("shift_jis", candidates: pairs(leads: 0x88...0x9F, trails: 0x40...0xFC))),
    ("EUC-JP, Japanese text", "euc-jp", sequenceText("euc-jp", candidates: pairs(leads: 0xB0...0xF4, trails: 0xA1...0xFE))),
    ("ISO-2022-JP, Japanese text", "iso-2022-jp", sequenceText("iso-2022-jp",
        candidates: pairs(leads: 0x30...0x74, trails: 0x21...0x7E).map { [0x1B, 0x24, 0x42] + $0 + $0 + $0 + $0 + [0x1B, 0x28, 0x42, 0x0A] },
        asciiEvery: 0)),
    ("GBK, Chinese text", "gbk", sequenceText("gbk", candidates: pairs(leads: 0xB0...0xF7, trails: 0xA1...0xFE))),
    ("gb18030, four-byte sequences", "gb18030", sequenceText("gb18030",
        candidates: (0x81...0x84).flatMap { first in (0x30...0x39).map { [UInt8(first), UInt8($0), 0x81 + UInt8($0 - 0x30), 0x35] } })),
    ("Big5, Chinese text", "big5", sequenceText("big5", candidates: pairs(leads: 0xA4...0xF9, trails: 0x40...0x7E)
        + pairs(leads: 0xA4...0xF9, trails: 0xA1...0xFE))),
    ("EUC-KR, Korean text", "euc-kr", sequenceText("euc-kr", candidates: pairs(leads: 0xB0...0xC8, trails: 0xA1...0xFE))),
]

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func bestTime(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<rounds {
        best = min(best, seconds(clock.measure(body)))
    }
    return best
}

var sink = 0

/// Best time to decode `bytes` in one call.
@MainActor
func oneShotTime(_ bytes: [UInt8], _ target: TextEncoding) -> (seconds: Double, errors: Int) {
    var errors = 0
    let time = bestTime {
        let decoded = TextDecoder.decode(bytes, as: target)
        sink &+= decoded.bytes.count
        errors = decoded.errorCount
    }
    return (time, errors)
}

/// Best time to decode `bytes` as a stream of 64 KiB chunks into a reused array.
@MainActor
func chunkedTime(_ bytes: [UInt8], _ target: TextEncoding) -> Double {
    var output: [UInt8] = []
    return bestTime {
        var decoder = TextDecoder(encoding: target)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 65536)
            output.removeAll(keepingCapacity: true)
            decoder.decode(bytes[start..<end], into: &output)
            sink &+= output.count
            start = end
        }
        decoder.finish(into: &output)
    }
}

print("| input | MB | one-shot MB/s | 64 KiB chunks MB/s | errors |")
print("|---|---:|---:|---:|---:|")
for (name, label, bytes) in cases {
    let target = encoding(label)
    let (oneShot, errors) = oneShotTime(bytes, target)
    let chunked = chunkedTime(bytes, target)
    let megabytes = Double(bytes.count) / 1e6
    print("| \(name) | \(Int(megabytes.rounded())) | \(Int((megabytes / oneShot).rounded())) "
        + "| \(Int((megabytes / chunked).rounded())) | \(errors) |")
}

// Linearity: one input, then four copies of it.
print("")
for (name, label, bytes) in [cases[3], cases[7]] {
    let target = encoding(label)
    let quadrupled = bytes + bytes + bytes + bytes
    let oneShot = oneShotTime(quadrupled, target).seconds / oneShotTime(bytes, target).seconds
    let chunked = chunkedTime(quadrupled, target) / chunkedTime(bytes, target)
    print("linearity (\(name)): 4x the input takes \((oneShot * 100).rounded() / 100)x the time in one call, "
        + "\((chunked * 100).rounded() / 100)x in chunks")
}
if sink == 42 { print("") }
