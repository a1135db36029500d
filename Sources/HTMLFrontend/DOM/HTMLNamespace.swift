/// The namespaces an element can live in (HTML Standard §13.2.6.5, "foreign content").
public enum HTMLNamespace: UInt8, Hashable, Sendable {
    /// `http://www.w3.org/1999/xhtml`
    case html
    /// `http://www.w3.org/2000/svg`
    case svg
    /// `http://www.w3.org/1998/Math/MathML`
    case mathml
}
