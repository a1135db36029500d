extension FormatRegistry {
    /// The built-in formats, in the order listings show them. Adding a format is one file in
    /// `Formats/` and one line here.
    public static let standard: FormatRegistry = {
        var registry = FormatRegistry()
        registry.formats = [
            .gfm,
            .commonMark,
            .html,
            .plainText,
            .runsJSON,
            .proseMirror,
            .portableText,
            .contentful,
            .ansi,
            .chat,
            .slack,
            .whatsapp,
            .telegram,
            .astJSON,
        ]
        return registry
    }()
}
