/// Which link targets (`id`, `<a name>`) Markdown output keeps as `<a id="…"></a>` anchors
/// (see `MarkdownAnchor`).
///
/// HTML keeps a target on anything; Markdown has to write each one as raw HTML, so a page
/// whose generator puts an id on every paragraph (Medium's exports: `<p name="a01f"
/// id="a01f">`) comes out with an anchor before every paragraph.
public enum MarkdownAnchorPolicy: String, Hashable, Sendable, CaseIterable {
    /// Every target a `#fragment` link could reach, from this document or from another
    /// one (the default: nothing a link elsewhere needs is lost).
    case all
    /// Only the targets a `#fragment` link of the document itself refers to (its own
    /// table of contents, footnotes, cross-references); a link from another page to one of
    /// the others no longer finds it.
    case referenced
    /// No anchors: `id`s and `<a name>`s are dropped (headings still get GitHub's slugs).
    case none
}
