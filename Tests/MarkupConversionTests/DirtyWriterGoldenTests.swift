import Foundation
import MarkupConversion
import Testing
import TestSupport

/// Issue 14's writer defects on samples written after what each source emits
/// (`Golden/dirty-writers/<case>.html` → `<case>.expected.md`, `<case>.expected.html`):
/// Word tables with `<p class=MsoNormal>` cells and `<a name>` TOC targets, Sphinx's
/// classed lists and `span.target` ids (the Python docs), Javadoc 8 `<a name>` and 17
/// `section.detail#capacity()` targets, DocBook `<a name>` titles and footnotes, the git
/// user manual's asciidoc anchors, Node's `errors.html` legacy ids, and the Markdown
/// misreadings (adjacent code spans, e-mail addresses, `<ol reversed>`, bare URLs).
///
/// What every case checks: a class, id or style on a block never changes the structure
/// (classed lists stay separate, tight and numbered; Word cells make a pipe table), and
/// every target a `#fragment` link of the page reaches is still there: in HTML as the
/// element's `id` (`user-content-` prefixed with the links rewritten, by the default
/// policy), in Markdown as a raw `<a id>` or the heading's GitHub slug. Each expected file
/// was checked by hand against its input.
@Suite("dirty HTML writer golden files")
struct DirtyWriterGoldenTests {
    static let directory = GoldenFile.directory("dirty-writers")
    static let cases = GoldenFile.caseNames(in: directory, fileExtension: "html").filter { !$0.hasSuffix(".expected") }

    static func source(_ name: String) -> String? {
        GoldenFile.read(directory.appendingPathComponent("\(name).html")).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("HTML → Markdown", arguments: cases)
    func markdown(_ name: String) throws {
        guard let source = Self.source(name) else { return }
        let result = MarkupConverter().convert(source, from: .html, to: .gfm)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(name).expected.md"))
    }

    @Test("HTML → HTML (default policy)", arguments: cases)
    func html(_ name: String) throws {
        guard let source = Self.source(name) else { return }
        let result = MarkupConverter().convert(source, from: .html, to: .html)
        GoldenFile.assertMatches(result.output, golden: Self.directory.appendingPathComponent("\(name).expected.html"))
    }

    /// Every `#fragment` link whose target the source has still reaches one in both
    /// outputs: the golden files could be recorded wrong, this cannot.
    @Test("every working in-page link of the source still has its target", arguments: cases)
    func targetsKept(_ name: String) throws {
        guard let source = Self.source(name) else { return }
        let working = Self.fragmentLinks(in: source).filter(Self.targets(in: source).contains)
        #expect(!working.isEmpty || name == "markdown-misreadings")
        let html = MarkupConverter().convert(source, from: .html, to: .html).output
        let htmlTargets = Self.targets(in: html)
        for fragment in working {
            #expect(htmlTargets.contains("user-content-" + fragment), "HTML output lost #\(fragment)")
            #expect(html.contains("href=\"#user-content-\(fragment)\""), "HTML output did not rewrite the link to #\(fragment)")
        }
        let markdown = MarkupConverter().convert(source, from: .html, to: .gfm).output
        let rerendered = MarkupConverter(options: ConversionOptions(htmlOutput: .init(isTrusted: true))).convert(markdown, from: .gfm, to: .html).output
        let markdownTargets = Self.targets(in: rerendered).union(Self.headingSlugs(in: markdown))
        for fragment in working {
            #expect(markdownTargets.contains(fragment), "Markdown output lost #\(fragment)")
        }
    }

    /// The values of `id="…"` and `name="…"` attributes (quoted, as the samples and mconv
    /// write them).
    static func targets(in html: String) -> Set<String> {
        var result = Set<String>()
        for attribute in [" id=\"", " name=\"", " id=", " name="] {
            var rest = html[...]
            while let range = rest.range(of: attribute) {
                rest = rest[range.upperBound...]
                let quoted = attribute.hasSuffix("\"")
                let end = rest.firstIndex { quoted ? $0 == "\"" : ($0 == " " || $0 == ">") } ?? rest.endIndex
                result.insert(String(rest[..<end]))
            }
        }
        return result
    }

    /// The fragments of `href="#…"` links.
    static func fragmentLinks(in html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        while let range = rest.range(of: "href=\"#") {
            rest = rest[range.upperBound...]
            let end = rest.firstIndex(of: "\"") ?? rest.endIndex
            result.append(String(rest[..<end]))
        }
        return result
    }

    /// GitHub's slugs of the ATX headings of `markdown` (raw HTML dropped).
    static func headingSlugs(in markdown: String) -> Set<String> {
        var slugs = Set<String>()
        var seen: [String: Int] = [:]
        for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
            var text = String(line.drop { $0 == "#" })
            while let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
                text.removeSubrange(open...close)
            }
            var base = ""
            for character in text.lowercased() where character.isLetter || character.isNumber || character == "-" || character == "_" || character == " " {
                base.append(character == " " ? "-" : character)
            }
            base = String(base.drop { $0 == "-" })
            let count = seen[base, default: 0]
            slugs.insert(count == 0 ? base : "\(base)-\(count)")
            seen[base] = count + 1
        }
        return slugs
    }
}
