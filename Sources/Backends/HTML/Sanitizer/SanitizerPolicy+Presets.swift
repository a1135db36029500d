import MarkupAST

extension SanitizerPolicy {
    /// Elements whose content is not content (programs, styles, embedded documents, form
    /// state): dropped whole when not allowed, in every preset (sanitizer.md R3).
    public static let contentDroppingElements: [String: Disposal] = [
        "script": .drop, "style": .drop, "template": .drop, "noscript": .drop, "iframe": .drop, "noembed": .drop,
        "noframes": .drop, "object": .drop, "embed": .drop, "applet": .drop, "frame": .drop, "frameset": .drop,
        "svg": .drop, "math": .drop, "select": .drop, "datalist": .drop, "head": .drop, "meta": .drop, "link": .drop,
        "base": .drop,
    ]

    /// The default: every element and attribute ammonia's default keeps (headings, lists,
    /// tables with all their parts, figures, definition lists, quotations, edits, `details`,
    /// ruby, bidi, sectioning), with `ol[type]`, `li[value]`, `time[datetime]`,
    /// `details[open]` and a global `dir` besides; links `http https mailto tel` or relative,
    /// with `rel="nofollow noopener noreferrer"`; images `http https` or `data:` PNG, GIF,
    /// JPEG, WebP; ids prefixed `user-content-`; only `language-*` classes; no `style`; no
    /// iframes; GitHub's footnote markup (its classes and `data-` attributes), formulas'
    /// `math inline`/`math display` classes, and the
    /// classes the chat readers mark spoilers and Slack tokens with. Anything else is
    /// unwrapped, its content kept.
    public static let `default` = SanitizerPolicy(
        elements: [
            "a", "abbr", "acronym", "address", "article", "aside", "b", "bdi", "bdo", "blockquote", "br", "caption", "center",
            "cite", "code", "col", "colgroup", "data", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption",
            "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img", "ins", "kbd", "li",
            "main", "map", "area", "mark", "menu", "nav", "ol", "p", "pre", "q", "rp", "rt", "rtc", "ruby", "s", "samp", "search",
            "section", "small", "span", "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th",
            "thead", "time", "tr", "tt", "u", "ul", "var", "wbr",
        ],
        disposals: contentDroppingElements,
        globalAttributes: ["title": .any, "lang": .any, "dir": .keywords(["ltr", "rtl", "auto"])],
        elementAttributes: defaultElementAttributes,
        classes: ClassRule(names: footnoteClasses.union(chatClasses).union(mathClasses))
    )

    /// The classes of the footnote markup the writer makes from Markdown (GitHub's).
    public static let footnoteClasses: Set<String> = ["footnote-ref", "footnote-backref", "footnotes"]

    /// The classes of formulas, pandoc's `<span class="math inline">` and `math display`, so
    /// that MathJax or KaTeX on the page typesets them (``MarkupAST/MathFormula``).
    public static let mathClasses: Set<String> = [MathFormula.mathClass, MathFormula.inlineClass, MathFormula.displayClass]

    /// The classes the chat readers give what HTML has no element for: a Telegram spoiler
    /// (`tg-spoiler`, Telegram's own HTML name) and a Slack `<!here>`/`<@U…>` token, so
    /// `-f telegram -t html` keeps a spoiler a page can style.
    public static let chatClasses: Set<String> = [ChatFlavor.spoilerClass, ChatFlavor.slackTokenClass]

    /// `default` plus what rich content in a trusted-but-careful app uses: every class, the
    /// safe inline styles (alignment, colours, weight, style, decoration, vertical
    /// alignment, rebuilt from parsed values), table presentation attributes, and iframes
    /// from YouTube and Vimeo with a sandbox.
    public static let relaxed: SanitizerPolicy = {
        var policy = SanitizerPolicy.default
        policy.classes = ClassRule(allowsAll: true)
        policy.styleProperties = [
            .textAlign, .color, .backgroundColor, .fontWeight, .fontStyle, .textDecorationLine, .textDecorationStyle,
            .textDecorationColor, .verticalAlign,
        ]
        for element in ["table", "td", "th", "col", "colgroup", "img"] {
            policy.elementAttributes[element, default: [:]]["width"] = .integer(0...100_000)
        }
        policy.elementAttributes["table", default: [:]]["border"] = .integer(0...100)
        policy.iframes = IframePolicy()
        return policy
    }()

