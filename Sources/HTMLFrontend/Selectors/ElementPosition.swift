/// Where an element sits among its parent's element children, for `:nth-child()` and
/// `:nth-last-child()`: counted by the matcher's walk, so no pseudo-class scans siblings.
struct ElementPosition {
    /// 1-based position among the element siblings.
    var index: Int
    /// How many element siblings there are (the element included); 0 when the walk does not
    /// count them (no `:nth-last-child()` in the list).
    var count: Int
}
