import MarkupAST

/// What an output format provides to become a ``MarkupAST/DocumentRenderer``: its options,
/// their defaults, and one function from a document to bytes. ``FormatRenderer`` wraps it,
/// and each format's renderer is that wrapper (`MarkdownRenderer` is
/// `FormatRenderer<MarkdownOutput>`), so no format repeats the renderer's shell.
public protocol OutputWriter: Sendable {
    /// The format's options.
    associatedtype Options: Hashable & Sendable
    /// The options of a renderer created without any.
    static var defaultOptions: Options { get }
    /// `document` in this format, as UTF-8 bytes; problems worth telling go to `diagnostics`.
    static func render(_ document: Document, options: Options, diagnostics: inout [Diagnostic]) -> [UInt8]
    /// The same bytes, handed to `write` in pieces as they are ready (see
    /// ``MarkupAST/DocumentRenderer/renderUTF8(_:diagnostics:inPieces:)``); by default all
    /// at once.
    static func render(
        _ document: Document, options: Options, diagnostics: inout [Diagnostic], inPieces write: (UnsafeBufferPointer<UInt8>) -> Void
    )
}

extension OutputWriter {
    public static func render(
        _ document: Document, options: Options, diagnostics: inout [Diagnostic], inPieces write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        render(document, options: options, diagnostics: &diagnostics).withUnsafeBufferPointer(write)
    }
}
