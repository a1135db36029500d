/// Slack's three character entities: `&amp;`, `&lt;`, `&gt;` (the only escapes mrkdwn has).
enum SlackEntity {
    /// The entity at `index` (before `end`) of `bytes`: the byte it stands for and its
    /// length, or `nil`.
    static func decode(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> (UInt8, Int)? {
        guard index < end, bytes[index] == 0x26 else { return nil }
        func matches(_ name: StaticString) -> Bool {
            let count = name.utf8CodeUnitCount
            guard index + 1 + count <= end else { return false }
            for offset in 0..<count where bytes[index + 1 + offset] != name.utf8Start[offset] { return false }
            return true
        }
        if matches("amp;") { return (0x26, 5) }
        if matches("lt;") { return (0x3C, 4) }
        if matches("gt;") { return (0x3E, 4) }
        return nil
    }
}
