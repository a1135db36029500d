/// The semantic marks of a runs.json style (`styles[].marks`), as a set.
struct RunsMarks: OptionSet, Hashable {
    let rawValue: UInt16

    static let strong = RunsMarks(rawValue: 1 << 0)
    static let emphasis = RunsMarks(rawValue: 1 << 1)
    static let code = RunsMarks(rawValue: 1 << 2)
    static let strikethrough = RunsMarks(rawValue: 1 << 3)
    static let underline = RunsMarks(rawValue: 1 << 4)
    static let insert = RunsMarks(rawValue: 1 << 5)
    static let delete = RunsMarks(rawValue: 1 << 6)
    static let mark = RunsMarks(rawValue: 1 << 7)
    static let superscript = RunsMarks(rawValue: 1 << 8)
    static let `subscript` = RunsMarks(rawValue: 1 << 9)
    static let small = RunsMarks(rawValue: 1 << 10)
    static let keyboard = RunsMarks(rawValue: 1 << 11)
    static let abbreviation = RunsMarks(rawValue: 1 << 12)
    static let math = RunsMarks(rawValue: 1 << 13)
    static let spoiler = RunsMarks(rawValue: 1 << 14)

    /// The mark a runs.json name stands for; `nil` for a name this reader does not know.
    init?(name: String) {
        switch name {
        case "strong": self = .strong
        case "emphasis": self = .emphasis
        case "code": self = .code
        case "strikethrough": self = .strikethrough
        case "underline": self = .underline
        case "insert": self = .insert
        case "delete": self = .delete
        case "mark": self = .mark
        case "superscript": self = .superscript
        case "subscript": self = .subscript
        case "small": self = .small
        case "keyboard": self = .keyboard
        case "abbreviation": self = .abbreviation
        case "math": self = .math
        case "spoiler": self = .spoiler
        default: return nil
        }
    }

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }
}
