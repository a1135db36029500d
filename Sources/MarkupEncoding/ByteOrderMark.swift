/// A byte order mark at the start of the input: the Encoding Standard's "BOM sniff"
/// (section 6.1, "Legacy hooks for standards"), which outranks every other sign of an encoding.
///
/// ```swift
/// ByteOrderMark(prefixOf: [0xEF, 0xBB, 0xBF, 0x68, 0x69])   // .utf8 (length 3)
/// ByteOrderMark(prefixOf: [0xFF, 0xFE, 0x68, 0x00])         // .utf16LittleEndian
/// ```
public enum ByteOrderMark: String, Hashable, Sendable, CaseIterable {
    /// EF BB BF.
    case utf8
    /// FE FF.
    case utf16BigEndian
    /// FF FE.
    case utf16LittleEndian

    /// The byte order mark `bytes` starts with, or `nil` when there is none.
    public init?(prefixOf bytes: some Collection<UInt8>) {
        let start = Array(bytes.prefix(3))
        if start.starts(with: [0xEF, 0xBB, 0xBF]) {
            self = .utf8
        } else if start.starts(with: [0xFE, 0xFF]) {
            self = .utf16BigEndian
        } else if start.starts(with: [0xFF, 0xFE]) {
            self = .utf16LittleEndian
        } else {
            return nil
        }
    }

    /// The encoding it announces.
    public var encoding: TextEncoding {
        switch self {
        case .utf8: .utf8
        case .utf16BigEndian: .utf16BE
        case .utf16LittleEndian: .utf16LE
        }
    }

    /// Its length in bytes (3 for UTF-8, 2 for UTF-16), which decoding skips.
    public var length: Int {
        self == .utf8 ? 3 : 2
    }
}
