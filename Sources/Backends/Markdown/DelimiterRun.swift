/// CommonMark's flanking rules for emphasis-like delimiter runs
/// ([spec §6.2](https://spec.commonmark.org/0.29/#left-flanking-delimiter-run)), used to
/// decide whether a delimiter the Markdown writer is about to emit would really open and
/// close.
///
/// `nil` neighbours mean the start or end of a line, which count as whitespace.
enum DelimiterRun {
    /// Whether `*`/`_`/`~` delimiters of `character` placed as `before` + open + `first`
    /// … `last` + close + `after` would parse as one opener and one closer.
    static func canWrap(
        character: Unicode.Scalar,
        before: Unicode.Scalar?,
        first: Unicode.Scalar,
        last: Unicode.Scalar,
        after: Unicode.Scalar?
    ) -> Bool {
        let openLeft = isLeftFlanking(before: before, after: first)
        let openRight = isRightFlanking(before: before, after: first)
        let closeLeft = isLeftFlanking(before: last, after: after)
        let closeRight = isRightFlanking(before: last, after: after)
        if character == "_" {
            let canOpen = openLeft && (!openRight || isPunctuation(before))
            let canClose = closeRight && (!closeLeft || isPunctuation(after))
            return canOpen && canClose
        }
        return openLeft && closeRight
    }

    private static func isLeftFlanking(before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        guard !isWhitespace(after) else { return false }
        return !isPunctuation(after) || isWhitespace(before) || isPunctuation(before)
    }

    private static func isRightFlanking(before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        guard !isWhitespace(before) else { return false }
        return !isPunctuation(before) || isWhitespace(after) || isPunctuation(after)
    }

    /// Unicode whitespace (`Zs`) plus tab, line feed, form feed and carriage return; `nil`
    /// (a line boundary) counts as whitespace.
    static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        switch scalar {
        case "\t", "\n", "\u{0C}", "\r", " ": return true
        default:
            // The only ASCII `Zs` character is the space, handled above.
            return !scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// ASCII punctuation or a Unicode punctuation category (`Pc Pd Pe Pf Pi Po Ps`).
    static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII { return Ascii.isPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .closePunctuation, .finalPunctuation,
             .initialPunctuation, .otherPunctuation, .openPunctuation:
            return true
        default:
            return false
        }
    }
}
