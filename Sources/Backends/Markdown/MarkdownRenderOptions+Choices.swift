extension MarkdownRenderOptions {
    /// The width ``lineWidth`` takes for `--wrap auto`.
    public static let defaultLineWidth = 80

    /// How headings are written.
    public enum HeadingStyle: String, Hashable, Sendable, CaseIterable {
        /// `# Title` … `###### Title`.
        case atx
        /// `Title` underlined with `===` (level 1) or `---` (level 2); deeper levels and
        /// empty headings are ATX.
        case setext
    }

    /// How links are written.
    public enum LinkStyle: String, Hashable, Sendable, CaseIterable {
        /// `[text](https://example.com "title")`.
        case inline
        /// `[text][1]`, with `[1]: https://example.com "title"` at the end of the document;
        /// links with the same URL and title share a number. Autolinks (`<https://…>`) and
        /// images stay as they are.
        case reference
    }

    /// Which elements without Markdown syntax are written as raw HTML.
    public enum HTMLKeeping: String, Hashable, Sendable, CaseIterable {
        /// No inline HTML: underline, insertions, highlights, abbreviations, keys,
        /// superscript and subscript are written as their text; embedded media become
        /// links. Structures Markdown cannot hold without losing content (tables with
        /// block content, lists that count down) are still HTML.
        case none
        /// The default: the allow-listed inline elements (`u`, `ins`, `mark`, `abbr`,
        /// `kbd`, `sup`, `sub`) stay HTML; embedded media become links.
        case unknown
        /// As ``unknown``, and embedded media (`iframe`, `video`, `audio`, `object`,
        /// `embed`) stay HTML, with their source and presentation attributes only.
        case embeds
        /// Every element the writer has an HTML form for: today the same as ``embeds``
        /// (the inline elements and embedded media).
        case all

        /// Whether inline elements without Markdown syntax stay raw HTML.
        var keepsInlineElements: Bool { self != .none }
        /// Whether embedded media stay raw HTML.
        public var keepsEmbeds: Bool { self == .embeds || self == .all }
    }

    /// How a table with spanning cells is written.
    public enum TableSpans: String, Hashable, Sendable, CaseIterable {
        /// As an HTML table: nothing is lost.
        case html
        /// As a pipe table, each spanning cell followed (to its right and below) by empty
        /// cells, when the table stays readable: every cell is inline content, there is at
        /// most one header row, and the empty cells added are at most a quarter of the
        /// grid. Otherwise HTML. The spans themselves are lost.
        case expand
    }

    /// How formulas (``MarkupAST/MathFormula``: MathJax, KaTeX, MathML, Wikipedia and
    /// pandoc math read from HTML) are written. Whatever the choice, the TeX is kept.
    public enum MathStyle: String, Hashable, Sendable, CaseIterable {
        /// The default: inline math as a code span (`` `x^2` ``), a paragraph of display
        /// math as a fenced `math` block (which GitHub and GitLab render as math). Every
        /// Markdown reader keeps the TeX exactly, and no `$` in the text changes meaning.
        case code
        /// `$x^2$` inline, `$$` lines around display math (pandoc, GitHub, GitLab, Obsidian,
        /// Typora, MkDocs' arithmatex read it); `$` in text is escaped (`\$5`). The TeX is
        /// not escaped; where it cannot be one math span, it is a code span (the rules are
        /// ``MarkdownMath``'s).
        case dollars
        /// pandoc's HTML, `<span class="math inline">\(x^2\)</span>` (display math:
        /// `math display` and `\[…\]`, a paragraph of it an HTML block), for a site that
        /// runs MathJax or KaTeX over its pages.
        case html
    }
}
