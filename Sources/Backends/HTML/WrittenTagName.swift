/// What the sanitized writer's look-backs need to know about the name of a tag it has
/// already written (`HTMLWriter+WhiteSpace`, `HTMLWriter.trimsParagraphContent`): found
/// with one binary search of the name packed into an integer, not by comparing it with
/// every name in a list. These look-backs run for every soft break, every text starting
/// with white space and every paragraph, and the list comparisons were a tenth of the
/// Markdown → HTML writer's instructions.
enum WrittenTagName {
    /// What a name is to the look-backs.
    struct Traits: OptionSet {
        let rawValue: UInt8

        /// A block the writer writes around inline content or other blocks: text right
        /// after its start or end tag starts a line, where a reader drops white space.
        static let block = Traits(rawValue: 1)
        /// An inline element a reader looks through when it collapses white space (code
        /// elements excluded).
        static let lookedThrough = Traits(rawValue: 2)
        /// A void element that shows or a code element: a paragraph holding one is kept
        /// whatever else it holds.
        static let keepsParagraph = Traits(rawValue: 4)
    }

    /// The traits of `name` (lower-case ASCII bytes, as the writer writes names); none for
    /// a name it does not know.
    static func traits<Bytes: Collection<UInt8>>(of name: Bytes) -> Traits {
        guard let key = packed(name) else { return [] }
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            let entry = table[middle]
            if entry.key == key { return entry.traits }
            if entry.key < key { low = middle + 1 } else { high = middle }
        }
        return []
    }

    /// Whether a written start tag (its bytes, `<` included or not) carries an `id`: the
    /// writer writes every attribute as ` name="…"` and escapes `"` in values, so ` id="`
    /// occurs only there.
    static func carriesID(_ tag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var index = tag.startIndex
        while index + 5 <= tag.endIndex {
            if tag[index] == 0x20, tag[index + 1] == UInt8(ascii: "i"), tag[index + 2] == UInt8(ascii: "d"),
               tag[index + 3] == UInt8(ascii: "="), tag[index + 4] == UInt8(ascii: "\"") {
                return true
            }
            index += 1
        }
        return false
    }

    /// `name` as one integer: its bytes, first byte highest, with its length in the lowest
    /// byte, so different names never share a key (NUL bytes included). `nil` for a name
    /// longer than seven bytes that no entry has, or empty.
    private static func packed<Bytes: Collection<UInt8>>(_ name: Bytes) -> UInt64? {
        let count = name.count
        guard count > 0 else { return nil }
        if count > 7 { return longNames.firstIndex { $0.elementsEqual(name) }.map { UInt64($0 + 1) << 8 } }
        var key: UInt64 = 0
        for byte in name { key = key << 8 | UInt64(byte) }
        return (key << UInt64(8 * (7 - count))) << 8 | UInt64(count)
    }

    /// Known names longer than seven bytes; their key is their place here, one-based, above
    /// a zero lowest byte (a packed name has its length, 1 to 7, there, so none collides with
    /// these).
    private static let longNames: [[UInt8]] = ["figcaption", "blockquote", "fieldset"].map { Array($0.utf8) }

    /// The names with the trait ``Traits/block``.
    static let blockNames = [
        "p", "div", "li", "dt", "dd", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "summary",
        "figcaption", "caption", "blockquote", "address", "section", "article", "aside", "header",
        "footer", "nav", "main", "figure", "details", "dl", "ul", "ol", "table", "tr", "tbody",
        "thead", "tfoot", "pre", "hgroup", "legend", "fieldset", "center", "hr", "menu", "search",
    ]

    /// The names with the trait ``Traits/lookedThrough``.
    static let lookedThroughNames = [
        "a", "b", "strong", "i", "em", "u", "s", "del", "strike", "ins", "sup", "sub", "span",
        "mark", "small", "big", "abbr", "cite", "dfn", "q", "time", "bdi", "bdo", "font", "data",
        "ruby", "rb", "rtc", "var", "acronym",
    ]

    /// The names with the trait ``Traits/keepsParagraph``.
    static let paragraphKeepingNames = ["img", "input", "wbr", "area", "iframe", "code", "kbd", "samp", "tt"]

    /// Every known name's key and traits, sorted by key.
    private static let table: [(key: UInt64, traits: Traits)] = {
        var traits: [UInt64: Traits] = [:]
        for (names, trait) in [(blockNames, Traits.block), (lookedThroughNames, .lookedThrough), (paragraphKeepingNames, .keepsParagraph)] {
            for name in names {
                if let key = packed(Array(name.utf8)) { traits[key, default: []].insert(trait) }
            }
        }
        return traits.map { (key: $0.key, traits: $0.value) }.sorted { $0.key < $1.key }
    }()
}
