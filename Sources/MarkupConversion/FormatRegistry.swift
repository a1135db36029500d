/// The table of formats every conversion reads: the CLI's `-f`/`-t`, `--list-formats`,
/// `--help` and file-extension inference, and ``MarkupConverter``.
///
/// Names, aliases and file extensions are matched case-insensitively. ``standard`` holds
/// the built-in formats; a library user registers more (see ``DocumentFormat``).
public struct FormatRegistry: Sendable {
    /// The formats, in registration order (the order listings show).
    public internal(set) var formats: [DocumentFormat] = []

    /// An empty registry.
    public init() {}

    /// A registry holding `formats`.
    /// - Throws: ``FormatError`` when two formats share a name or alias.
    public init(_ formats: [DocumentFormat]) throws(FormatError) {
        self.formats = []
        for format in formats { try register(format) }
    }

    /// Adds `format`.
    /// - Throws: ``FormatError`` when one of its names is already taken.
    public mutating func register(_ format: DocumentFormat) throws(FormatError) {
        for name in format.names where self.format(named: name) != nil {
            throw FormatError("a format named '\(name)' is already registered")
        }
        formats.append(format)
    }

    /// The format answering to `name` (canonical name or alias), if any.
    public func format(named name: String) -> DocumentFormat? {
        let lowered = name.lowercased()
        return formats.first { $0.names.contains(lowered) }
    }

    /// The format a file name's extension selects (`page.html`, `notes.MD`), among the
    /// readable or the writable formats; `nil` when no format claims the extension.
    public func format(forPath path: String, readable: Bool) -> DocumentFormat? {
        let fileExtension = Self.fileExtension(of: path)
        guard !fileExtension.isEmpty else { return nil }
        return formats.first {
            (readable ? $0.isReadable : $0.isWritable) && $0.fileExtensions.contains(fileExtension)
        }
    }

    /// The names of the formats matching `predicate`, each with its aliases, for messages.
    public func names(where predicate: (DocumentFormat) -> Bool) -> String {
        formats.filter(predicate).flatMap(\.names).joined(separator: ", ")
    }

    /// The lower-cased extension of the last path component (`""` when there is none).
    public static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The input format of the file at `path`: the readable format its extension claims,
    /// else `fallback` (also for standard input, `-` or `nil`), with those of `extensions`
    /// the format knows switched on (`mconv -e` for an inferred Markdown input).
    public func inputSpecifier(forPath path: String?, fallback: DocumentFormat = .gfm, adding extensions: Set<String> = []) -> FormatSpecifier {
        let found = path.flatMap { $0 == "-" ? nil : self.format(forPath: $0, readable: true) }
        let format = found ?? fallback
        var specifier = FormatSpecifier(format: format)
        if let available = format.extensions?.available {
            specifier.extensions.formUnion(extensions.filter(available.contains))
        }
        return specifier
    }
}
