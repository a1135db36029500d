@testable import Backends
import MarkdownFrontend
import MarkupAST
import Testing

/// runs.json written in pieces (what `mconv -o` streams) is byte for byte runs.json written
/// whole, at every piece size, for documents of every shape the golden files cover.
@Suite("runs.json in pieces")
struct RunsJSONStreamingTests {
    static let sources = [
        "Hi [link](https://x.example/ \"title\") **S** `code` ~~gone~~",
        "# Title\n\n- one\n- two *2*\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n1. [ ] task\n2. [x] done\n",
        "```swift\nlet x = \"\\u{2028}\"\n```\n\n> quote\n\n![A](a.png)\n\nNote[^1].\n\n[^1]: The note.\n",
        String(repeating: "Paragraph with **bold**, *italic*, `code` and \"quotes\" \u{2028} é 😀.\n\n", count: 300),
    ]

    @Test("pieces joined equal the whole output, each within the piece size", arguments: [16, 100, 4096])
    func piecesEqualWhole(pieceBytes: Int) {
        for source in Self.sources {
            let document = MarkdownParser().parse(source).document
            let runs = RunsJSONRenderer().runs(document)
            let whole = RunsJSONWriter(offsets: [.utf16, .codePoint, .utf8]).write(runs)
            var pieces: [[UInt8]] = []
            RunsJSONWriter(offsets: [.utf16, .codePoint, .utf8]).write(runs, pieceBytes: pieceBytes) { pieces.append(Array($0)) }
            #expect(Array(pieces.joined()) == whole)
            // A piece is larger than the size only when one append was (no string here
            // escapes to more than 256 bytes).
            #expect(pieces.allSatisfy { $0.count <= max(pieceBytes, 256) })
            if whole.count > 4 * max(pieceBytes, 256) { #expect(pieces.count > 2) }
        }
    }

    @Test("the renderer's piecewise entry point gives renderUTF8's bytes")
    func rendererEntryPoint() {
        let document = MarkdownParser().parse(Self.sources[3]).document
        var diagnostics: [Diagnostic] = []
        var streamed: [UInt8] = []
        RunsJSONRenderer().renderUTF8(document, diagnostics: &diagnostics) { streamed += $0 }
        #expect(streamed == RunsJSONRenderer().renderUTF8(document))
    }
}
