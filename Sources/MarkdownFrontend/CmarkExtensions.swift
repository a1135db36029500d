internal import CCmarkGFM

/// Registers cmark-gfm's core extensions exactly once per process.
///
/// cmark-gfm's own registration guard is not thread-safe; a Swift global is initialized
/// atomically on first use, so routing through it makes concurrent parsers safe.
enum CmarkExtensions {
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Ensures the extensions are registered; cheap after the first call.
    static func registerOnce() {
        _ = registered
    }

    /// cmark-gfm's syntax extension for each of ``MarkdownExtension/allCases`` (`nil` for
    /// front matter, which mconv reads itself), looked up once after registration: a
    /// lookup by name makes a C string of the name on every call. Set once, then only
    /// read, and the extensions live as long as the process.
    nonisolated(unsafe) private static let syntaxExtensions: [OpaquePointer?] = {
        registerOnce()
        return MarkdownExtension.allCases.map { $0 == .frontMatter ? nil : cmark_find_syntax_extension($0.rawValue) }
    }()

    /// Attaches to `parser` the syntax extensions whose bit is set in `bits` (bit `n` for
    /// case `n` of ``MarkdownExtension/allCases``), in that order.
    static func attach(_ bits: UInt32, to parser: OpaquePointer) {
        for index in syntaxExtensions.indices where bits & (1 << index) != 0 {
            if let syntax = syntaxExtensions[index] { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
    }
}
