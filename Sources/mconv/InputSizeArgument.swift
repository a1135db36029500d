/// `--max-input-size SIZE`: the largest input converted, in bytes, with an optional binary
/// suffix (`K`, `M`, `G`: KiB, MiB, GiB; `512K`, `50M`, `2G`), or `none` for no limit.
/// Without the option: ``defaultLimit``.
enum InputSizeArgument {
    /// 128 MiB: several times the largest real inputs (a 530-page manual concatenated is
    /// 51 MB), while a parse of that much Markdown peaks at a few GB of memory (measured:
    /// about 22 bytes resident per input byte for HTML, 64 for Markdown), so an oversized
    /// input is refused before it exhausts an ordinary machine's memory.
    static let defaultLimit = 128 << 20

    /// The limit `text` (the option's value, `nil` when not given) asks for; `nil` is no limit.
    static func limit(_ text: String?) throws(UsageError) -> Int? {
        guard let text else { return defaultLimit }
        if text.lowercased() == "none" { return nil }
        var digits = Substring(text)
        var shift = 0
        switch digits.last.map({ $0.uppercased() }) {
        case "K": shift = 10
        case "M": shift = 20
        case "G": shift = 30
        default: break
        }
        if shift > 0 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }), let number = Int(digits),
              number > 0, number <= Int.max >> shift else {
            throw UsageError(description: "--max-input-size: expected a size in bytes with an optional K, M or G (50M), or 'none', got '\(text)'")
        }
        return number << shift
    }
}
