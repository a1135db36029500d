import Foundation
import Testing

/// DESIGN.md §1: frontends and backends depend only on MarkupAST (and MarkupJSON where they
/// read or write JSON); only `mconv` sees everything; MarkupAST imports nothing but the
/// standard library and the C library: libm for the colour conversions'
/// `pow`/`cbrt`/`sin`/`cos`/`atan2` (Glibc or Darwin), and for `DeepTreeStack` the calling
/// thread's stack bounds and a thread of its own (pthreads, with `pthread_getattr_np` declared
/// by CSystemCalls, C library declarations only); MarkupJSON only MarkupAST; MarkupEncoding (the decoders of the Encoding
/// Standard) nothing at all; MarkupConversion, the composition layer, also the C library for
/// files and threads (batch conversion) and CSystemCalls (the C library's `syncfs`, which Swift
/// does not import).
@Suite("module dependency rule")
struct DependencyRuleTests {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    private static let allowed: [String: Set<String>] = [
        // libm for colour conversion (Style/Color/ColorConversion.swift); pthreads and
        // CSystemCalls' pthread_getattr_np for DeepTreeStack and ThreadStack.
        "MarkupAST": ["Glibc", "Darwin", "CSystemCalls"],
        "MarkupJSON": ["MarkupAST"],
        "MarkupEncoding": [],  // the Encoding Standard's decoders: the standard library only
        "MarkdownFrontend": ["MarkupAST", "CCmarkGFM", "CCmarkNode", "Synchronization", "Glibc", "Darwin"],  // CCmarkNode: cmark strings read in place
        "HTMLFrontend": ["MarkupAST"],
        "RunsFrontend": ["MarkupAST", "MarkupJSON"],
        "ChatFrontend": ["MarkupAST"],
        "AppJSONFrontend": ["MarkupAST", "MarkupJSON"],
        "Backends": ["MarkupAST", "MarkupJSON"],
        // Glibc/Darwin: files, folders and threads of batch conversion and media extraction;
        // CSystemCalls: syncfs(2) for the group commit.
        "MarkupConversion": [
            "MarkupAST", "MarkupJSON", "MarkupEncoding", "MarkdownFrontend", "HTMLFrontend", "Backends", "RunsFrontend", "ChatFrontend",
            "AppJSONFrontend", "Glibc", "Darwin", "CSystemCalls",
        ],
        "mconv": [
            "MarkupAST", "MarkupJSON", "MarkdownFrontend", "HTMLFrontend", "Backends", "MarkupConversion", "RunsFrontend",
            "ChatFrontend", "AppJSONFrontend", "MarkupEncoding", "Glibc", "Darwin", "Synchronization",
        ],
    ]

    @Test("each module imports only what the rule allows", arguments: allowed.keys.sorted())
    func imports(module: String) throws {
        let folder = Self.sources.appendingPathComponent(module)
        // Recursive: modules keep files in subfolders (Backends/Runs, HTMLFrontend/Tokenizer…).
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        let files = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                      words[..<importIndex].allSatisfy({ ["internal", "public", "@preconcurrency", "@_implementationOnly"].contains($0) })
                else { continue }
                let imported = words[importIndex + 1]
                #expect(Self.allowed[module, default: []].contains(imported), "\(module)/\(file) imports \(imported)")
            }
        }
    }
}
