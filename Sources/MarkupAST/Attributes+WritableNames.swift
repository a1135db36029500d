/// Which attribute names an HTML writer can write, and whether attributes hold any such
/// value: a name the HTML tokenizer accepted (`<span ">`, `<p 1=x>`) but no serializer can
/// write back is lost on the way out, so a reader that drops elements without attributes
/// must drop an element that has only such names too, or writing and reading back would
/// change the tree.
extension Attributes {
    /// Whether `name` may be written as an element or attribute name: ASCII letters,
    /// digits, `-`, `_`, `.` and `:`, starting with a letter (custom elements and
    /// namespaced names included).
    public static func isWritableName(_ name: String) -> Bool {
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

    /// Whether anything besides the element name is kept that an HTML writer can write: an
    /// `id`, a class, a style, or an attribute with a writable name.
    public var carriesWritableValues: Bool {
        guard carriesValues else { return false }
        return id != nil || !classes.isEmpty || !style.isEmpty || other.contains { Self.isWritableName($0.name) }
    }
}
