import MarkupAST
import MarkupJSON

/// The elements the HTML writer writes for the tree's own node kinds, with their names as
/// literals; a policy's verdict on each is computed once per policy (an array read per tag
/// instead of a set lookup).
enum StandardElement: Int, CaseIterable {
    case p, h1, h2, h3, h4, h5, h6, blockquote, ul, ol, li, pre, code, hr, div, table, caption, colgroup, col, thead,
         tbody, tfoot, tr, th, td, em, strong, del, u, sup, sub, span, a, img, br, input, section, iframe

    /// The element's name.
    var name: StaticString {
        switch self {
        case .p: return "p"
        case .h1: return "h1"
        case .h2: return "h2"
        case .h3: return "h3"
        case .h4: return "h4"
        case .h5: return "h5"
        case .h6: return "h6"
        case .blockquote: return "blockquote"
        case .ul: return "ul"
        case .ol: return "ol"
        case .li: return "li"
        case .pre: return "pre"
        case .code: return "code"
        case .hr: return "hr"
        case .div: return "div"
        case .table: return "table"
        case .caption: return "caption"
        case .colgroup: return "colgroup"
        case .col: return "col"
        case .thead: return "thead"
        case .tbody: return "tbody"
        case .tfoot: return "tfoot"
        case .tr: return "tr"
        case .th: return "th"
        case .td: return "td"
        case .em: return "em"
        case .strong: return "strong"
        case .del: return "del"
        case .u: return "u"
        case .sup: return "sup"
        case .sub: return "sub"
        case .span: return "span"
        case .a: return "a"
        case .img: return "img"
        case .br: return "br"
        case .input: return "input"
        case .section: return "section"
        case .iframe: return "iframe"
        }
    }

    /// The name as a `String` (for the policy's tables).
    var string: String { name.description }

    /// Whether `text` is this element's name, compared byte by byte (no `String` is made
    /// of the name).
    func isNamed(_ text: String) -> Bool {
        name.withUTF8Buffer { name in
            text.withUTF8Bytes { $0.count == name.count && $0.elementsEqual(name) }
        }
    }

    /// The element of a formatting inline.
    init(_ formatting: Inline.Formatting) {
        switch formatting {
        case .emphasis: self = .em
        case .strong: self = .strong
        case .strikethrough: self = .del
        case .underline: self = .u
        case .superscript: self = .sup
        case .subscript: self = .sub
        }
    }

    static let headings: [StandardElement] = [.h1, .h2, .h3, .h4, .h5, .h6]

    /// Void elements: no end tag.
    var isVoid: Bool { self == .hr || self == .col || self == .img || self == .br || self == .input }
}
