import MarkupAST

/// What the DOM → AST lowering makes of one element: the HTML Standard's rendering
/// defaults (§15 "Rendering": which elements are hidden, which are blocks, which are
/// phrasing) mapped onto the AST's node kinds.
///
/// Computed once per element by ``ElementRole/classify(_:in:options:)`` and used by both
/// passes of the lowering, so the pass that finds inline elements containing blocks and the
/// pass that builds the tree cannot disagree.
enum ElementRole: Hashable {
    /// Not rendered (§15.3.1 "Hidden elements"): `script`, `style`, `template`, `head`
    /// content, `hidden`, `display: none`, and SVG. The subtree is skipped.
    case dropped
    /// `<title>`: not rendered; the first one becomes the document's `title` metadata.
    case title
    /// `<head>`: not rendered; its `<title>` child becomes the document's title.
    case head
    /// The lenient snippet policy: an unknown element without attributes that no end tag
    /// closed (`<Congratulation!>`) is its start tag's literal text; its children stay.
    case lenientText
    /// A void element the HTML parser does not know as void: a legacy one browsers and
    /// e-mail templates treat as empty (`<spacer>`, `<nextid>`, `<isindex>`), or an unknown
    /// element written self-closed (`<o:p/>`, `<x-icon name="check"/>`, Confluence's
    /// `<ri:page … />`). The element shows nothing (an empty `.span` keeps an `id` that a
    /// `#fragment` can reach); the content the parser nested in it, for want of an end tag,
    /// belongs to the parent, so it is never swallowed nor dropped.
    case voidLike
    /// No box of its own (a `span` or `font` without attributes, `picture`, `display:
    /// contents`): the children belong to the parent.
    case spliced
    /// A block box with nothing to keep (a `div` without attributes, `body`): a paragraph
    /// boundary, but no AST container.
    case blockBoundary
    /// A block the AST does not model (`section`, `aside`, a `div` with attributes):
    /// `.div` with the element's name and attributes.
    case namedBlock
    /// Phrasing the AST does not model (`mark`, `abbr`, a `span` with attributes, custom
    /// elements): `.span` with the element's name and attributes, or `.div` when it holds
    /// blocks.
    case namedInline
    /// `<p>`.
    case paragraph
    /// `<h1>`–`<h6>`.
    case heading(level: Int)
    /// `<blockquote>`.
    case blockQuote
    /// `<ol>` (ordered) and `<ul>`, `<menu>`, `<dir>` (bullets).
    case list(ordered: Bool)
    /// `<li>`.
    case listItem
    /// `<hr>`.
    case thematicBreak
    /// `<pre>`, `<listing>`, `<xmp>`, `<plaintext>`: a code block of the text content.
    case preformatted
    /// `<table>`.
    case table
    /// `<thead>`, `<tbody>`, `<tfoot>`.
    case tableSection(TableDraft.Section)
    /// `<tr>`.
    case tableRow
    /// `<td>` and `<th>`.
    case tableCell(isHeader: Bool)
    /// `<caption>`.
    case tableCaption
    /// Phrasing the AST models: `strong`, `emphasis`, links, code…
    case format(InlineFormat)
    /// `<iframe src>`: an embedded document, kept as an empty `.div` named `iframe` with
    /// its attributes (a sanitizer policy decides whether it is written); its content,
    /// fallback text for browsers without frames, is not.
    case frame
    /// `<br>`.
    case lineBreak
    /// `<wbr>`: a line-break opportunity, nothing to keep (an empty `.span` named `wbr`
    /// with ``HTMLParseOptions/keepsGenericElements``).
    case wordBreak
    /// `<img>`.
    case image
    /// `<input>`: its visible value, or a list item's task checkbox.
    case input
    /// `<select>`: the text of its selected option.
    case select
    /// `<textarea>`: its text (the only content the tree builder gives it), whitespace kept.
    case textarea
    /// A formula (see ``MathSource``): its TeX as a ``MarkupAST/MathFormula``.
    case math(MathSource)
    /// `<q>`: its content between quotation marks.
    case quote
    /// An element of Confluence's storage format (`ac:structured-macro`…), see
    /// ``StorageFormatRole``.
    case storageFormat(StorageFormatRole)

