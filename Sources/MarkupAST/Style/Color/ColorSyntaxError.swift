/// Why a colour string or a colour function's arguments were not accepted.
public enum ColorSyntaxError: Error, Hashable, Sendable {
    /// Not a colour: wrong arity, a bad unit, mixed comma and space syntax, an unknown name…
    /// The value is ignored (CSS Syntax 3 "invalid").
    case invalid
    /// A valid CSS colour this reader does not resolve (`color-mix()`, `light-dark()`,
    /// relative colour syntax); the payload names it for the diagnostic.
    case unsupported(String)
}
