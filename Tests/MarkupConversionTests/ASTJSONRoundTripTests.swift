import Foundation
import MarkupAST
import MarkupConversion
import TestSupport
import Testing

/// `-t ast.json` then `-f ast.json` changes nothing: the tree read back equals the tree
/// written, writing it again gives the same bytes, and Markdown and HTML written from the
/// round trip equal the direct conversion — on every CommonMark/GFM spec example and every
/// HTML golden input. Malformed documents are refused with their JSON path.
@Suite("ast.json round trip")
struct ASTJSONRoundTripTests {
    static let converter = MarkupConverter()
    private static let ast = FormatSpecifier(format: .astJSON)

    /// What differs for one input, or `nil` when it round-trips.
    static func failure(_ source: [UInt8], from input: FormatSpecifier) -> String? {
        do {
            let written = try converter.convert(utf8: source, from: input, to: .astJSON).output
            let direct = try converter.parse(utf8: source, from: input, for: .astJSON).document
            let read = try converter.parse(utf8: written, from: ast, for: .astJSON)
            if read.document != direct { return "the tree read back differs:\n\(direct.dump)---\n\(read.document.dump)" }
            let rewritten = try converter.convert(utf8: written, from: ast, to: .astJSON).output
            if rewritten != written { return "writing the tree read back gives other bytes" }
            for output in [DocumentFormat.gfm, .html, .plainText] {
                let expected = try converter.convert(utf8: source, from: input, to: output).output
                let through = try converter.convert(utf8: written, from: ast, to: output).output
                if expected != through {
                    return "\(output.name) through ast.json differs:\n\(String(decoding: expected, as: UTF8.self))---\n\(String(decoding: through, as: UTF8.self))"
                }
            }
            return nil
        } catch {
            return "threw \(error)"
        }
    }

    @Test("every CommonMark/GFM spec example round-trips through ast.json", arguments: ["spec", "gfm-extensions", "regression"])
    func specExamples(_ suite: String) throws {
        guard let directory = ConformanceDirectory.url else {
            print("ast-json-roundtrip (\(suite)): skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
            return
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/\(suite).json"))
        let examples = try JSONDecoder().decode([RunsRoundTripTests.SpecExample].self, from: data)
        var passed = 0, failed = 0
        for example in examples {
            if let failure = Self.failure(Array(example.markdown.utf8), from: FormatSpecifier(format: .gfm)) {
                failed += 1
                Issue.record("\(suite):\(example.example): \(failure)")
            } else {
                passed += 1
            }
        }
        print("ast-json-roundtrip (\(suite)): \(passed) passed, \(failed) failed, 0 skipped")
        #expect(passed == examples.count && !examples.isEmpty)
    }

    @Test("every HTML golden input round-trips through ast.json")
    func htmlGoldens() throws {
        let tests = ConformanceDirectory.packageRoot.appendingPathComponent("Tests")
        let folders = [
            "HTMLFrontendTests/Golden/lenient", "MarkupConversionTests/Golden/elements", "MarkupConversionTests/Golden/runs",
            "MarkupConversionTests/Golden/dirty/lowering", "MarkupConversionTests/Golden/dirty/tables", "MarkupConversionTests/Golden/dirty/sources",
            "MarkupConversionTests/Golden/dirty-writers", "MarkupConversionTests/Golden/encodings",
        ]
        // HTML output parses HTML input as a browser with scripting on (`<noscript>` is raw
        // text, dropped); ast.json keeps the tree every other output reads (scripting off:
        // the fallback text is content). Only HTML written through ast.json differs.
        let knownDifferences: Set<String> = ["noscript-scripting-enabled.html", "noscript-template-iframe.html"]
        var passed = 0, failed = 0, skipped = 0
        for folder in folders {
            let url = tests.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where name.hasSuffix(".html") && !name.contains(".expected.") {
                let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent(name)))
                // Encoding goldens are legacy bytes: decode them first, as the CLI does.
                let source = try Self.converter.decode(bytes, from: FormatSpecifier(format: .html)).utf8
                let failure = Self.failure(source, from: FormatSpecifier(format: .html))
                if knownDifferences.contains(name) {
                    #expect(failure?.hasPrefix("html through ast.json differs") == true, "\(name) now round-trips: remove it from the known differences")
                    skipped += 1
                } else if let failure {
                    failed += 1
                    Issue.record("\(folder)/\(name): \(failure)")
                } else {
                    passed += 1
                }
            }
        }
        print("ast-json-roundtrip (html goldens): \(passed) passed, \(failed) failed, \(skipped) skipped")
        #expect(passed > 200)
    }

    @Test("malformed documents are refused with the JSON path", arguments: [
        ("[]", "the top level is not an object"),
        (#"{"format":"pandoc","version":1,"blocks":[]}"#, #""format" is not "mconv-ast""#),
        (#"{"format":"mconv-ast","version":2,"blocks":[]}"#, "version 2.0 is not supported"),
        // Versions no Int holds are refused too (Int(Double) trapped on them: the fuzzer's find).
        (#"{"format":"mconv-ast","version":88888888888888888888}"#, "is not supported"),
        (#"{"format":"mconv-ast","version":-1e300,"blocks":[]}"#, "is not supported"),
        (#"{"format":"mconv-ast","version":1.5,"blocks":[]}"#, "version 1.5 is not supported"),
        (#"{"format":"mconv-ast","version":1}"#, "blocks: missing"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"chapter"}]}"#, #"blocks[0]: unknown block type "chapter""#),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"paragraph","content":["a",{"type":"link","url":1,"content":[]}]}]}"#,
         "blocks[0].content[1].url: expected a string"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"list","kind":"bullet","items":[{"task":"done","blocks":[]}]}]}"#,
         "blocks[0].items[0].task: expected"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"heading","level":1.5,"content":[]}]}"#, "blocks[0].level: expected a whole number"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"heading","level":0,"content":[]}]}"#, "blocks[0].level: expected a heading level from 1 to 6"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"heading","level":7,"content":["x"]}]}"#, "blocks[0].level: expected a heading level from 1 to 6"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"paragraph","attributes":{"attributes":[["a"]]},"content":[]}]}"#,
         "blocks[0].attributes.attributes: expected an array of [name, value] pairs"),
        (#"{"format":"mconv-ast","version":1,"blocks":[{"type":"paragraph","content":["#, "not an ast.json document"),
    ])
    func malformed(json: String, message: String) {
        #expect(throws: InputError.self) {
            _ = try Self.converter.convert(utf8: Array(json.utf8), from: Self.ast, to: .gfm)
        }
        do {
            _ = try Self.converter.convert(utf8: Array(json.utf8), from: Self.ast, to: .gfm)
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("a filter's change shows in the output; unknown members are ignored; deep trees are read")
    func editing() throws {
        let json = #"{"format":"mconv-ast","version":1,"source":"html","future":true,"blocks":[{"type":"heading","level":2,"content":["New ",{"type":"emphasis","content":["title"]}],"note":"x"}]}"#
        let markdown = try Self.converter.convert(utf8: Array(json.utf8), from: Self.ast, to: .gfm).output
        #expect(String(decoding: markdown, as: UTF8.self) == "## New *title*\n")
        let deep = String(repeating: "> ", count: 300) + "deep\n"
        #expect(Self.failure(Array(deep.utf8), from: FormatSpecifier(format: .gfm)) == nil)
    }
}
