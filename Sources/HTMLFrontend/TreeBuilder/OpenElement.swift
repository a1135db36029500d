/// One entry of the stack of open elements (HTML Standard §13.2.4.2): the element's node and
/// the facts the tree builder tests on every token, kept beside the node so that scope checks
/// never touch the DOM arena.
struct OpenElement {
    /// The element in the tree, or ``DOMTree/none`` for the context element of a fragment
    /// parse (which is never inserted).
    var node: DOMTree.NodeID
    /// The known name of the lower-cased local name, also for SVG and MathML elements
    /// (`foreignObject` is ``HTMLTagName/foreignobject``); compare with ``namespace``.
    var tag: HTMLTagName
    /// The element's namespace.
    var namespace: HTMLNamespace
    /// An HTML integration point (§13.2.6.5): SVG `foreignObject`, `desc`, `title`, or MathML
    /// `annotation-xml` whose `encoding` is `text/html` or `application/xhtml+xml`.
    var isHTMLIntegrationPoint: Bool

    /// Whether this is the HTML element `tag` (never true for ``HTMLTagName/unknown``).
    @inline(__always)
    func isHTML(_ tag: HTMLTagName) -> Bool {
        namespace == .html && self.tag == tag && tag != .unknown
    }

    /// A MathML text integration point (§13.2.6.5): MathML `mi`, `mo`, `mn`, `ms`, `mtext`.
    var isMathMLTextIntegrationPoint: Bool {
        guard namespace == .mathml else { return false }
        switch tag {
        case .mi, .mo, .mn, .ms, .mtext: return true
        default: return false
        }
    }

    /// The "special" category (§13.2.4.2) across the three namespaces.
    var isSpecial: Bool {
        switch namespace {
        case .html: return tag.isSpecial
        case .mathml: return isMathMLTextIntegrationPoint || tag == .annotation_xml
        case .svg: return tag == .foreignobject || tag == .desc || tag == .title
        }
    }

    /// Whether this element ends the search of "has an element in `scope`" (§13.2.4.2).
    func bounds(_ scope: ElementScope) -> Bool {
        switch scope {
        case .table:
            return namespace == .html && (tag == .html || tag == .table || tag == .template)
        case .default, .listItem, .button:
            switch namespace {
            case .html:
                if tag.isDefaultScopeBoundary { return true }
                if scope == .listItem { return tag == .ol || tag == .ul }
                if scope == .button { return tag == .button }
                return false
            case .mathml:
                return isMathMLTextIntegrationPoint || tag == .annotation_xml
            case .svg:
                return tag == .foreignobject || tag == .desc || tag == .title
            }
        }
    }
}
