import MarkupConversion
import Testing

/// `--include`/`--exclude` patterns: names without `/`, anchored paths with `**`, classes,
/// escapes, non-ASCII, and no exponential blow-up.
@Suite("path patterns")
struct PathPatternTests {
    @Test("a pattern without / matches any name on the path", arguments: [
        ("*.html", "a/b/page.html", true),
        ("*.html", "a/b/page.htm", false),
        ("_static", "_static/x.css", true),
        ("_static", "docs/_static", true),
        ("_static", "docs/static", false),
        ("page.?tm", "page.htm", true),
        ("page.?tm", "page.html", false),
        ("[!a-c]*.md", "d.md", true),
        ("[!a-c]*.md", "b.md", false),
        ("[ab]x", "bx", true),
        ("\\*.md", "*.md", true),
        ("\\*.md", "a.md", false),
        ("é?.txt", "éü.txt", true),
        ("[", "[", true),
        ("drafts/", "site/drafts/x.html", true),
    ])
    func names(pattern: String, path: String, expected: Bool) {
        #expect(PathPattern(pattern).matches(relativePath: path) == expected, "\(pattern) ~ \(path)")
    }

    @Test("a pattern with / is anchored at the walked folder; ** spans segments", arguments: [
        ("drafts/**", "drafts/a/b.html", true),
        ("drafts/**", "site/drafts/a.html", false),
        ("/index.html", "index.html", true),
        ("/index.html", "a/index.html", false),
        ("**/index.html", "index.html", true),
        ("**/index.html", "a/b/index.html", true),
        ("api/*/index.html", "api/v1/index.html", true),
        ("api/*/index.html", "api/v1/x/index.html", false),
        ("a/**/z.md", "a/z.md", true),
        ("a/**/z.md", "a/b/c/z.md", true),
        ("a/**/z.md", "b/z.md", false),
    ])
    func paths(pattern: String, path: String, expected: Bool) {
        #expect(PathPattern(pattern).matches(relativePath: path) == expected, "\(pattern) ~ \(path)")
    }

    @Test("many stars against a long name that does not match finish at once")
    func noBlowUp() {
        let pattern = PathPattern(String(repeating: "*a", count: 40) + "b")
        let name = String(repeating: "a", count: 5_000)
        #expect(!pattern.matches(relativePath: name))
        let deep = PathPattern(String(repeating: "**/", count: 30) + "x")
        #expect(!deep.matches(relativePath: Array(repeating: "d", count: 2_000).joined(separator: "/")))
    }
}
