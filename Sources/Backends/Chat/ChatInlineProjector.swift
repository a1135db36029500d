import MarkupAST

/// The inline half of ``ChatProjection``: splits inline content into lines and keeps only
/// the nodes a flavour holds (see there for the rules).
struct ChatInlineProjector {
    let flavor: ChatFlavor

    /// `inlines` as lines the flavour can write: no breaks inside a line, unsupported nodes
    /// replaced by their content, formatting reduced to what reads back (see
    /// ``ChatFormattingNormalizer``).
    func lines(_ inlines: [Inline]) -> [[Inline]] {
        let normalizer = ChatFormattingNormalizer(flavor: flavor)
        return split(inlines, insideLink: false).map { pieces in
            var line = normalizer.normalize(Inline.normalized(pieces))
            guard !flavor.usesBackslashEscapes, Self.containsWordJoiner(line) else { return line }
            // Dropping a joiner can expose whitespace at a delimiter: normalize again
            // until nothing changes (each round drops at least one joiner).
            while true {
                let dropped = droppingEscapingWordJoiners(line)
                if dropped == line { return line }
                line = normalizer.normalize(dropped)
            }
        }
    }

    /// Code content as read back: `\r\n`/`\r` as `\n` (or as spaces in a code span), and
    /// without what the flavour's reader takes for an escape: word joiners before a
    /// backtick, and at the end of a span (its closing backtick follows).
    func codeContent(_ text: String, keepingNewlines: Bool = false) -> String {
        if !text.utf8.contains(where: { $0 == Ascii.newline || $0 == Ascii.carriageReturn || $0 == 0xE2 }) { return text }
        var result = ""
        let trailingJoiners = forEachScalar(of: text) { scalar, joiners in
            if scalar != "`" { Self.appendJoiners(joiners, to: &result) }
            result.unicodeScalars.append(scalar == "\n" && !keepingNewlines ? " " : scalar)
        }
        if keepingNewlines { Self.appendJoiners(trailingJoiners, to: &result) }
        return result
    }