    /// A bleach-sized list: `a abbr acronym b blockquote code em i li ol strong ul` plus
    /// `p br pre`; links with `href` and `title`, `abbr[title]`; no ids, classes or styles.
    /// Any other element is escaped into visible text, as bleach does by default.
    public static let strict = SanitizerPolicy(
        elements: ["a", "abbr", "acronym", "b", "blockquote", "code", "em", "i", "li", "ol", "strong", "ul", "p", "br", "pre"],
        disposals: contentDroppingElements, defaultDisposal: .escape,
        elementAttributes: [
            "a": ["href": .url(.link), "title": .any], "abbr": ["title": .any], "acronym": ["title": .any],
        ],
        classes: ClassRule(prefixes: []), idPrefix: nil
    )

    /// The presets by name: `strict`, `default`, `relaxed`.
    public static let presets: [String: SanitizerPolicy] = ["strict": .strict, "default": .default, "relaxed": .relaxed]

    private static let tableAlignment: AttributeRule = .keywords(["left", "center", "right", "justify", "char"])

    /// `align`, `char` and `charoff` of the table parts, as ammonia keeps them.
    private static let tablePart: [String: AttributeRule] = ["align": tableAlignment, "char": .any, "charoff": .length]

    private static let defaultElementAttributes: [String: [String: AttributeRule]] = {
        var attributes: [String: [String: AttributeRule]] = [
            "a": [
                "href": .url(.link), "hreflang": .any,
                // The writer's own footnote links (GitHub's markup).
                "data-footnote-ref": .boolean, "data-footnote-backref": .boolean, "aria-label": .any,
            ],
            "section": ["data-footnotes": .boolean],
            "bdo": ["dir": .keywords(["ltr", "rtl"])],
            "blockquote": ["cite": .url(.citation)],
            "q": ["cite": .url(.citation)],
            "del": ["cite": .url(.citation), "datetime": .any],
            "ins": ["cite": .url(.citation), "datetime": .any],
            "hr": ["align": .keywords(["left", "center", "right"]), "size": .integer(0...1000), "width": .length],
            "img": [
                "src": .url(.image), "alt": .any, "width": .integer(0...100_000), "height": .integer(0...100_000),
                "align": .keywords(["left", "right", "top", "middle", "bottom", "center", "baseline", "texttop", "absmiddle", "absbottom"]),
            ],
            "ol": ["start": .integer(-1_000_000_000...1_000_000_000), "type": .keywords(["1", "a", "A", "i", "I"]), "reversed": .boolean],
            "li": ["value": .integer(-1_000_000_000...1_000_000_000)],
            "time": ["datetime": .any],
            "data": ["value": .any],
            "details": ["open": .boolean],
            "table": ["summary": .any],
            "col": ["span": .integer(1...1000)],
            "colgroup": ["span": .integer(1...1000)],
            "td": ["colspan": .integer(1...1000), "rowspan": .integer(0...1000), "headers": .any],
            "th": [
                "colspan": .integer(1...1000), "rowspan": .integer(0...1000), "headers": .any,
                "scope": .keywords(["row", "col", "rowgroup", "colgroup"]), "abbr": .any,
            ],
        ]
        for element in ["table", "col", "colgroup", "thead", "tbody", "tfoot", "tr", "td", "th"] {
            attributes[element, default: [:]].merge(tablePart) { own, _ in own }
        }
        return attributes
    }()

    /// For the Markdown writer's HTML fallbacks: the default's elements and attributes with
    /// every class, the safe styles and ids as they are, no link relations added (URLs are
    /// not checked there: Markdown keeps them as written). An element it does not allow is
    /// written as its content, as the Markdown around the fallback writes it (a `<math>` or
    /// `<select>` the document holds keeps its text; what a reader drops never reaches the
    /// document).
    static let markdownFallback: SanitizerPolicy = {
        var policy = SanitizerPolicy.relaxed
        policy.disposals = [:]
        policy.defaultDisposal = .unwrap
        policy.iframes = nil
        policy.idPrefix = ""
        policy.linkRelations = []
        return policy
    }()
}
