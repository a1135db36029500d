import MarkupAST

/// The parse errors of tree construction (HTML Standard §13.2.6), grouped into stable
/// diagnostic codes. The standard names only tokenizer errors; these codes are ours and are
/// reported only when `HTMLParseOptions.reportsParseErrors` is on.
enum TreeConstructionError: String {
    /// A DOCTYPE anywhere but at the start, or one that is not `<!DOCTYPE html>`.
    case unexpectedDoctype = "html-unexpected-doctype"
    /// A document without a DOCTYPE (quirks mode).
    case missingDoctype = "html-missing-doctype"
    /// A start tag that the current insertion mode ignores or repairs.
    case unexpectedStartTag = "html-unexpected-start-tag"
    /// An end tag with no matching open element, or one that closes others implicitly.
    case unexpectedEndTag = "html-unexpected-end-tag"
    /// Text where none may go (moved out of a table, or dropped).
    case unexpectedText = "html-unexpected-text"
    /// A U+0000 character in body text, dropped.
    case unexpectedNull = "html-unexpected-null"
    /// Misnested formatting elements repaired by the adoption agency algorithm.
    case misnestedFormatting = "html-misnested-formatting"
    /// The input ended with elements open that need an end tag.
    case unclosedElements = "html-unclosed-elements"
    /// `<br/>`-style self-closing syntax on an element that is not void.
    case selfClosingNonVoid = "html-self-closing-non-void"

    /// A readable message for the diagnostic, naming the tag when there is one.
    func message(tag: String?) -> String {
        let subject = tag.map { " <\($0)>" } ?? ""
        switch self {
        case .unexpectedDoctype: return "unexpected or non-standard DOCTYPE"
        case .missingDoctype: return "missing <!DOCTYPE html> (quirks mode)"
        case .unexpectedStartTag: return "unexpected start tag\(subject)"
        case .unexpectedEndTag: return "unexpected end tag\(subject.isEmpty ? "" : " </\(tag ?? "")>")"
        case .unexpectedText: return "text where the content model allows none"
        case .unexpectedNull: return "U+0000 in text dropped"
        case .misnestedFormatting: return "misnested formatting element\(subject) repaired"
        case .unclosedElements: return "elements left open at the end of the input"
        case .selfClosingNonVoid: return "self-closing syntax on the non-void element\(subject)"
        }
    }
}
