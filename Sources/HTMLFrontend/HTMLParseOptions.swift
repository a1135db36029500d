import MarkupAST

/// Options of the HTML frontend; every field has a default.
public struct HTMLParseOptions: Hashable, Sendable {
    /// How the input is parsed: as a `<body>` fragment or as a whole document.
    public enum Mode: String, Hashable, Sendable {
        /// A whole document when the input starts (after whitespace and comments) with a
        /// DOCTYPE or `<html>`, else a fragment in a `<body>` context. The default.
        case automatic
        /// Always a whole document (`<html><head></head><body>…` implied).
        case document
        /// Always a fragment in the context of ``HTMLParseOptions/fragmentContext``.
        case fragment
    }

    /// Containers nested deeper than this in the AST are flattened (see `NestingLimit`).
    public var maxNestingDepth: Int
    /// Document or fragment parsing.
    public var mode: Mode
    /// The context element of a fragment parse (`body`, `td`, `svg path`…).
    public var fragmentContext: String
    /// The lenient snippet policy (ZMarkupParser's "do not eat text"): an unknown element
    /// with no attributes that no end tag ever closes (`<Congratulation!>`, `<Hot>`) is kept
    /// as the literal text of its tag. Tags that are plainly markup are not: self-closed
    /// (`<o:p/>`) or with a namespace prefix (`<st1:place>`). Default on.
    public var keepsUnclosedUnknownTagsAsText: Bool
    /// The scripting flag of the HTML Standard; off (the default) parses `<noscript>`
    /// content as markup, as a browser with scripting disabled does.
    public var scriptingEnabled: Bool
    /// Whether a numeric character reference to a control character that mconv replaces in
    /// raw input (C0 but tab, LF, FF, CR; DEL; C1 after the standard's windows-1252
    /// remapping) becomes U+FFFD, so `&#27;[2J` can no more reach a terminal through the text
    /// output than a raw ESC can. On by default; a deliberate deviation from the standard,
    /// which keeps the control character (off for `mconv debug-html-tree` and the html5lib
    /// conformance tests).
    public var replacesControlCharacterReferences = true
    /// Whether every tokenizer and tree-construction parse error becomes a diagnostic.
    /// Off by default: real-world HTML has many, and collecting them costs time.
    public var reportsParseErrors: Bool
    /// Whether content a browser hides (`hidden`, `display: none`, a `dialog` that is not
    /// open) is kept. Off by default: the result is what a reader sees. Turn it on for
    /// migrations that must keep everything the author wrote.
    public var keepsHiddenContent: Bool
    /// The most elements the tree builder keeps open at once. Deeper start tags are
    /// inserted as siblings at this depth (as Blink does at 512), which keeps every scope
    /// check bounded and parsing linear on 100,000 nested tags.
    public var maxOpenElements: Int
    /// Convert only the elements matching these selectors: in document order, outermost
    /// matches only (a match inside a match is not repeated), each keeping its own meaning
    /// (see ``DOMTree/selectingElements(matching:options:)``). Applied after ``removal``.
    /// When nothing matches, the document is empty and a `selector-matched-nothing` warning
    /// says so. `nil` (the default) keeps the whole document.
    public var selection: CSSSelectorList?
    /// Drop the elements matching these selectors, with their content, before lowering
    /// (and before ``selection``). `nil` by default.
    public var removal: CSSSelectorList?
    /// Report, one warning per element name (`element-dropped`), the executable and
    /// embedding elements the lowering drops with their content (`script`, `style`,
    /// `iframe` without a source, `object`… see ``DOMLowering``): for sanitized output, so
    /// that what a sanitizer removed is said. Off by default.
    public var reportsDroppedElements: Bool
    /// Keep the elements that carry nothing the AST needs but that a browser still has:
    /// `div`, `span` and `a` without attributes, `<wbr>` line-break opportunities and image-map
    /// `<area>`s (as empty `.span`s named `wbr` and `area`). For HTML output of HTML input
    /// (the sanitizer), so that an allowed element is written back, not flattened. Off by
    /// default: other outputs gain nothing from them.
    public var keepsGenericElements: Bool

    /// Creates options.
    public init(
        maxNestingDepth: Int = NestingLimit.defaultMaxDepth,
        mode: Mode = .automatic,
        fragmentContext: String = "body",
        keepsUnclosedUnknownTagsAsText: Bool = true,
        scriptingEnabled: Bool = false,
        reportsParseErrors: Bool = false,
        maxOpenElements: Int = 512,
        keepsHiddenContent: Bool = false,
        selection: CSSSelectorList? = nil,
        removal: CSSSelectorList? = nil,
        reportsDroppedElements: Bool = false,
        keepsGenericElements: Bool = false
    ) {
        self.maxNestingDepth = maxNestingDepth
        self.mode = mode
        self.fragmentContext = fragmentContext
        self.keepsUnclosedUnknownTagsAsText = keepsUnclosedUnknownTagsAsText
        self.scriptingEnabled = scriptingEnabled
        self.reportsParseErrors = reportsParseErrors
        self.maxOpenElements = maxOpenElements
        self.keepsHiddenContent = keepsHiddenContent
        self.selection = selection
        self.removal = removal
        self.reportsDroppedElements = reportsDroppedElements
        self.keepsGenericElements = keepsGenericElements
    }
}
