internal import CCmarkGFM
import MarkupAST

/// Markdown (CommonMark + GFM) → ``MarkupAST/Document``, through cmark-gfm.
///
/// Parsing never fails: every input has a CommonMark meaning. The parser holds no mutable
/// state and guards cmark-gfm's global state (see `CmarkGlobalState`), so one value may be
/// used from many threads at once.
///
/// ```swift
/// let result = MarkdownParser().parse("# Hi *there*")
/// print(result.document.dump)
/// ```
public struct MarkdownParser: DocumentParser {
    /// The options fixed at creation.
    public let options: MarkdownParseOptions

    /// The extensions of ``options``, bit `n` for case `n` of ``MarkdownExtension/allCases``:
    /// settled once here rather than on every parse (which sorted the set and looked each
    /// extension up by name), without hashing (a checking renderer makes a parser for every
    /// document it checks).
    private let extensionBits: UInt32

    /// Creates a parser.
    public init(options: MarkdownParseOptions = MarkdownParseOptions()) {
        self.options = options
        var bits: UInt32 = 0
        for name in options.extensions { bits |= 1 << name.ordinal }
        extensionBits = bits
    }

    /// Parses Markdown text.
    public func parse(_ markdown: String) -> ParseResult {
        var text = markdown
        return text.withUTF8 { bytes in parse(utf8: bytes) }
    }

    /// Parses Markdown given as valid UTF-8 bytes (see `UTF8Input`).
    public func parse(validatedUTF8 bytes: [UInt8]) -> ParseResult {
        bytes.withUnsafeBufferPointer { parse(utf8: $0) }
    }

    /// Parses Markdown given as UTF-8 bytes (already validated; see `UTF8Input`).
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> ParseResult {
        CmarkExtensions.registerOnce()
        if options.usesProcessArena {
            return CmarkGlobalState.withArena { memory in parse(utf8: bytes, memory: memory) }
        }
        return CmarkGlobalState.withSharedParse { parse(utf8: bytes, memory: nil) }
    }

    /// Parses with cmark allocating from `memory` (the chunked memory of
    /// `CmarkGlobalState.withArena(_:)`) or from the system allocator when `nil`; either way
    /// each top-level block's cmark nodes are freed as soon as it is converted.
    private func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, memory: UnsafeMutablePointer<cmark_mem>?) -> ParseResult {
        var flags = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE
        if extensionBits & (1 << MarkdownExtension.footnotes.ordinal) != 0 { flags |= CMARK_OPT_FOOTNOTES }
        if options.smartPunctuation { flags |= CMARK_OPT_SMART }
        let cmarkOptions = Int32(flags)
        let created = memory.map { cmark_parser_new_with_mem(cmarkOptions, $0) } ?? cmark_parser_new(cmarkOptions)
        guard let parser = created else {
            return ParseResult(document: Document())
        }
        defer { cmark_parser_free(parser) }
        // Front matter is read by mconv, not cmark-gfm.
        CmarkExtensions.attach(extensionBits & ~(1 << MarkdownExtension.frontMatter.ordinal), to: parser)
        let frontMatter = extensionBits & (1 << MarkdownExtension.frontMatter.ordinal) != 0 ? FrontMatter.leading(in: bytes) : nil
        var body = bytes
        if let frontMatter {
            // cmark-gfm sees an empty line for each line of the front matter, so the line
            // numbers of everything after it stay those of the input.
            let lineCount = bytes[0..<frontMatter.length].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let newlines = [CChar](repeating: CChar(UInt8(ascii: "\n")), count: lineCount)
            newlines.withUnsafeBufferPointer { cmark_parser_feed(parser, $0.baseAddress, lineCount) }
            body = UnsafeBufferPointer(rebasing: bytes[frontMatter.length...])
        }
        if let base = body.baseAddress, body.count > 0 {
            base.withMemoryRebound(to: CChar.self, capacity: body.count) { pointer in
                cmark_parser_feed(parser, pointer, body.count)
            }
        }
        guard let root = CmarkGlobalState.withInlinePhase({ cmark_parser_finish(parser) }) else {
            return ParseResult(document: Document())
        }
        var converter = CmarkTreeConverter(maxDepth: max(1, options.maxNestingDepth), source: bytes, recordsRawNodeSpans: options.recordsRawNodeSpans)
        var result = converter.convert(root)
        cmark_node_free(root)
        if let frontMatter = frontMatter?.frontMatter { Self.attach(frontMatter, to: &result.document) }
        return result
    }

    /// Keeps `frontMatter` in `document`, and its fields that mean what the metadata's keys
    /// mean (``MarkupAST/FrontMatter/metadataKeys``: `title`, `lang`…) in the metadata. Other
    /// keys stay in the block only, so that a key such as `base` never reaches a pass that
    /// reads the metadata for another purpose.
    private static func attach(_ frontMatter: FrontMatter, to document: inout Document) {
        document.frontMatter = frontMatter
        for field in frontMatter.fields where FrontMatter.metadataKeys.contains(field.key) && document.metadata[field.key] == nil {
            document.metadata[field.key] = field.value.joined
        }
    }
}
