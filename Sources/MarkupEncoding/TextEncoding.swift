/// An encoding of the WHATWG Encoding Standard (https://encoding.spec.whatwg.org/): UTF-8,
/// the legacy single- and multi-byte encodings the web still uses, UTF-16BE/LE,
/// replacement and x-user-defined. There are no others: a label the standard does not list
/// names no encoding.
///
/// ```swift
/// TextEncoding(label: " Latin1 ")?.name      // "windows-1252"
/// TextEncoding(label: "sjis")?.name          // "Shift_JIS"
/// TextEncoding(label: "utf-7")               // nil
/// ```
public struct TextEncoding: Hashable, Sendable, CustomStringConvertible {
    let id: EncodingID

    init(_ id: EncodingID) {
        self.id = id
    }

    /// The encoding's canonical name, as the standard writes it: `UTF-8`, `windows-1252`,
    /// `Shift_JIS`, `ISO-8859-8-I`, `gb18030`, …
    public var name: String { id.name }

    /// Every label of the encoding, lowercase, in the standard's order (its name, lowercased,
    /// is one of them).
    public var labels: [String] { id.labels }

    /// The canonical name.
    public var description: String { name }

    /// The encoding `label` names, or `nil` when it names none: the standard's "get an
    /// encoding" (section 4.2). Leading and trailing ASCII whitespace is removed and the
    /// match is ASCII case-insensitive, so `" UTF8\n"` is UTF-8.
    ///
    /// As on the web, `latin1`, `iso-8859-1`, `ascii` and `us-ascii` are labels of
    /// windows-1252, `utf-16` is a label of UTF-16LE, and `iso-2022-kr`, `hz-gb-2312` and
    /// the like are labels of replacement.
    public init?(label: String) {
        self.init(labelBytes: label.utf8)
    }

    /// "get an encoding" for a label given as bytes (the HTML prescan's attribute values).
    /// A byte 0x80 or above matches no label.
    init?(labelBytes: some Collection<UInt8>) {
        let isWhitespace = { (byte: UInt8) in
            byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20
        }
        let label = Array(labelBytes)
        guard let first = label.firstIndex(where: { !isWhitespace($0) }),
              let last = label.lastIndex(where: { !isWhitespace($0) })
        else { return nil }
        let trimmed = label[first...last]
        guard trimmed.count <= Self.longestLabelLength, trimmed.allSatisfy({ $0 < 0x80 }) else {
            return nil
        }
        let lowercased = trimmed.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        guard let id = Self.encodingsByLabel[String(decoding: lowercased, as: UTF8.self)] else {
            return nil
        }
        self.id = id
    }

    /// Every encoding, in the standard's order (UTF-8 first, then the legacy encodings by
    /// family, then replacement, UTF-16BE, UTF-16LE and x-user-defined).
    public static let allEncodings: [TextEncoding] = EncodingID.allCases.map(TextEncoding.init)

    /// UTF-8, the encoding of everything new.
    public static let utf8 = TextEncoding(.utf8)
    /// UTF-16LE (its labels include `utf-16`).
    public static let utf16LE = TextEncoding(.utf16LE)
    /// UTF-16BE.
    public static let utf16BE = TextEncoding(.utf16BE)
    /// windows-1252, the encoding of the labels `latin1`, `iso-8859-1` and `ascii`, and
    /// browsers' default for Western locales.
    public static let windows1252 = TextEncoding(.windows1252)
    /// replacement: decodes any non-empty input to a single U+FFFD.
    public static let replacement = TextEncoding(.replacement)
    /// x-user-defined: bytes 0x80 to 0xFF map to U+F780 to U+F7FF.
    public static let xUserDefined = TextEncoding(.xUserDefined)

    /// Whether this is UTF-16BE or UTF-16LE ("UTF-16BE/LE" in the standard).
    var isUTF16: Bool { id == .utf16BE || id == .utf16LE }

    private static let encodingsByLabel: [String: EncodingID] = Dictionary(
        uniqueKeysWithValues: EncodingID.allCases.flatMap { id in id.labels.map { ($0, id) } }
    )

    private static let longestLabelLength = encodingsByLabel.keys.map(\.utf8.count).max() ?? 0
}
