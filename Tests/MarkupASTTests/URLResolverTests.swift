import MarkupAST
import Testing

/// ``URLResolver`` against the WHATWG URL Standard: the RFC 3986 §5.4 reference examples as
/// the standard's parser resolves them (`//g` gains a `/`), and cases of the standard's
/// urltestdata that documents hold (backslashes, `http:relative`, percent-encoded dot
/// segments, percent-encode sets, default ports).
@Suite("URLResolver resolves like the WHATWG URL parser")
struct URLResolverTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let reference: String
        let base: String
        let expected: String?
        var testDescription: String { "'\(reference)' against '\(base)'" }
    }

    private static let rfcBase = "http://a/b/c/d;p?q"

    static let rfcExamples: [Case] = [
        ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g/"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"), ("g;x", "http://a/b/c/g;x"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"),
        ("./", "http://a/b/c/"), ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
        ("../..", "http://a/"), ("../../", "http://a/"), ("../../g", "http://a/g"), ("../../../g", "http://a/g"),
        ("../../../../g", "http://a/g"), ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."),
        (".g", "http://a/b/c/.g"), ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"), ("./../g", "http://a/b/g"),
        ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"),
    ].map { Case(reference: $0.0, base: rfcBase, expected: $0.1) }

    static let whatwgCases: [Case] = [
        // Special-scheme rules: backslashes are slashes; `http:` without `//` is relative.
        Case(reference: "\\\\server\\file", base: "http://example.org/foo/bar", expected: "http://server/file"),
        Case(reference: "/\\server/file", base: "http://example.org/foo/bar", expected: "http://server/file"),
        Case(reference: "..\\x", base: "http://example.org/foo/bar", expected: "http://example.org/x"),
        Case(reference: "http:foo.com", base: "http://example.org/foo/bar", expected: "http://example.org/foo/foo.com"),
        Case(reference: "http:/x", base: "http://example.org/foo/bar", expected: "http://example.org/x"),
        Case(reference: "https:x", base: "http://example.org/foo/bar", expected: "https:x"),
        // White space is stripped at the ends and tab/newline removed inside.
        Case(reference: "  \t foo.html \n", base: "http://example.org/a/b", expected: "http://example.org/a/foo.html"),
        Case(reference: "fo\to\n.html", base: "http://example.org/a/b", expected: "http://example.org/a/foo.html"),
        // Percent-encoded dot segments are dot segments.
        Case(reference: "a/%2e%2E/b", base: "http://example.org/foo/bar", expected: "http://example.org/foo/b"),
        Case(reference: "a/%2e/b", base: "http://example.org/foo/bar", expected: "http://example.org/foo/a/b"),
        Case(reference: "a/..", base: "http://example.org/foo/bar", expected: "http://example.org/foo/"),
        // Percent-encode sets: path, special query (with `'`), fragment (with `` ` ``); `%XX` kept.
        Case(reference: "a b\"<>`{}.png", base: "http://h/", expected: "http://h/a%20b%22%3C%3E%60%7B%7D.png"),
        Case(reference: "caf\u{E9}/%41", base: "http://h/", expected: "http://h/caf%C3%A9/%41"),
        Case(reference: "?a b'c", base: "http://h/p", expected: "http://h/p?a%20b%27c"),
        Case(reference: "?a b'c", base: "foo://h/p", expected: "foo://h/p?a%20b'c"),
        Case(reference: "#a b`c\"", base: "http://h/p", expected: "http://h/p#a%20b%60c%22"),
        // Hosts are lower-cased in special schemes, default ports dropped.
        Case(reference: "//EXAMPLE.com:80/x", base: "http://h/", expected: "http://example.com/x"),
        Case(reference: "/x", base: "https://Example.COM:443/a", expected: "https://example.com/x"),
        Case(reference: "/x", base: "http://h:8080/a", expected: "http://h:8080/x"),
        Case(reference: "//h", base: "https://other/", expected: "https://h/"),
        Case(reference: "//user@h:81", base: "http://other/", expected: "http://user@h:81/"),
        // A base's own query and fragment go; a `?query` keeps its path.
        Case(reference: "x", base: "http://h/a/b?q#f", expected: "http://h/a/x"),
        Case(reference: "#new", base: "http://h/a?q#old", expected: "http://h/a?q#new"),
        // Non-special schemes: hierarchical paths resolve, opaque ones only take fragments.
        Case(reference: "../x", base: "foo://host/a/b/c", expected: "foo://host/a/x"),
        Case(reference: "x", base: "foo:/a/b", expected: "foo:/a/x"),
        Case(reference: "x", base: "mailto:a@example.com", expected: nil),
        Case(reference: "#f", base: "mailto:a@example.com", expected: "mailto:a@example.com#f"),
        Case(reference: "x", base: "relative/base", expected: nil),
        // A scheme of its own: returned as written.
        Case(reference: "mailto:x@example.com", base: "http://h/", expected: "mailto:x@example.com"),
        Case(reference: "HTTPS://Other/Path", base: "http://h/", expected: "HTTPS://Other/Path"),
        Case(reference: "file:///etc/x", base: "http://h/", expected: "file:///etc/x"),
        Case(reference: "../x", base: "file:///usr/share/doc/a.html", expected: "file:///usr/share/x"),
    ]

    @Test("RFC 3986 §5.4 examples", arguments: rfcExamples)
    func rfcExample(_ example: Case) {
        #expect(URLResolver.resolve(example.reference, against: example.base) == example.expected)
    }

    @Test("WHATWG URL Standard cases", arguments: whatwgCases)
    func whatwgCase(_ example: Case) {
        #expect(URLResolver.resolve(example.reference, against: example.base) == example.expected)
    }

    @Test("relative references are those without a scheme", arguments: [
        ("x.html", true), ("//h/x", true), ("/x", true), ("?q", true), ("#f", true), ("", true), ("c:x", false),
        ("mailto:a", false), (" HTTP://x", false), ("1http:x", true), ("./a:b", true),
    ])
    func relative(_ example: (String, Bool)) {
        #expect(URLResolver.isRelative(example.0) == example.1)
    }
}
