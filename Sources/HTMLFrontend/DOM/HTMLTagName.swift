/// The element names the HTML frontend knows: every element of the HTML Standard, the
/// obsolete ones it still parses specially (§16), and the MathML/SVG names the tree
/// builder tests (`annotation-xml`, `mi`…). Anything else is ``unknown``.
///
/// Tag tokens and elements carry one of these beside their name so the tree builder can
/// switch over enum cases instead of comparing strings.
public enum HTMLTagName: UInt8, Hashable, Sendable {
    /// A name that is not in the table (custom elements, typos, `<Congratulation!>`).
    case unknown
    case a
    case abbr
    case acronym
    case address
    case annotation_xml
    case applet
    case area
    case article
    case aside
    case audio
    case b
    case base
    case basefont
    case bdi
    case bdo
    case bgsound
    case big
    case blink
    case blockquote
    case body
    case br
    case button
    case canvas
    case caption
    case center
    case cite
    case code
    case col
    case colgroup
    case data
    case datalist
    case dd
    case del
    case desc
    case details
    case dfn
    case dialog
    case dir
    case div
    case dl
    case dt
    case em
    case embed
    case fieldset
    case figcaption
    case figure
    case font
    case footer
    case foreignobject
    case form
    case frame
    case frameset
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
    case head
    case header
    case hgroup
    case hr
    case html
    case i
    case iframe
    case image
    case img
    case input
    case ins
    case isindex
    case kbd
    case keygen
    case label
    case legend
    case li
    case link
    case listing
    case main
    case map
    case mark
    case marquee
    case math
    case menu
    case menuitem
    case meta
    case meter
    case mi
    case mn
    case mo
    case ms
    case mtext
    case multicol
    case nav
    case nextid
    case nobr
    case noembed
    case noframes
    case noscript
    case object
    case ol
    case optgroup
    case option
    case output
    case p
    case param
    case picture
    case plaintext
    case pre
    case progress
    case q
    case rb
    case rp
    case rt
    case rtc
    case ruby
    case s
    case samp
    case script
    case search
    case section
    case select
    case slot
    case small
    case source
    case spacer
    case span
    case strike
    case strong
    case style
    case sub
    case summary
    case sup
    case svg
    case table
    case tbody
    case td
    case template
    case textarea
    case tfoot
    case th
    case thead
    case time
    case title
    case tr
    case track
    case tt
    case u
    case ul
    case `var`
    case video
    case wbr
    case xmp

    /// The known tag for a lower-cased element name, else ``unknown``.
    public init(lowercasedName name: String) {
        self.init(lowercasedBytes: name.utf8)
    }

    /// The known tag for the UTF-8 bytes of a lower-cased element name, else ``unknown``.
    ///
    /// The tokenizer's hot path: no `String`, no `Hasher`. The name is packed into two
    /// integers (``packedKey(_:)``) and looked up in an open-addressing table built once
    /// from ``byName``.
    init(lowercasedBytes name: some Collection<UInt8>) {
        guard let key = Self.packedKey(name) else {
            self = .unknown
            return
        }
        self = Self.lookupTable.tag(for: key)
    }

    /// A name of at most 15 bytes as two integers, distinct for distinct names: bytes 0–7 in
    /// `low`, bytes 8–14 and the length in `high`. `nil` for longer names (none is known).
    static func packedKey(_ name: some Collection<UInt8>) -> PackedName? {
        guard name.count <= 15 else { return nil }
        var low: UInt64 = 0
        var high = UInt64(name.count) << 56
        var shift: UInt64 = 0
        for byte in name {
            if shift < 64 {
                low |= UInt64(byte) << shift
            } else {
                high |= UInt64(byte) << (shift - 64)
            }
            shift += 8
        }
        return PackedName(high: high, low: low)
    }

    /// A name packed by ``packedKey(_:)``.
    struct PackedName: Hashable {
        var high: UInt64
        var low: UInt64
    }

    /// An open-addressing hash table of the packed names of ``byName``, with linear
    /// probing; a quarter full, so a look-up reads one or two slots.
    struct LookupTable {
        private var keys: [PackedName]
        private var tags: [HTMLTagName]
        private let mask: Int

        init(_ names: [String: HTMLTagName]) {
            var size = 16
            while size < names.count * 4 { size *= 2 }
            mask = size - 1
            keys = Array(repeating: PackedName(high: 0, low: 0), count: size)
            tags = Array(repeating: .unknown, count: size)
            for (name, tag) in names {
                guard let key = HTMLTagName.packedKey(name.utf8) else { continue }
                var slot = Self.slot(of: key, mask: mask)
                while tags[slot] != .unknown { slot = (slot + 1) & mask }
                keys[slot] = key
                tags[slot] = tag
            }
        }

