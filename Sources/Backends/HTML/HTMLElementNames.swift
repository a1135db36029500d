import MarkupAST

/// Element and attribute names as the HTML writer treats them whatever the policy: which
/// names are valid at all (so no input can break out of a tag), and which blocks hold
/// phrasing. What a sanitized output may contain is the ``SanitizerPolicy``'s.
enum HTMLElementNames {
    /// Block elements whose content is usually phrasing: a sole paragraph without
    /// attributes inside one is written bare (`<dt>API</dt>`, not `<dt><p>API</p></dt>`),
    /// since the tree cannot tell the source's loose text from an explicit `<p>` there.
    static let phrasingBlocks: Set<String> = ["dt", "dd", "summary", "figcaption", "legend", "address", "caption", "label"]

    /// Void elements (HTML Standard §13.1.2): a start tag only, never content or an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Whether `name` may be written as an element or attribute name: ASCII letters,
    /// digits, `-`, `_`, `.` and `:`, starting with a letter (custom elements and
    /// namespaced names included).
    static func isValidName(_ name: String) -> Bool {
        var isFirst = true
        for byte in name.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if isFirst {
                guard isLetter else { return false }
                isFirst = false
                continue
            }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":")
            else { return false }
        }
        return !isFirst
    }
}