    /// Whether the element is a block box by default (§15.3.3 "Flow content", §15.3.7
    /// "Lists", §15.3.8 "Tables"): it starts and ends a paragraph.
    var isBlockLevel: Bool {
        switch self {
        case .blockBoundary, .namedBlock, .paragraph, .heading, .blockQuote, .list, .listItem, .thematicBreak,
             .preformatted, .table, .tableSection, .tableRow, .tableCell, .tableCaption, .frame:
            return true
        case .storageFormat(let role):
            return role.isBlockLevel
        case .dropped, .title, .head, .lenientText, .voidLike, .spliced, .namedInline, .format, .lineBreak, .wordBreak,
             .image, .input, .select, .textarea, .math, .quote:
            return false
        }
    }

    /// Whether the lowering walks the children as flow content. `false` for hidden
    /// elements and for those whose content is read as text at once (`pre`, `select`…).
    var hasFlowContent: Bool {
        switch self {
        case .dropped, .title, .head, .preformatted, .lineBreak, .wordBreak, .image, .input, .select, .math,
             .thematicBreak, .frame:
            return false
        case .storageFormat(let role):
            return role.hasFlowContent
        default:
            return true
        }
    }

    /// Whether the element is phrasing that becomes a block when it holds blocks
    /// (`<a><div>…</div></a>`, `<span>x<p>y</p></span>`).
    var isPhrasingContainer: Bool {
        switch self {
        case .namedInline, .format, .quote: return true
        default: return false
        }
    }

    /// The role of element `id` of `tree`, whose parsed `style=` is `style`.
    static func classify(
        _ id: DOMTree.NodeID, in tree: DOMTree, options: HTMLParseOptions, style: InlineStyle? = nil
    ) -> ElementRole {
        let role = defaultRole(Int(id), of: tree.nodes, options: options)
        // The element is empty: its style and `hidden` are about nothing visible, and the
        // content after it is not its own.
        if case .voidLike = role { return role }
        guard let style else { return role }
        // A formatting element whose own style takes its formatting away
        // (`<b style="font-weight:normal">`) is phrasing like a span.
        if case .format(.formatting(let formatting)) = role, CSSFormatting.cancels(formatting, in: style) {
            return style.display.map { adjusted(.namedInline, for: $0, options: options) } ?? .namedInline
        }
        guard let display = style.display else { return role }
        return adjusted(role, for: display, options: options)
    }

    /// Whether `tag` is a formatting element (`b`, `i`, `u`, `s`, `sup`…), whose name a
    /// span it becomes does not keep: the name would still mean the formatting its style
    /// took away.
    static func isFormattingTag(_ tag: HTMLTagName) -> Bool {
        if case .format(.formatting)? = fixedRole(tag) { return true }
        return false
    }

    /// The role `role` takes under a `display` style: `none` hides (unless hidden content is
    /// kept), `contents` leaves only the children, and a generic element takes the block or
    /// inline box the style asks for. Modelled elements keep their meaning whatever their
    /// display (a horizontal menu is still a list).
    private static func adjusted(_ role: ElementRole, for display: CSSDisplay, options: HTMLParseOptions) -> ElementRole {
        switch display {
        case .none:
            return options.keepsHiddenContent ? role : .dropped
        case .contents:
            switch role {
            case .namedBlock, .namedInline, .blockBoundary: return .spliced
            default: return role
            }
        case .inline, .inlineBlock, .inlineFlex, .inlineGrid, .inlineTable:
            return role == .namedBlock ? .namedInline : role
        default:
            return role == .namedInline && display.isBlockLevel ? .namedBlock : role
        }
    }

