import MarkupAST

/// The text characters around each formatting node of a line, in pre-order: what
/// ``ChatFormattingNormalizer`` decides on.
struct ChatBoundaryEvents {
    enum Event {
        case open(Int)
        case close(Int)
        /// The class of a text's first and last character.
        case text(first: ChatCharacterClass, last: ChatCharacterClass)
    }

    private var events: [Event] = []
    private var count = 0

    mutating func collect(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { continue }
                events.append(.text(first: ChatCharacterClass.of(first), last: ChatCharacterClass.of(last)))
            case .emphasis, .strong, .strikethrough, .underline, .superscript, .subscript, .span:
                if inline.formatting != nil || isSpoiler(inline) {
                    let id = count
                    count += 1
                    events.append(.open(id))
                    collect(inline.children)
                    events.append(.close(id))
                } else {
                    // A kept Slack token: written between `<` and `>`.
                    events.append(.text(first: .punctuation, last: .punctuation))
                }
            default:
                // Code and links are written between punctuation (`` ` ``, `<`…`>`).
                events.append(.text(first: .punctuation, last: .punctuation))
            }
        }
    }

    private func isSpoiler(_ inline: Inline) -> Bool {
        if case .span(let attributes, _) = inline { return attributes.classes.contains(ChatFlavor.spoilerClass) }
        return false
    }

    /// Whether each formatting node (pre-order) has boundary text characters on both sides.
    func keptFormatting() -> [Bool] {
        var before = [ChatCharacterClass?](repeating: nil, count: count)
        var kept = [Bool](repeating: false, count: count)
        var last: ChatCharacterClass?
        for event in events {
            switch event {
            case .open(let id): before[id] = last
            case .close: break
            case .text(_, let lastClass): last = lastClass
            }
        }
        var following: ChatCharacterClass?
        for event in events.reversed() {
            switch event {
            case .close(let id):
                kept[id] = (before[id]?.isBoundary ?? true) && (following?.isBoundary ?? true)
            case .open: break
            case .text(let firstClass, _): following = firstClass
            }
        }
        return kept
    }
}
