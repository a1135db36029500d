/// A fuzz input read as a few choice bytes followed by the payload: each target takes its
/// choices (output format, flavour, policy, encoding label…) from the front, so libFuzzer's
/// mutations reach every combination, and the rest is the document.
///
/// An input shorter than the choices it is asked for gives choice 0 for the missing ones
/// and an empty payload, so every input is valid.
package struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Reads `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte as an index into a list of `count` (> 0) choices.
    package mutating func choice(_ count: Int) -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    /// One of `options`, chosen by the next byte.
    package mutating func pick<Option>(_ options: [Option]) -> Option {
        options[choice(options.count)]
    }

    /// Every byte not taken as a choice.
    package var payload: [UInt8] {
        position < bytes.count ? Array(bytes[position...]) : []
    }
}
