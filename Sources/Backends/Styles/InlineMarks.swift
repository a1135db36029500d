import MarkupAST

/// The semantic marks of a run: why it looks the way it does, kept beside the resolved
/// presentation so writers can tell "bold because `**`" from "bold because CSS".
public struct InlineMarks: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public static let strong = InlineMarks(rawValue: 1 << 0)
    public static let emphasis = InlineMarks(rawValue: 1 << 1)
    public static let code = InlineMarks(rawValue: 1 << 2)
    public static let strikethrough = InlineMarks(rawValue: 1 << 3)
    public static let underline = InlineMarks(rawValue: 1 << 4)
    public static let insert = InlineMarks(rawValue: 1 << 5)
    public static let delete = InlineMarks(rawValue: 1 << 6)
    public static let mark = InlineMarks(rawValue: 1 << 7)
    public static let superscript = InlineMarks(rawValue: 1 << 8)
    public static let `subscript` = InlineMarks(rawValue: 1 << 9)
    public static let small = InlineMarks(rawValue: 1 << 10)
    public static let keyboard = InlineMarks(rawValue: 1 << 11)
    public static let abbreviation = InlineMarks(rawValue: 1 << 12)

    /// Every mark with its runs.json name, in the order runs.json lists them.
    public static let named: [(mark: InlineMarks, name: String)] = [
        (.strong, "strong"), (.emphasis, "emphasis"), (.code, "code"), (.strikethrough, "strikethrough"),
        (.underline, "underline"), (.insert, "insert"), (.delete, "delete"), (.mark, "mark"),
        (.superscript, "superscript"), (.subscript, "subscript"), (.small, "small"), (.keyboard, "keyboard"),
        (.abbreviation, "abbreviation"),
    ]

    /// The names of the marks set, in runs.json order.
    public var names: [String] { Self.named.filter { contains($0.mark) }.map(\.name) }

    /// The mark an HTML element the AST keeps as a named span stands for.
    static func forElement(_ name: String) -> InlineMarks {
        // Most names (`b`, `i`, `span`, `code`) stand for no mark: one byte rules them out.
        switch name.utf8.first {
        case UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "k"), UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "d"): break
        default: return []
        }
        switch name {
        case "mark": return .mark
        case "small": return .small
        case "kbd": return .keyboard
        case "abbr", "acronym": return .abbreviation
        case "ins": return .insert
        case "del": return .delete
        default: return []
        }
    }
}
