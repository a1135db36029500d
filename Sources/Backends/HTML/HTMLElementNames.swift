import MarkupAST

/// Element and attribute names as the HTML writer treats them whatever the policy: which
/// names are valid at all (so no input can break out of a tag), and which blocks hold
/// phrasing. What a sanitized output may contain is the ``SanitizerPolicy``'s.
enum HTMLElementNames {
    /// Block elements whose content is usually phrasing: a sole paragraph without
    /// attributes inside one is written bare (`<dt>API</dt>`, not `<dt><p>API</p></dt>`),
    /// since the tree cannot tell the source's loose text from an explicit `<p>` there.
    /// The HTML Standard's special elements (§13.2.4.2, HTML namespace) but `address`,
    /// `div` and `p`: those at which the tree builder stops looking for an open `dd` or `dt`
    /// to close when another starts.
    static let definitionItemSearchStops: Set<String> = [
        "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br", "button",
        "caption", "center", "col", "colgroup", "dd", "details", "dir", "dl", "dt", "embed", "fieldset", "figcaption",
        "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup",
        "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main", "marquee", "menu", "meta",
        "nav", "noembed", "noframes", "noscript", "object", "ol", "param", "plaintext", "pre", "script", "search",
        "section", "select", "source", "style", "summary", "table", "tbody", "td", "template", "textarea", "tfoot",
        "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]

    /// Whether a written element named `name` ends a parser's search for an open `dd`/`dt`.
    static func closesDefinitionItemSearch(_ name: String) -> Bool {
        definitionItemSearchStops.contains(name)
    }

    /// Elements that mean something only inside a table: a parser ignores their tags
    /// anywhere else, so outside a table only their content is written.
    static let tableParts: Set<String> = ["caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "td", "th"]

    static let phrasingBlocks: Set<String> = ["dt", "dd", "summary", "figcaption", "legend", "address", "caption", "label"]

    /// Ruby's elements, which are phrasing: one the tree holds as a block (it held blocks in
    /// the input) is written as its content, since a parser restructures `<ruby><p><rt>`
    /// (an `<rt>` closes the `<p>`) and wraps phrasing that stands alone in a paragraph.
    static let rubyParts: Set<String> = ["ruby", "rt", "rp", "rb", "rtc"]

    /// Void elements (HTML Standard §13.1.2): a start tag only, never content or an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Whether `name` may be written as an element or attribute name
    /// (``MarkupAST/Attributes/isWritableName(_:)``).
    static func isValidName(_ name: String) -> Bool {
        Attributes.isWritableName(name)
    }
}
