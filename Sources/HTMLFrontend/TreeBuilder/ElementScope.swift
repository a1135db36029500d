/// The scopes of "has an element in scope" (HTML Standard §13.2.4.2).
enum ElementScope {
    /// "in scope".
    case `default`
    /// "in list item scope": also bounded by `ol` and `ul`.
    case listItem
    /// "in button scope": also bounded by `button`.
    case button
    /// "in table scope": bounded only by `html`, `table` and `template`.
    case table
}
