/// Why a declaration's value was not accepted.
enum CSSValueError: Error {
    /// The value does not match the property's grammar: the declaration is ignored, as a
    /// browser ignores it (CSS Syntax 3 §8 "invalid").
    case invalid
    /// The value is valid CSS but needs something an inline style cannot resolve on its
    /// own (`var()`, `calc()`, `color-mix()`, system fonts); the declaration is dropped with a note.
    case unsupported(String)
}
