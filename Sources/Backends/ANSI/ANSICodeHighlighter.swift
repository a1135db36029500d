/// Keyword highlighting for code blocks in a few common languages, from a small token table:
/// keywords, strings, comments (line and block, across lines) and numbers. Anything else,
/// and any language it does not know, is left in the terminal's own colour.
struct ANSICodeHighlighter {
    /// The comment and string syntax and the keywords of one language family.
    private struct Syntax {
        var lineComments: [String]
        var blockComment: (open: String, close: String)?
        var quotes: Set<UInt8>
        var keywords: Set<String>
    }

    private let syntax: Syntax?
    private let theme: ANSITheme
    /// Whether the previous line ended inside a block comment.
    private var inBlockComment = false

    init(language: String?, theme: ANSITheme) {
        self.theme = theme
        syntax = language.flatMap { Self.syntaxes[$0.lowercased()] }
    }

    /// `line` as styled text.
    mutating func highlight(_ line: String) -> TerminalText {
        var text = TerminalText()
        guard let syntax else {
            text.append(line, style: .plain)
            return text
        }
        let bytes = Array(line.utf8)
        var index = 0
        var plainStart = 0
        func flushPlain(upTo end: Int) {
            if end > plainStart { text.append(String(decoding: bytes[plainStart..<end], as: UTF8.self), style: .plain) }
        }
        func emit(_ range: Range<Int>, _ color: TerminalColor) {
            flushPlain(upTo: range.lowerBound)
            var style = TerminalStyle.plain
            style.foreground = color
            text.append(String(decoding: bytes[range], as: UTF8.self), style: style)
            plainStart = range.upperBound
        }
        if inBlockComment, let block = syntax.blockComment {
            let end = Self.find(block.close, in: bytes, from: 0).map { $0 + block.close.utf8.count } ?? bytes.count
            inBlockComment = end == bytes.count && Self.find(block.close, in: bytes, from: 0) == nil
            emit(0..<end, theme.comment)
            index = end
        }
        while index < bytes.count {
            let byte = bytes[index]
            if syntax.lineComments.contains(where: { Self.starts($0, in: bytes, at: index) }) {
                emit(index..<bytes.count, theme.comment)
                index = bytes.count
            } else if let block = syntax.blockComment, Self.starts(block.open, in: bytes, at: index) {
                let close = Self.find(block.close, in: bytes, from: index + block.open.utf8.count)
                let end = close.map { $0 + block.close.utf8.count } ?? bytes.count
                inBlockComment = close == nil
                emit(index..<end, theme.comment)
                index = end
            } else if syntax.quotes.contains(byte) {
                var end = index + 1
                while end < bytes.count, bytes[end] != byte {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(bytes.count, end + 1)
                emit(index..<end, theme.string)
                index = end
            } else if Self.isDigit(byte), index == 0 || !Self.isWordByte(bytes[index - 1]) {
                var end = index + 1
                while end < bytes.count, Self.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
                emit(index..<end, theme.number)
                index = end
            } else if Self.isWordByte(byte), index == 0 || !Self.isWordByte(bytes[index - 1]) {
                var end = index + 1
                while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
                if syntax.keywords.contains(String(decoding: bytes[index..<end], as: UTF8.self)) {
                    emit(index..<end, theme.keyword)
                }
                index = end
            } else {
                index += 1
            }
        }
        flushPlain(upTo: bytes.count)
        return text
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func starts(_ token: String, in bytes: [UInt8], at index: Int) -> Bool {
        let token = Array(token.utf8)
        guard index + token.count <= bytes.count else { return false }
        return bytes[index..<index + token.count].elementsEqual(token)
    }

    private static func find(_ token: String, in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count else { return nil }
        var index = start
        while index < bytes.count {
            if starts(token, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Languages by the names info strings use.
    private static let syntaxes: [String: Syntax] = {
        func c(_ keywords: String, quotes: Set<UInt8> = [0x22, 0x27]) -> Syntax {
            Syntax(lineComments: ["//"], blockComment: ("/*", "*/"), quotes: quotes, keywords: Set(keywords.split(separator: " ").map(String.init)))
        }
        func hash(_ keywords: String) -> Syntax {
            Syntax(lineComments: ["#"], blockComment: nil, quotes: [0x22, 0x27], keywords: Set(keywords.split(separator: " ").map(String.init)))
        }
        let swift = c("actor any as associatedtype async await break case catch class continue default defer deinit do else enum extension fallthrough false fileprivate for func guard if import in init inout internal is let nil open operator private protocol public repeat rethrows return self Self some static struct subscript super switch throw throws true try typealias var where while", quotes: [0x22])
        let javascript = c("async await break case catch class const continue debugger default delete do else export extends false finally for from function if import in instanceof let new null of return static super switch this throw true try typeof undefined var void while with yield interface type enum implements readonly", quotes: [0x22, 0x27, 0x60])
        let python = hash("and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield self")
        let shell = hash("if then else elif fi for in do done while until case esac function return local export echo set unset exit")
        return [
            "swift": swift,
            "js": javascript, "javascript": javascript, "ts": javascript, "typescript": javascript, "jsx": javascript, "tsx": javascript,
            "py": python, "python": python,
            "sh": shell, "bash": shell, "shell": shell, "zsh": shell, "console": shell,
            "c": c("auto break case char const continue default do double else enum extern float for goto if inline int long register return short signed sizeof static struct switch typedef union unsigned void volatile while NULL true false"),
            "cpp": c("auto bool break case catch char class const constexpr continue default delete do double else enum explicit false float for friend if inline int long namespace new nullptr operator private protected public return short signed sizeof static struct switch template this throw true try typedef typename union unsigned using virtual void while"),
            "go": c("break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var nil true false", quotes: [0x22, 0x27, 0x60]),
            "rust": c("as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while", quotes: [0x22]),
            "java": c("abstract boolean break byte case catch char class const continue default do double else enum extends final finally float for if implements import instanceof int interface long new null package private protected public return short static super switch this throw throws true false try void while var record"),
            "json": c("true false null", quotes: [0x22]),
        ]
    }()
}
