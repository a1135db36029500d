/// The font families and language tag of a ``MarkupStyle``, as it documents them; kept in a
/// ``SparseFields`` box so a style without either holds no reference.
struct MarkupStyleNames: Hashable, Sendable, EmptyFieldSet {
    var fontFamily: [String]?
    var lang: String?

    init() {}
}