    /// The role of element `nodes[index]` from its name, namespace and attributes. Fields
    /// are read in place (`nodes[index].tag`): passing the node itself would copy it out of
    /// the array, retaining and releasing its name and attributes for every element.
    private static func defaultRole(_ index: Int, of nodes: [DOMTree.Node], options: HTMLParseOptions) -> ElementRole {
        switch nodes[index].namespace {
        case .svg:
            // Inline SVG is graphics: icons, charts. Its text (`<title>`, `<text>`) reads as
            // noise beside the content, so it is dropped as an image without alt would be.
            return .dropped
        case .mathml:
            return nodes[index].name == "math" ? .math(.mathML) : .spliced
        case .html:
            break
        }
        let tag = nodes[index].tag
        if isVoidLike(index, of: nodes) { return .voidLike }
        if !options.keepsHiddenContent && isHidden(nodes[index].attributes, tag: tag) { return .dropped }
        if let role = MathSource.recognize(index, of: nodes) { return role }
        if tag == .source || tag == .embed { return embedRole(index, of: nodes) }
        if let role = fixedRole(tag) { return role }
        let hasAttributes = !nodes[index].attributes.isEmpty
        switch tag {
        case .unknown:
            if StorageFormatRole.isStorageName(nodes[index].name),
                let role = StorageFormatRole.role(
                    named: nodes[index].name, attributes: nodes[index].attributes,
                    hasExplicitEndTag: nodes[index].hasExplicitEndTag
                )
            {
                return .storageFormat(role)
            }
            if options.keepsUnclosedUnknownTagsAsText && !hasAttributes && !nodes[index].hasExplicitEndTag
                && !isNamespacedName(nodes[index].name)
            {
                return .lenientText
            }
            return .namedInline
        case .div:
            return hasAttributes || options.keepsGenericElements ? .namedBlock : .blockBoundary
        case .span:
            return hasAttributes || options.keepsGenericElements ? .namedInline : .spliced
        case .font:
            return hasAttributes ? .namedInline : .spliced
        case .area:
            // An image map's region: nothing to read, but HTML output keeps it.
            return options.keepsGenericElements ? .namedInline : .dropped
        case .a:
            if nodes[index].attributes.contains(where: { $0.name == "href" }) { return .format(.link) }
            return hasAttributes || options.keepsGenericElements ? .namedInline : .spliced
        case .iframe:
            return nodes[index].attributes.contains(where: { $0.name == "src" }) ? .frame : .dropped
        case .noscript:
            // With scripting on, the tree builder parsed the content as raw text.
            return options.scriptingEnabled ? .dropped : .spliced
        default:
            return .namedInline
        }
    }

    /// `<embed src>`, and a `<source src>` of a `<video>` or `<audio>`, are kept as empty
    /// spans with their attributes, so that backends can name and link the media (Markdown
    /// writes `[Video: title](url)`); other `<source>`s (a `<picture>`'s) and an `<embed>`
    /// without a source show nothing.
    private static func embedRole(_ index: Int, of nodes: [DOMTree.Node]) -> ElementRole {
        guard nodes[index].attributes.contains(where: { $0.name == "src" }) else { return .dropped }
        if nodes[index].tag == .embed { return .namedInline }
        let parent = Int(nodes[index].parent)
        guard nodes[index].parent != DOMTree.none, parent < nodes.count else { return .dropped }
        return nodes[parent].tag == .video || nodes[parent].tag == .audio ? .namedInline : .dropped
    }

