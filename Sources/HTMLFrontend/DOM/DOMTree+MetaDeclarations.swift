/// The encoding declarations a tree's `<meta>` elements make, for the HTML Standard's
/// "change the encoding" (§13.2.6.4.4, "in head", a `meta` start tag; §13.2.3.5).
///
/// Every HTML `<meta>` the tree builder inserts goes through the "in head" rules (from
/// "in body", "after head", "in table" and "in template" too), and while the encoding is
/// tentative (chosen by the prescan of the first 1,024 bytes or by default) the first one
/// that declares an encoding settles it: a browser that decoded the page differently starts
/// over. The tree keeps these elements and their attributes, so the declarations can be read
/// after parsing; deciding what a declaration means (its label, `http-equiv` and `content`)
/// is the encoding layer's work.
extension DOMTree {
    /// One `<meta>` element's encoding-related attributes, as written.
    public struct MetaDeclaration: Hashable, Sendable {
        /// The `charset` attribute.
        public var charset: String?
        /// The `http-equiv` attribute.
        public var httpEquiv: String?
        /// The `content` attribute.
        public var content: String?

        /// A declaration of these attributes.
        public init(charset: String? = nil, httpEquiv: String? = nil, content: String? = nil) {
            self.charset = charset
            self.httpEquiv = httpEquiv
            self.content = content
        }
    }

    /// The HTML `<meta>` elements with a `charset` or an `http-equiv` attribute, in the order
    /// the parser made them (the order of their tags in the input). Elements in SVG or MathML
    /// are not HTML `<meta>`s and do not count.
    public var metaDeclarations: [MetaDeclaration] {
        var result: [MetaDeclaration] = []
        for index in nodes.indices where nodes[index].kind == .element && nodes[index].tag == .meta && nodes[index].namespace == .html {
            var declaration = MetaDeclaration()
            for attribute in nodes[index].attributes {
                switch attribute.name {
                case "charset": declaration.charset = declaration.charset ?? attribute.value
                case "http-equiv": declaration.httpEquiv = declaration.httpEquiv ?? attribute.value
                case "content": declaration.content = declaration.content ?? attribute.value
                default: break
                }
            }
            if declaration.charset != nil || declaration.httpEquiv != nil { result.append(declaration) }
        }
        return result
    }
}
