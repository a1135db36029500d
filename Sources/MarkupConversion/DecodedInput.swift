import MarkupAST
import MarkupEncoding

/// An input's bytes decoded to UTF-8 by ``MarkupConverter/decode(_:from:)``: the text a
/// frontend parses, the encoding it was read in, and the diagnostics of the decoding.
public struct DecodedInput: Sendable {
    /// The text, as UTF-8. When the encoding is UTF-8 these are the input bytes themselves
    /// (not yet validated: ``MarkupConverter/parse(utf8:from:rawHTML:)`` validates them, drops
    /// a byte order mark and replaces or rejects invalid bytes); otherwise the decoded text,
    /// well-formed, without the byte order mark.
    public var utf8: [UInt8]
    /// The encoding the input was read in, and how it was chosen.
    public var detection: EncodingDetection
    /// The `input-encoding` note or warning when the encoding is not UTF-8, and an
    /// `undecodable-input` warning when bytes were not valid in it (each replaced by U+FFFD).
    public var diagnostics: [Diagnostic]

    /// An input decoded to `utf8` as `detection` says, with `diagnostics`.
    public init(utf8: [UInt8], detection: EncodingDetection, diagnostics: [Diagnostic] = []) {
        self.utf8 = utf8
        self.detection = detection
        self.diagnostics = diagnostics
    }
}
