/// Options of ``HTMLRenderer``; every field has a default, and the defaults are the safe ones.
public struct HTMLRenderOptions: Hashable, Sendable {
    /// Pass raw HTML through and keep every URL (like `cmark-gfm --unsafe`). Only for input
    /// you trust: in the default safe mode raw HTML is escaped into visible text and
    /// `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs are dropped.
    public var isTrusted: Bool
    /// GFM's tagfilter: in trusted mode, neutralize `<script>`, `<style>`, `<iframe>`,
    /// `<textarea>`, `<title>`, `<xmp>`, `<noembed>`, `<noframes>` and `<plaintext>` in raw
    /// HTML by escaping their `<`.
    public var tagFilter: Bool
    /// The prefix of the class that carries a code block's language (`language-rust`).
    public var languageClassPrefix: String

    /// Creates options.
    public init(isTrusted: Bool = false, tagFilter: Bool = false, languageClassPrefix: String = "language-") {
        self.isTrusted = isTrusted
        self.tagFilter = tagFilter
        self.languageClassPrefix = languageClassPrefix
    }
}
