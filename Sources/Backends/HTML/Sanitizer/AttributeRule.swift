/// The values an allowed attribute may take; a value that fails its rule is left out.
public enum AttributeRule: Hashable, Sendable {
    /// Any value (it is escaped like every value).
    case any
    /// A whole number in the range (`colspan`, `start`), written back normalized.
    case integer(ClosedRange<Int>)
    /// One of these keywords, exactly or else without case (`dir`: `ltr rtl auto`).
    case keywords(Set<String>)
    /// A URL, checked by the policy's ``URLPolicy`` for this use.
    case url(URLPolicy.Use)
    /// A boolean attribute (`open`, `reversed`): written without a value.
    case boolean
    /// A presentational length (`hr[width]`, `col[charoff]`): pixels up to 100,000 or a
    /// percentage up to 100 (`120`, `50%`), written back normalized.
    case length

    /// The value to write for `value`, or `nil` when the rule refuses it (URLs are checked
    /// by the caller, which knows the policy).
    func accepted(_ value: String) -> String? {
        switch self {
        case .any, .url:
            return value
        case .integer(let range):
            let trimmed = value.trimmingWhiteSpace
            guard trimmed.utf8.count <= 10, let number = Int(trimmed), range.contains(number) else { return nil }
            return String(number)
        case .keywords(let keywords):
            // Exact first (`ol[type]` tells `a` from `A`), then without case (`dir="RTL"`).
            let trimmed = value.trimmingWhiteSpace
            if keywords.contains(trimmed) { return trimmed }
            let lowered = trimmed.lowercased()
            return keywords.contains(lowered) ? lowered : nil
        case .boolean:
            return ""
        case .length:
            return Self.length(value)
        }
    }

    /// `value` as a length in pixels (`120`) or percent (`50%`), or `nil`.
    private static func length(_ value: String) -> String? {
        var digits = value.trimmingWhiteSpace
        let isPercentage = digits.hasSuffix("%")
        if isPercentage { digits.removeLast() }
        guard digits.utf8.count <= 6, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let number = Int(digits), number <= (isPercentage ? 100 : 100_000) else { return nil }
        return isPercentage ? "\(number)%" : String(number)
    }
}

/// Which classes a policy keeps: exact names, and names starting with one of the prefixes.
public struct ClassRule: Hashable, Sendable {
    /// Classes kept by exact name.
    public var names: Set<String>
    /// Classes kept when they start with one of these (`language-`).
    public var prefixes: [String]
    /// Keep every class.
    public var allowsAll: Bool

    /// Creates a rule; by default only `language-*` classes (code highlighting) are kept.
    public init(names: Set<String> = [], prefixes: [String] = ["language-"], allowsAll: Bool = false) {
        self.names = names
        self.prefixes = prefixes
        self.allowsAll = allowsAll
    }

    /// Whether `name` may be kept.
    public func allows(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 64 else { return false }
        return allowsAll || names.contains(name) || prefixes.contains { name.hasPrefix($0) && name.utf8.count > $0.utf8.count }
    }
}

/// Which iframes a policy keeps: only `https` sources starting with one of the prefixes,
/// always with the policy's `sandbox` and `allow`.
public struct IframePolicy: Hashable, Sendable {
    /// Allowed source prefixes, each an `https://host/path` start.
    public var sourcePrefixes: [String]
    /// The `sandbox` attribute every kept iframe gets.
    public var sandbox: String
    /// The `allow` attribute every kept iframe gets.
    public var allow: String

    /// Creates a policy; the default allows YouTube (and its no-cookie domain) and Vimeo
    /// players.
    public init(
        sourcePrefixes: [String] = [
            "https://www.youtube.com/embed/", "https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/",
        ],
        sandbox: String = "allow-scripts allow-same-origin allow-presentation allow-popups",
        allow: String = "fullscreen; picture-in-picture; encrypted-media"
    ) {
        self.sourcePrefixes = sourcePrefixes
        self.sandbox = sandbox
        self.allow = allow
    }

    /// Whether an iframe may load `source` (already cleaned by the URL policy).
    public func allows(_ source: String) -> Bool {
        let lowered = source.lowercased()
        return sourcePrefixes.contains { lowered.hasPrefix($0.lowercased()) }
    }
}

extension String {
    /// This string without leading and trailing ASCII white space as HTML defines it (space,
    /// tab, line feed, form feed, carriage return; not the vertical tab): the set the HTML
    /// reader trims a keyword it models by (`align`), so a value the sanitizer writes back
    /// reads as the reader read it.
    var trimmingWhiteSpace: String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end, HTMLWriter.isWhiteSpace(bytes[start]) { start += 1 }
        while end > start, HTMLWriter.isWhiteSpace(bytes[end - 1]) { end -= 1 }
        return start == 0 && end == bytes.count ? self : String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