    /// Roles that depend on the tag alone.
    private static func fixedRole(_ tag: HTMLTagName) -> ElementRole? {
        switch tag {
        case .script, .style, .template, .meta, .link, .base, .basefont, .bgsound, .noembed, .noframes,
             .frameset, .frame, .param, .track, .col, .colgroup, .datalist, .keygen, .svg:
            return .dropped
        case .title: return .title
        case .head: return .head
        case .html, .body: return .blockBoundary
        case .picture, .slot: return .spliced
        case .address, .article, .aside, .section, .nav, .header, .footer, .main, .hgroup, .search, .figure,
             .figcaption, .details, .summary, .form, .fieldset, .legend, .center, .dl, .dt, .dd, .optgroup, .option,
             .multicol, .dialog:
            return .namedBlock
        case .marquee:
            // `display: inline-block` (§15.5.11): it scrolls inside its line.
            return .namedInline
        case .p: return .paragraph
        case .h1: return .heading(level: 1)
        case .h2: return .heading(level: 2)
        case .h3: return .heading(level: 3)
        case .h4: return .heading(level: 4)
        case .h5: return .heading(level: 5)
        case .h6: return .heading(level: 6)
        case .blockquote: return .blockQuote
        case .ol: return .list(ordered: true)
        case .ul, .menu, .dir: return .list(ordered: false)
        case .li: return .listItem
        case .hr: return .thematicBreak
        case .pre, .listing, .xmp, .plaintext: return .preformatted
        case .table: return .table
        case .thead: return .tableSection(.head)
        case .tbody: return .tableSection(.body)
        case .tfoot: return .tableSection(.foot)
        case .tr: return .tableRow
        case .td: return .tableCell(isHeader: false)
        case .th: return .tableCell(isHeader: true)
        case .caption: return .tableCaption
        case .b, .strong: return .format(.formatting(.strong))
        case .i, .em, .cite, .dfn, .var: return .format(.formatting(.emphasis))
        case .u, .ins: return .format(.formatting(.underline))
        case .s, .strike, .del: return .format(.formatting(.strikethrough))
        case .sup: return .format(.formatting(.superscript))
        case .sub: return .format(.formatting(.subscript))
        case .code, .tt, .kbd, .samp: return .format(.code)
        case .br: return .lineBreak
        case .wbr: return .wordBreak
        case .img, .image: return .image
        case .input: return .input
        case .select: return .select
        case .textarea: return .textarea
        case .q: return .quote
        default: return nil
        }
    }

    /// Whether HTML element `nodes[index]` is empty for display though the parser may have
    /// nested content in it (see ``ElementRole/voidLike``): a legacy void element, or an
    /// unknown element whose start tag ends in `/>`.
    private static func isVoidLike(_ index: Int, of nodes: [DOMTree.Node]) -> Bool {
        switch nodes[index].tag {
        case .spacer, .nextid, .isindex: return true
        case .unknown: return nodes[index].isSelfClosing
        default: return false
        }
    }

    /// Whether `name` is an XML qualified name with a prefix (`o:p`, `st1:place`,
    /// `ac:structured-macro`): markup from an XML vocabulary (Office, Confluence storage
    /// format), never prose in angle brackets, so the lenient policy does not apply. A name
    /// with other punctuation (`mailto:ann@example.com`) is still prose.
    private static func isNamespacedName(_ name: String) -> Bool {
        var colons = 0
        var partLength = 0
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: ":"):
                guard partLength > 0 else { return false }
                colons += 1
                partLength = 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"):
                partLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                // Not the first character of a part.
                guard partLength > 0 else { return false }
                partLength += 1
            default:
                return false
            }
        }
        return colons == 1 && partLength > 0
    }

    /// The `hidden` attribute (§15.3.1; `hidden="until-found"` content is findable, so it
    /// stays) and a `dialog` that is not open (§15.3.1: `dialog:not([open])`).
    private static func isHidden(_ attributes: [HTMLAttribute], tag: HTMLTagName) -> Bool {
        if tag == .dialog && !attributes.contains(where: { $0.name == "open" }) { return true }
        for attribute in attributes where attribute.name == "hidden" {
            return !ASCIIFolding.equal(attribute.value, "until-found")
        }
        return false
    }
}
