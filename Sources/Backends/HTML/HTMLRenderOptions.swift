/// Options of ``HTMLRenderer``; every field has a default, and the defaults are the safe ones.
public struct HTMLRenderOptions: Hashable, Sendable {
    /// What the output may contain (``SanitizerPolicy/default`` unless set); `nil` is
    /// trusted output: raw HTML passes through and every element, attribute and URL is kept,
    /// like `cmark-gfm --unsafe`. Only for input you trust.
    public var sanitizer: SanitizerPolicy?
    /// GFM's tagfilter, for trusted output: neutralize `<script>`, `<style>`, `<iframe>`,
    /// `<textarea>`, `<title>`, `<xmp>`, `<noembed>`, `<noframes>` and `<plaintext>` in raw
    /// HTML by escaping their `<` (the GFM spec's extension; sanitized output has no raw
    /// HTML to filter).
    public var tagFilter: Bool
    /// The prefix of the class that carries a code block's language (`language-rust`).
    public var languageClassPrefix: String
    /// Write a whole page (`<!DOCTYPE html>`, `<html lang>`, a `<head>` with `<meta
    /// charset>`, the viewport and the document's `title`, then `<body>`) instead of a
    /// fragment. Off by default.
    public var standalone = false

    /// Creates options; by default sanitized with ``SanitizerPolicy/default``.
    public init(sanitizer: SanitizerPolicy? = .default, tagFilter: Bool = false, languageClassPrefix: String = "language-") {
        self.sanitizer = sanitizer
        self.tagFilter = tagFilter
        self.languageClassPrefix = languageClassPrefix
    }

    /// Creates options, trusted (`true`: no sanitizer) or sanitized with the default policy.
    public init(isTrusted: Bool, tagFilter: Bool = false, languageClassPrefix: String = "language-") {
        self.init(sanitizer: isTrusted ? nil : .default, tagFilter: tagFilter, languageClassPrefix: languageClassPrefix)
    }

    /// Whether the output is trusted (no sanitizer policy); setting it to `false` applies
    /// the default policy.
    public var isTrusted: Bool {
        get { sanitizer == nil }
        set { sanitizer = newValue ? nil : (sanitizer ?? .default) }
    }
}
