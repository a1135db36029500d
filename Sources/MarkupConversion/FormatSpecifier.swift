/// A resolved format specifier: a registered format and the extensions switched on for it.
///
/// `commonmark+table+strikethrough` is CommonMark with two extensions; `gfm-autolink` is
/// GFM without one. A registered name is matched before the string is split at `+`/`-`,
/// so names with hyphens (`runs-json`) work and `runs-json+x` is `runs-json` plus `x`.
public struct FormatSpecifier: Sendable {
    /// The format.
    public var format: DocumentFormat
    /// The extensions in effect: the format's defaults, plus those added, minus those
    /// removed (empty for a format without extensions).
    public var extensions: Set<String>

    /// Creates a specifier.
    public init(format: DocumentFormat, extensions: Set<String>? = nil) {
        self.format = format
        self.extensions = extensions ?? format.extensions?.defaults ?? []
    }

    /// Resolves `text` against `registry`.
    /// - Throws: ``FormatError`` for an unknown format or extension, or extensions given to
    ///   a format that has none.
    public init(_ text: String, in registry: FormatRegistry) throws(FormatError) {
        let lowered = text.lowercased()
        var format = registry.format(named: lowered)
        var rest = Substring("")
        if format == nil {
            // The longest registered name followed by a `+` or `-`.
            var index = lowered.endIndex
            while index > lowered.startIndex {
                index = lowered.index(before: index)
                guard lowered[index] == "+" || lowered[index] == "-" else { continue }
                if let found = registry.format(named: String(lowered[..<index])) {
                    format = found
                    rest = lowered[index...]
                    break
                }
            }
        }
        guard let format else {
            let name = lowered.split(whereSeparator: { $0 == "+" }).first.map(String.init) ?? lowered
            throw FormatError("unknown format '\(name)' (formats: \(registry.names(where: { _ in true })))")
        }
        var extensions = format.extensions?.defaults ?? []
        var adding = true
        var name = ""
        func apply() throws(FormatError) {
            defer { name = "" }
            guard !name.isEmpty else { return }
            guard let available = format.extensions?.available else {
                throw FormatError("format '\(format.name)' has no extensions (+\(name)/-\(name))")
            }
            guard available.contains(name) else {
                throw FormatError("unknown extension '\(name)' of '\(format.name)' (extensions: \(available.joined(separator: ", ")))")
            }
            if adding { extensions.insert(name) } else { extensions.remove(name) }
        }
        for character in rest {
            if character == "+" || character == "-" {
                try apply()
                adding = character == "+"
            } else {
                name.append(character)
            }
        }
        try apply()
        self.format = format
        self.extensions = extensions
    }
}