        private static func slot(of key: PackedName, mask: Int) -> Int {
            let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
            return Int(truncatingIfNeeded: mixed >> 32) & mask
        }

        /// The tag stored for `key`, or ``HTMLTagName/unknown``.
        func tag(for key: PackedName) -> HTMLTagName {
            var slot = Self.slot(of: key, mask: mask)
            while tags[slot] != .unknown {
                if keys[slot] == key { return tags[slot] }
                slot = (slot + 1) & mask
            }
            return .unknown
        }
    }

    private static let lookupTable = LookupTable(byName)

    /// Every known name and its tag.
    static let byName: [String: HTMLTagName] = [
        "a": .a,
        "abbr": .abbr,
        "acronym": .acronym,
        "address": .address,
        "annotation-xml": .annotation_xml,
        "applet": .applet,
        "area": .area,
        "article": .article,
        "aside": .aside,
        "audio": .audio,
        "b": .b,
        "base": .base,
        "basefont": .basefont,
        "bdi": .bdi,
        "bdo": .bdo,
        "bgsound": .bgsound,
        "big": .big,
        "blink": .blink,
        "blockquote": .blockquote,
        "body": .body,
        "br": .br,
        "button": .button,
        "canvas": .canvas,
        "caption": .caption,
        "center": .center,
        "cite": .cite,
        "code": .code,
        "col": .col,
        "colgroup": .colgroup,
        "data": .data,
        "datalist": .datalist,
        "dd": .dd,
        "del": .del,
        "desc": .desc,
        "details": .details,
        "dfn": .dfn,
        "dialog": .dialog,
        "dir": .dir,
        "div": .div,
        "dl": .dl,
        "dt": .dt,
        "em": .em,
        "embed": .embed,
        "fieldset": .fieldset,
        "figcaption": .figcaption,
        "figure": .figure,
        "font": .font,
        "footer": .footer,
        "foreignobject": .foreignobject,
        "form": .form,
        "frame": .frame,
        "frameset": .frameset,
        "h1": .h1,
        "h2": .h2,
        "h3": .h3,
        "h4": .h4,
        "h5": .h5,
        "h6": .h6,
        "head": .head,
        "header": .header,
        "hgroup": .hgroup,
        "hr": .hr,
        "html": .html,
        "i": .i,
        "iframe": .iframe,
        "image": .image,
        "img": .img,
        "input": .input,
        "ins": .ins,
        "isindex": .isindex,
        "kbd": .kbd,
        "keygen": .keygen,
        "label": .label,
        "legend": .legend,
        "li": .li,
        "link": .link,
        "listing": .listing,
        "main": .main,
        "map": .map,
        "mark": .mark,
        "marquee": .marquee,
        "math": .math,
        "menu": .menu,
        "menuitem": .menuitem,
        "meta": .meta,
        "meter": .meter,
        "mi": .mi,
        "mn": .mn,
        "mo": .mo,
        "ms": .ms,
        "mtext": .mtext,
        "multicol": .multicol,
        "nav": .nav,
        "nextid": .nextid,
        "nobr": .nobr,
        "noembed": .noembed,
        "noframes": .noframes,
        "noscript": .noscript,
        "object": .object,
        "ol": .ol,
        "optgroup": .optgroup,
        "option": .option,
        "output": .output,
        "p": .p,
        "param": .param,
        "picture": .picture,
        "plaintext": .plaintext,
        "pre": .pre,
        "progress": .progress,
        "q": .q,
        "rb": .rb,
        "rp": .rp,
        "rt": .rt,
        "rtc": .rtc,
        "ruby": .ruby,
        "s": .s,
        "samp": .samp,
        "script": .script,
        "search": .search,
        "section": .section,
        "select": .select,
        "slot": .slot,
        "small": .small,
        "source": .source,
        "spacer": .spacer,
        "span": .span,
        "strike": .strike,
        "strong": .strong,
        "style": .style,
        "sub": .sub,
        "summary": .summary,
        "sup": .sup,
        "svg": .svg,
        "table": .table,
        "tbody": .tbody,
        "td": .td,
        "template": .template,
        "textarea": .textarea,
        "tfoot": .tfoot,
        "th": .th,
        "thead": .thead,
        "time": .time,
        "title": .title,
        "tr": .tr,
        "track": .track,
        "tt": .tt,
        "u": .u,
        "ul": .ul,
        "var": .var,
        "video": .video,
        "wbr": .wbr,
        "xmp": .xmp,
    ]
}
