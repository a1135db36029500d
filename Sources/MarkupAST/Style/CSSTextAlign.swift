/// A specified `text-align` (CSS Text 3 §7.1).
public enum CSSTextAlign: String, Hashable, Sendable, CaseIterable {
    /// `start`: the start edge of the line in its direction (the initial value).
    case start
    /// `end`.
    case end
    /// `left`.
    case left
    /// `right`.
    case right
    /// `center`.
    case center
    /// `justify`.
    case justify
    /// `match-parent`: like the parent, with `start`/`end` resolved against its direction.
    case matchParent = "match-parent"
}
