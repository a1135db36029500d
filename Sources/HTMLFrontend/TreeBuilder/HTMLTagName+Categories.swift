/// The element categories of the tree-construction algorithm (HTML Standard §13.2.4.2,
/// "the stack of open elements", and §13.2.6.3), as switches over ``HTMLTagName`` so that
/// each test is a jump table, not a set lookup. (The "formatting" category is spelled out
/// where the "in body" rules switch over start and end tags.)
///
/// These apply to elements in the HTML namespace only; callers check the namespace.
extension HTMLTagName {
    /// The "special" category (§13.2.4.2), HTML part. `select` stays special (it was before
    /// the 2025 relaxed `<select>` parser and is still listed).
    var isSpecial: Bool {
        switch self {
        case .address, .applet, .area, .article, .aside, .base, .basefont, .bgsound, .blockquote,
             .body, .br, .button, .caption, .center, .col, .colgroup, .dd, .details, .dir, .div,
             .dl, .dt, .embed, .fieldset, .figcaption, .figure, .footer, .form, .frame, .frameset,
             .h1, .h2, .h3, .h4, .h5, .h6, .head, .header, .hgroup, .hr, .html, .iframe, .img,
             .input, .keygen, .li, .link, .listing, .main, .marquee, .menu, .meta, .nav, .noembed,
             .noframes, .noscript, .object, .ol, .p, .param, .plaintext, .pre, .script, .search,
             .section, .select, .source, .style, .summary, .table, .tbody, .td, .template,
             .textarea, .tfoot, .th, .thead, .title, .tr, .track, .ul, .wbr, .xmp:
            return true
        default:
            return false
        }
    }

    /// Elements that "generate implied end tags" closes (§13.2.6.3).
    var hasImpliedEndTag: Bool {
        switch self {
        case .dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc:
            return true
        default:
            return false
        }
    }

    /// Elements that "generate all implied end tags thoroughly" closes (§13.2.6.3).
    var hasImpliedEndTagThoroughly: Bool {
        switch self {
        case .caption, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr:
            return true
        default:
            return hasImpliedEndTag
        }
    }

    /// `h1`…`h6`.
    var isHeading: Bool {
        switch self {
        case .h1, .h2, .h3, .h4, .h5, .h6:
            return true
        default:
            return false
        }
    }

    /// The HTML elements that bound "has an element in scope" (§13.2.4.2); `select` joined
    /// the list with the relaxed `<select>` parser.
    var isDefaultScopeBoundary: Bool {
        switch self {
        case .applet, .caption, .html, .table, .td, .th, .marquee, .object, .template, .select:
            return true
        default:
            return false
        }
    }

    /// Elements whose end tag may stay open at the end of the body without a parse error
    /// (§13.2.6.4.7, "an end tag whose tag name is body").
    var mayBeLeftOpen: Bool {
        switch self {
        case .dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc, .tbody, .td, .tfoot,
             .th, .thead, .tr, .body, .html:
            return true
        default:
            return false
        }
    }

    /// Table-structure elements that switch "the appropriate place for inserting a node" to
    /// foster parenting (§13.2.6.1) and route character tokens to "in table text".
    var isTableStructure: Bool {
        switch self {
        case .table, .tbody, .tfoot, .thead, .tr:
            return true
        default:
            return false
        }
    }
}
