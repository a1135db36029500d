/// What a ``StyleSheet`` rule applies to.
///
/// Rules apply from the least to the most specific: semantic kind, element name, each class
/// (in the order the element lists them), id. Element names and classes match the source's
/// `Attributes` (HTML elements the AST does not model, e.g. `<mark>`, `<small>`, `<kbd>`,
/// keep their names there).
public enum StyleTarget: Hashable, Sendable {
    case kind(SemanticKind)
    /// An HTML element name, lower case (`"mark"`, `"span"`, `"h2"`).
    case element(String)
    /// A class name, case-sensitive as in HTML.
    case className(String)
    /// An element id.
    case id(String)
}
