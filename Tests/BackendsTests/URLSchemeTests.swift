import Backends
import Testing

/// `URLPolicy.scheme(of:)`: the scheme a URL parser reads (`[A-Za-z][A-Za-z0-9+.-]*:` before
/// anything else), lower-cased, or none.
@Suite("URL schemes")
struct URLSchemeTests {
    @Test("schemes are read and lower-cased", arguments: [
        ("https://example.com", "https"), ("HTTPS://x", "https"), ("MailTo:a@b", "mailto"), ("x:", "x"),
        ("a+b.c-d9:rest", "a+b.c-d9"), ("JavaScript:alert(1)", "javascript"),
        ("AVeryVeryLongCustomScheme:deep/link", "averyverylongcustomscheme"),
    ])
    func schemes(url: String, scheme: String) {
        #expect(URLPolicy.scheme(of: url) == scheme)
    }

    @Test("no scheme", arguments: [
        "", ":x", "relative/path", "/a:b", "?q=a:b", "#f:g", "1http://x", "+a:b", "ht tp://x", "é:x", "x\u{0}y:z", "no-colon-here",
    ])
    func noScheme(url: String) {
        #expect(URLPolicy.scheme(of: url) == nil)
    }

    @Test("a URL from a substring (not contiguous UTF-8 of its own) is read the same way")
    func bridgedText() {
        let url = String("prefix HTTP://x".dropFirst(7))
        #expect(URLPolicy.scheme(of: url) == "http")
    }
}
