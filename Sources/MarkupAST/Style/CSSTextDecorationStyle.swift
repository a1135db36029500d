/// A specified `text-decoration-style` (CSS Text Decoration 3 §2.3).
///
/// `runs.json` names them `single` (for `solid`), `double`, `dotted`, `dashed`, `wavy`.
public enum CSSTextDecorationStyle: String, Hashable, Sendable, CaseIterable {
    /// `solid`, the initial value.
    case solid
    /// `double`.
    case double
    /// `dotted`.
    case dotted
    /// `dashed`.
    case dashed
    /// `wavy`.
    case wavy
}
