/// Testing an element's attributes against an attribute selector.
extension CSSAttributeSelector {
    /// The attributes whose values the HTML Standard compares ASCII case-insensitively in
    /// attribute selectors on HTML elements (§4.16.2 "Case-sensitivity of selectors").
    static let caseInsensitiveHTMLAttributes: Set<String> = [
        "accept", "accept-charset", "align", "alink", "axis", "bgcolor", "charset", "checked", "clear", "codetype",
        "color", "compact", "declare", "defer", "dir", "direction", "disabled", "enctype", "face", "frame",
        "hreflang", "http-equiv", "lang", "language", "link", "media", "method", "multiple", "nohref", "noresize",
        "noshade", "nowrap", "readonly", "rel", "rev", "rules", "scope", "scrolling", "selected", "shape", "target",
        "text", "type", "valign", "valuetype", "vlink",
    ]

    /// Whether `attributes` (of an HTML element when `isHTML`) satisfy this selector.
    func matches(_ attributes: [HTMLAttribute], isHTML: Bool) -> Bool {
        let wanted = isHTML ? lowercasedName : name
        for attribute in attributes where attribute.prefix == nil && attribute.name == wanted {
            return matches(value: attribute.value, isHTML: isHTML)
        }
        return false
    }

    /// Whether an attribute's `value` satisfies the operator.
    private func matches(value candidate: String, isHTML: Bool) -> Bool {
        guard let `operator` else { return true }
        let ignoringCase: Bool
        switch caseSensitivity {
        case .insensitive: ignoringCase = true
        case .sensitive: ignoringCase = false
        case .standard: ignoringCase = isHTML && Self.caseInsensitiveHTMLAttributes.contains(lowercasedName)
        }
        let bytes = candidate.utf8
        let target = value.utf8
        switch `operator` {
        case .equals:
            return Self.equal(bytes[...], target, ignoringCase: ignoringCase)
        case .includesWord:
            return CSSCompoundSelector.containsWord(value, in: candidate, ignoringCase: ignoringCase)
        case .dashMatch:
            guard bytes.count >= target.count,
                  Self.equal(bytes.prefix(target.count), target, ignoringCase: ignoringCase) else { return false }
            return bytes.count == target.count || bytes.dropFirst(target.count).first == UInt8(ascii: "-")
        case .prefix:
            return !target.isEmpty && bytes.count >= target.count
                && Self.equal(bytes.prefix(target.count), target, ignoringCase: ignoringCase)
        case .suffix:
            return !target.isEmpty && bytes.count >= target.count
                && Self.equal(bytes.suffix(target.count), target, ignoringCase: ignoringCase)
        case .substring:
            return !target.isEmpty && Self.contains(target, in: bytes, ignoringCase: ignoringCase)
        }
    }

    /// Whether two byte sequences are equal, ASCII case-insensitively when asked.
    static func equal(_ a: Substring.UTF8View, _ b: String.UTF8View, ignoringCase: Bool) -> Bool {
        guard a.count == b.count else { return false }
        if ignoringCase { return a.elementsEqual(b) { ASCIIFolding.lower($0) == ASCIIFolding.lower($1) } }
        return a.elementsEqual(b)
    }

    /// Whether `needle` (not empty) occurs in `haystack`: a plain scan, linear in the
    /// attribute for a given selector.
    private static func contains(_ needle: String.UTF8View, in haystack: String.UTF8View, ignoringCase: Bool) -> Bool {
        let first = needle.first.map { ignoringCase ? ASCIIFolding.lower($0) : $0 } ?? 0
        var start = haystack.startIndex
        let count = needle.count
        var remaining = haystack.count
        while remaining >= count {
            let byte = haystack[start]
            if (ignoringCase ? ASCIIFolding.lower(byte) : byte) == first {
                let end = haystack.index(start, offsetBy: count)
                if equal(haystack[start..<end], needle, ignoringCase: ignoringCase) { return true }
            }
            start = haystack.index(after: start)
            remaining -= 1
        }
        return false
    }
}
