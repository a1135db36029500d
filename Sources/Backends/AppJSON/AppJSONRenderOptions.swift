/// Options of the app JSON writers (``ProseMirrorRenderer``, ``PortableTextRenderer``,
/// ``ContentfulRenderer``). They have none today; the type exists so each writer fits
/// ``FormatRenderer`` and can gain options without a source break.
public struct AppJSONRenderOptions: Hashable, Sendable {
    /// Creates the options.
    public init() {}
}
