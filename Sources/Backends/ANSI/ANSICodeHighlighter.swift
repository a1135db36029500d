/// Keyword highlighting for code blocks in a few common languages, from a small token table:
/// keywords, strings, comments (line and block, across lines) and numbers. Anything else,
/// and any language it does not know, is left in the terminal's own colour.
///
/// Works on the UTF-8 bytes of each line: tokens go into the ``TerminalText`` as byte
/// slices, and keywords are looked up by their bytes packed into two words, so highlighting
/// allocates nothing per token.
struct ANSICodeHighlighter {
    /// A keyword's bytes packed for lookup: up to 16 bytes and the length.
    private struct KeywordKey: Hashable {
        var low: UInt64
        var high: UInt64
        var length: Int

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            low = 0
            high = 0
            length = bytes.count
            for (index, byte) in bytes.enumerated() {
                if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
            }
        }
    }

    /// The comment and string syntax and the keywords of one language family.
    private struct Syntax {
        var lineComments: [[UInt8]]
        var blockComment: (open: [UInt8], close: [UInt8])?
        var quotes: Set<UInt8>
        var keywords: Set<KeywordKey>
    }

    private let syntax: Syntax?
    private let theme: ANSITheme
    /// Whether the previous line ended inside a block comment.
    private var inBlockComment = false

    init(language: String?, theme: ANSITheme) {
        self.theme = theme
        syntax = language.flatMap { Self.syntaxes[$0.lowercased()] }
    }

    /// The styled text of one line (its bytes, tabs already expanded).
    mutating func highlight(_ bytes: UnsafeBufferPointer<UInt8>) -> TerminalText {
        var text = TerminalText()
        guard let syntax else {
            text.append(bytes: bytes, style: .plain)
            return text
        }
        var index = 0
        var plainStart = 0
        func emit(_ range: Range<Int>, _ color: TerminalColor) {
            if range.lowerBound > plainStart {
                text.append(bytes: UnsafeBufferPointer(rebasing: bytes[plainStart..<range.lowerBound]), style: .plain)
            }
            var style = TerminalStyle.plain
            style.foreground = color
            text.append(bytes: UnsafeBufferPointer(rebasing: bytes[range]), style: style)
            plainStart = range.upperBound
        }
        if inBlockComment, let block = syntax.blockComment {
            let close = Self.find(block.close, in: bytes, from: 0)
            let end = close.map { $0 + block.close.count } ?? bytes.count
            inBlockComment = close == nil
            emit(0..<end, theme.comment)
            index = end
        }
        while index < bytes.count {
            let byte = bytes[index]
            if syntax.lineComments.contains(where: { Self.starts($0, in: bytes, at: index) }) {
                emit(index..<bytes.count, theme.comment)
                index = bytes.count
            } else if let block = syntax.blockComment, Self.starts(block.open, in: bytes, at: index) {
                let close = Self.find(block.close, in: bytes, from: index + block.open.count)
                let end = close.map { $0 + block.close.count } ?? bytes.count
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
                if let key = KeywordKey(UnsafeBufferPointer(rebasing: bytes[index..<end])), syntax.keywords.contains(key) {
                    emit(index..<end, theme.keyword)
                }
                index = end
            } else {
                index += 1
            }
        }
        if bytes.count > plainStart {
            text.append(bytes: UnsafeBufferPointer(rebasing: bytes[plainStart..<bytes.count]), style: .plain)
        }
        return text
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func starts(_ token: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + token.count <= bytes.count else { return false }
        for offset in token.indices where bytes[index + offset] != token[offset] { return false }
        return true
    }

    private static func find(_ token: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + token.count <= bytes.count {
            if starts(token, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Languages by the names info strings use.
    private static let syntaxes: [String: Syntax] = {
        func keys(_ words: String) -> Set<KeywordKey> {
            Set(words.split(separator: " ").compactMap { word in Array(word.utf8).withUnsafeBufferPointer(KeywordKey.init) })
        }
        func c(_ keywords: String, quotes: Set<UInt8> = [0x22, 0x27]) -> Syntax {
            Syntax(lineComments: [Array("//".utf8)], blockComment: (Array("/*".utf8), Array("*/".utf8)), quotes: quotes, keywords: keys(keywords))
        }
        func hash(_ keywords: String) -> Syntax {
            Syntax(lineComments: [[UInt8(ascii: "#")]], blockComment: nil, quotes: [0x22, 0x27], keywords: keys(keywords))
        }
        let swift = c("actor any as associatedtype async await break case catch class continue default defer deinit do else enum extension fallthrough false fileprivate for func guard if import in init inout internal is let nil open operator private protocol public repeat rethrows return self Self some static struct subscript super switch throw throws true try typealias var where while", quotes: [0x22])
        let javascript = c("async await break case catch class const continue debugger default delete do else export extends false finally for from function if import in instanceof let new null of return static super switch this throw true try typeof undefined var void while with yield interface type enum implements readonly", quotes: [0x22, 0x27, 0x60])
        let python = hash("and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield self")
        let shell = hash("if then else elif fi for in do done while until case esac function return local export echo set unset exit")
        return [
            "swift": swift,
            "js": javascript, "javascript": javascript, "mjs": javascript, "cjs": javascript, "ts": javascript, "typescript": javascript,
            "jsx": javascript, "tsx": javascript,
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
