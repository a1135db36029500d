/// The fields of a ``TextRun`` that only attachments, footnote references and raw runs use,
/// as ``TextRun`` documents them; kept in a ``SparseFields`` box rather than in every run.
struct TextRunRareFields: Hashable, Sendable, EmptyFieldSet {
    var attachment: Int?
    var footnote: String?
    var rawFormat: String?

    init() {}
}
