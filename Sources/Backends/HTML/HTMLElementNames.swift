import MarkupAST

/// Which element names and attributes the HTML writer may emit for a node, in safe mode and
/// in trusted mode.
///
/// A node written under a name from its ``MarkupAST/Attributes/elementName`` (`<b>`, `<kbd>`,
/// `<figure>`, `<mark>`, a `<th>` in a body row…) keeps that name when it is on the safe list
/// below, which holds every benign element a converter meets; any other name falls back to
/// the node's default element (`div`, `span`, `strong`…). Trusted mode keeps any name that
/// is a valid element name. Attribute names must be valid in both modes, so no input can
/// break out of a tag.
enum HTMLElementNames {
    /// Names a block-level `div` may take in safe mode.
    static let safeBlocks: Set<String> = [
        "div", "section", "article", "aside", "nav", "header", "footer", "main", "address", "hgroup", "search",
        "figure", "figcaption", "details", "summary", "dl", "dt", "dd", "center", "fieldset", "legend", "caption",
        "p", "blockquote", "li", "form", "dialog", "menu",
    ]

    /// Names an inline `span` (or a formatting inline) may take in safe mode.
    static let safeInlines: Set<String> = [
        "span", "mark", "abbr", "acronym", "time", "data", "small", "big", "q", "cite", "dfn", "var", "kbd", "samp",
        "tt", "code", "bdi", "bdo", "ruby", "rt", "rp", "rb", "rtc", "b", "i", "u", "s", "strike", "em", "strong", "del",
        "ins", "sub", "sup", "label", "output", "meter", "progress", "nobr", "a",
    ]

    /// Block elements whose content is usually phrasing: a sole paragraph without
    /// attributes inside one is written bare (`<dt>API</dt>`, not `<dt><p>API</p></dt>`),
    /// since the tree cannot tell the source's loose text from an explicit `<p>` there.
    static let phrasingBlocks: Set<String> = ["dt", "dd", "summary", "figcaption", "legend", "address", "caption", "label"]

    /// Names a list may take (`<menu>`, `<dir>` are lists of items).
    static let safeLists: Set<String> = ["ul", "ol", "menu", "dir"]

    /// Attributes kept on every element in safe mode (besides `id`, classes and the safe
    /// subset of `style`, which the writer handles itself).
    static let safeGlobalAttributes: Set<String> = ["title", "lang", "dir", "translate"]

    /// Attributes kept in safe mode on particular elements; those marked as URLs go through
    /// the URL check.
    static let safeElementAttributes: [String: Set<String>] = [
        "li": ["value"],
        "td": ["headers", "abbr", "scope", "valign", "width"],
        "th": ["headers", "abbr", "scope", "valign", "width"],
        "col": ["span", "width"],
        "colgroup": ["span", "width"],
        "time": ["datetime"],
        "data": ["value"],
        "del": ["datetime", "cite"],
        "ins": ["datetime", "cite"],
        "q": ["cite"],
        "blockquote": ["cite"],
        "details": ["open"],
        "a": ["hreflang"],
        "ol": ["reversed"],
        "meter": ["value", "min", "max", "low", "high", "optimum"],
        "progress": ["value", "max"],
    ]

    /// Attributes that hold a URL.
    static let urlAttributes: Set<String> = ["cite"]

    /// Whether `name` may be written as an element or attribute name: ASCII letters,
    /// digits, `-`, `_`, `.` and `:`, starting with a letter (custom elements and
    /// namespaced names included).
    static func isValidName(_ name: String) -> Bool {
        var isFirst = true
        for byte in name.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if isFirst {
                guard isLetter else { return false }
                isFirst = false
                continue
            }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":")
            else { return false }
        }
        return !isFirst
    }
}
