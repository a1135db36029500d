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
    /// iframes. Anything else is unwrapped, its content kept.
    public static let `default` = SanitizerPolicy(
        elements: [
            "a", "abbr", "acronym", "address", "article", "aside", "b", "bdi", "bdo", "blockquote", "br", "caption", "center",
            "cite", "code", "col", "colgroup", "data", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption",
            "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img", "ins", "kbd", "li",
            "main", "mark", "menu", "nav", "ol", "p", "pre", "q", "rp", "rt", "rtc", "ruby", "s", "samp", "search",
            "section", "small", "span", "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th",
            "thead", "time", "tr", "tt", "u", "ul", "var", "wbr",
        ],
        disposals: contentDroppingElements,
        globalAttributes: ["title": .any, "lang": .any, "dir": .keywords(["ltr", "rtl", "auto"])],
        elementAttributes: defaultElementAttributes
    )

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

    private static let defaultElementAttributes: [String: [String: AttributeRule]] = [
        "a": ["href": .url(.link), "hreflang": .any],
        "blockquote": ["cite": .url(.citation)],
        "q": ["cite": .url(.citation)],
        "del": ["cite": .url(.citation), "datetime": .any],
        "ins": ["cite": .url(.citation), "datetime": .any],
        "img": ["src": .url(.image), "alt": .any, "width": .integer(0...100_000), "height": .integer(0...100_000)],
        "ol": ["start": .integer(-1_000_000_000...1_000_000_000), "type": .keywords(["1", "a", "A", "i", "I"]), "reversed": .boolean],
        "li": ["value": .integer(-1_000_000_000...1_000_000_000)],
        "time": ["datetime": .any],
        "data": ["value": .any],
        "details": ["open": .boolean],
        "col": ["span": .integer(1...1000), "align": tableAlignment],
        "colgroup": ["span": .integer(1...1000), "align": tableAlignment],
        "table": ["align": tableAlignment, "summary": .any],
        "thead": ["align": tableAlignment],
        "tbody": ["align": tableAlignment],
        "tfoot": ["align": tableAlignment],
        "tr": ["align": tableAlignment],
        "td": ["colspan": .integer(1...1000), "rowspan": .integer(0...1000), "headers": .any, "align": tableAlignment],
        "th": [
            "colspan": .integer(1...1000), "rowspan": .integer(0...1000), "headers": .any, "align": tableAlignment,
            "scope": .keywords(["row", "col", "rowgroup", "colgroup"]), "abbr": .any,
        ],
    ]

    /// For the Markdown writer's HTML fallbacks: the default's elements and attributes with
    /// every class, the safe styles and ids as they are, no link relations added (URLs are
    /// not checked there: Markdown keeps them as written).
    static let markdownFallback: SanitizerPolicy = {
        var policy = SanitizerPolicy.relaxed
        policy.iframes = nil
        policy.idPrefix = ""
        policy.linkRelations = []
        return policy
    }()
}