    /// Calls `visit` with each scalar of `text` but the word joiners the flavour's reader
    /// may take for an escape (all of them where there is no backslash escape), with the
    /// number of joiners held back just before it, for the caller to keep or drop; `\r\n`
    /// and `\r` come as one `\n`. Returns the joiners held back at the end.
    private func forEachScalar(of text: String, _ visit: (Unicode.Scalar, Int) -> Void) -> Int {
        var joiners = 0
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == ChatFlavor.wordJoiner, !flavor.usesBackslashEscapes {
                joiners += 1
                continue
            }
            if scalar == "\r" {
                if pending == "\n" { pending = scalars.next() }
                visit("\n", joiners)
            } else {
                visit(scalar, joiners)
            }
            joiners = 0
        }
        return joiners
    }

    private static func appendJoiners(_ count: Int, to text: inout String) {
        for _ in 0..<count { text.unicodeScalars.append(ChatFlavor.wordJoiner) }
    }

    /// `line` without the word joiners its reader would take for an escape: those before
    /// ASCII punctuation in a text, and those at the end of a text (a delimiter, a backtick
    /// or `<` may follow). Texts only meet in their final form here, after unsupported
    /// containers around them were dropped.
    private func droppingEscapingWordJoiners(_ line: [Inline]) -> [Inline] {
        var builder = InlineBuilder()
        for inline in line {
            switch inline {
            case .text(let text):
                builder.appendText(Self.droppingEscapingWordJoiners(text))
            case .emphasis, .strong, .strikethrough, .underline:
                builder.append(inline.mapChildren(droppingEscapingWordJoiners))
            default:
                builder.append(inline)
            }
        }
        return builder.build()
    }

    /// Whether some text of `line` holds a word joiner (whose UTF-8 starts with 0xE2).
    private static func containsWordJoiner(_ line: [Inline]) -> Bool {
        line.nodes.contains { node in
            if case .inline(.text(let text)) = node { return text.utf8.contains(0xE2) }
            return false
        }
    }

    private static func droppingEscapingWordJoiners(_ text: String) -> String {
        guard text.utf8.contains(0xE2), text.unicodeScalars.contains(ChatFlavor.wordJoiner) else { return text }
        var result = String.UnicodeScalarView()
        var joiners = 0
        for scalar in text.unicodeScalars {
            if scalar == ChatFlavor.wordJoiner {
                joiners += 1
                continue
            }
            let escapes = scalar.isASCII && ChatCharacterClass.ofASCII(UInt8(scalar.value)) == .punctuation
            if !escapes { result.append(contentsOf: repeatElement(ChatFlavor.wordJoiner, count: joiners)) }
            joiners = 0
            result.append(scalar)
        }
        return String(result)
    }

    // MARK: - Splitting into lines

    /// `inlines` split at breaks and newlines; containers split into one piece per line.
    private func split(_ inlines: [Inline], insideLink: Bool) -> [[Inline]] {
        var lines: [[Inline]] = [[]]
        func append(_ pieces: [[Inline]]) {
            guard let first = pieces.first else { return }
            lines[lines.count - 1] += first
            lines += pieces.dropFirst()
        }
        for inline in inlines {
            switch inline {
            case .text(let text):
                append(textLines(text))
            case .code(let text, _):
                let content = codeContent(text)
                if flavor.hasInlineCode {
                    if !content.isEmpty { append([[.code(content)]]) }
                } else {
                    append(textLines(content))
                }
            case .softBreak, .hardBreak:
                lines.append([])
            case .emphasis(let children, _), .strong(let children, _), .strikethrough(let children, _), .underline(let children, _):
                let pieces = split(children, insideLink: insideLink)
                guard let kind = inline.formatting?.kind, kind != .underline || flavor.hasUnderlineAndSpoiler else {
                    append(pieces)
                    continue
                }
                append(pieces.map { $0.isEmpty ? [] : [Inline.formatted(kind, $0)] })
            case .superscript(let children, _), .subscript(let children, _):
                append(split(children, insideLink: insideLink))
            case .span(let attributes, let children):
                append(span(attributes, children, insideLink: insideLink))
            case .link(let target, let children), .image(let target, let children):
                append(insideLink ? split(children, insideLink: true) : link(target.destination, children))
            case .raw:
                continue
            case .footnoteReference(let label):
                append(textLines("[" + label + "]"))
            }
        }
        return lines
    }

    /// Text split at newlines, without the escape the flavour's reader drops (a word
    /// joiner before ASCII punctuation).
    private func textLines(_ text: String) -> [[Inline]] {
        // Most text has no newline and no word joiner (whose UTF-8 starts with 0xE2).
        if !text.utf8.contains(where: { $0 == Ascii.newline || $0 == Ascii.carriageReturn || $0 == 0xE2 }) {
            return [text.isEmpty ? [] : [.text(text)]]
        }
        var lines: [[Inline]] = []
        var current = ""
        let trailingJoiners = forEachScalar(of: text) { scalar, joiners in
            let escapes = scalar.isASCII && ChatCharacterClass.ofASCII(UInt8(scalar.value)) == .punctuation
            if !escapes { Self.appendJoiners(joiners, to: &current) }
            if scalar == "\n" {
                lines.append(current.isEmpty ? [] : [.text(current)])
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        Self.appendJoiners(trailingJoiners, to: &current)
        lines.append(current.isEmpty ? [] : [.text(current)])
        return lines
    }

    private func span(_ attributes: Attributes, _ children: [Inline], insideLink: Bool) -> [[Inline]] {
        if flavor.hasUnderlineAndSpoiler, attributes.classes.contains(ChatFlavor.spoilerClass) {
            let kept = Attributes(classes: [ChatFlavor.spoilerClass])
            return split(children, insideLink: insideLink).map { $0.isEmpty ? [] : [.span(kept, $0)] }
        }
        if flavor == .slack, !insideLink, attributes.classes.contains(ChatFlavor.slackTokenClass) {
            let text = Inline.plainText(of: children)
            if Self.isSlackToken(text) { return [[.span(Attributes(classes: [ChatFlavor.slackTokenClass]), [.text(text)])]] }
        }
        return split(children, insideLink: insideLink)
    }

    /// Whether `text` is a Slack token as the reader keeps it: `<` then `!`, `@` or `#`,
    /// then anything but `<`, `>` and newlines, then `>`.
    static func isSlackToken(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, bytes[0] == Ascii.lessThan, bytes[bytes.count - 1] == Ascii.greaterThan,
              [Ascii.exclamation, Ascii.at, Ascii.hash].contains(bytes[1])
        else { return false }
        return !bytes[1..<(bytes.count - 1)].contains { $0 == Ascii.lessThan || $0 == Ascii.greaterThan || $0 == Ascii.newline || $0 == Ascii.carriageReturn }
    }

    // MARK: - Links

    private func link(_ destination: String, _ children: [Inline]) -> [[Inline]] {
        guard !destination.isEmpty else { return split(children, insideLink: true) }
        switch flavor {
        case .slack:
            let first = destination.utf8.first
            guard first != Ascii.exclamation, first != Ascii.at, first != Ascii.hash else { return split(children, insideLink: true) }
            let url = Self.percentEncoding(destination, bytes: [Ascii.pipe, Ascii.lessThan, Ascii.greaterThan, Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, 0x0B, 0x0C])
            var label = Inline.plainText(of: children, softBreak: " ", hardBreak: " ")
            label = String(String.UnicodeScalarView(label.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
            return [[.link(LinkTarget(destination: url), [.text(label.isEmpty ? url : label)])]]
        case .telegram:
            let url = Self.percentEncoding(destination, bytes: [Ascii.newline, Ascii.carriageReturn])
            let pieces = split(children, insideLink: true)
            if pieces.allSatisfy(\.isEmpty) { return [[.link(LinkTarget(destination: url), [.text(url)])]] }
            return pieces.map { $0.isEmpty ? [] : [.link(LinkTarget(destination: url), $0)] }
        case .markup, .whatsapp:
            var pieces = split(children, insideLink: true)
            if pieces.allSatisfy(\.isEmpty) { return textLines(destination) }
            let shown = Inline.plainText(of: children)
            if shown == destination || "mailto:" + shown == destination { return pieces }
            let suffix = textLines(" (" + destination + ")")
            pieces[pieces.count - 1] += suffix[0]
            return pieces + suffix.dropFirst()
        }
    }

    /// `text` with each of `bytes` written as `%XX`.
    private static func percentEncoding(_ text: String, bytes: Set<UInt8>) -> String {
        guard text.utf8.contains(where: bytes.contains) else { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in text.utf8 {
            if bytes.contains(byte) {
                output += [Ascii.percent, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
