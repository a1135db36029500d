/// One `runs[]` entry as the reader uses it. Offsets (`u16`, `cp`, `u8`) are not read: the
/// text is the truth, so an app that edited a run's text need not fix any numbers.
struct RunsInputRun {
    /// Why the characters are in the stream (`role`).
    enum Role {
        case text, marker, separator, softBreak, lineBreak, raw
    }

    var text: String
    /// Index into the styles table, `nil` when missing or out of range.
    var style: Int?
    /// Index into the blocks table, `nil` when missing or out of range.
    var block: Int?
    var link: Int?
    var attachment: Int?
    var role: Role
    /// The footnote label of a footnote reference.
    var footnote: String?
}
