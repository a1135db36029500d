import MarkupAST

/// The WHATWG tree-construction stage (HTML Standard §13.2.6): consumes ``HTMLToken``s and
/// builds a ``DOMTree``.
///
/// The builder never sees the tokenizer. After each token the driver reads
/// ``takeTokenizerSwitch()`` (a raw-text element may have started) and ``allowsCDATA``, and
/// passes them on before asking the tokenizer for the next token.
///
/// The insertion modes live in extensions named after them (`HTMLTreeBuilder+InBody.swift`,
/// `+InTable.swift`…); this file holds the state, the tree construction dispatcher and the
/// end of parsing.
///
/// **Bounds (deviations from the spec, for linear time and memory on any input):**
/// - at most `maxOpenElements` elements are open at once (default 512, as Blink caps its
///   DOM depth): a start tag at that depth first closes the current node, so deeper content
///   becomes siblings at the cap instead of descendants (one `html-open-elements-capped`
///   warning). Every scope check walks at most that many entries;
/// - at most 64 formatting elements after the last marker (``ActiveFormattingElements``);
/// - nodes cloned by "reconstruct the active formatting elements", the adoption agency
///   algorithm and `<selectedcontent>` copies are limited to one per input byte, at least
///   1024 (``cloneBudget``); past that, formatting is no longer reopened, the adoption agency
///   closes the formatting element as if no block followed it, and copies stop. Only
///   adversarial input gets there (`<b id=1>…<b id=64>` then thousands of paragraphs): the
///   spec makes such input produce a tree quadratic in its size.
///
/// Every other loop walks the stack or the list at most once per token, so parsing is linear
/// in the input with a constant bounded by the caps.
struct HTMLTreeBuilder {
    /// A stand-in node id for the fragment context element in the form element pointer.
    static let contextNode: DOMTree.NodeID = -2

    /// The tree being built.
    var tree: DOMTree
    /// Parse errors (when reported) and limit warnings, in input order.
    var diagnostics: [Diagnostic] = []

    // MARK: Parser state (§13.2.4)

    var mode: InsertionMode = .initial
    /// The mode to return to after "text" and "in table text" (§13.2.4.1).
    var originalMode: InsertionMode = .initial
    /// The stack of template insertion modes (§13.2.4.1).
    var templateModes: [InsertionMode] = []
    var openElements = OpenElementStack()
    var formatting = ActiveFormattingElements()
    /// The head element pointer (§13.2.4.4).
    var headElement: DOMTree.NodeID = DOMTree.none
    /// The form element pointer (§13.2.4.4); ``contextNode`` when the fragment context is a form.
    var formElement: DOMTree.NodeID = DOMTree.none
    /// The frameset-ok flag (§13.2.4.5): false once content appears that a frameset cannot replace.
    var framesetOK = true
    /// Foster parenting (§13.2.6.1), on while "in table" processes a token by the "in body" rules.
    var fosterParenting = false
    /// Set after `<pre>`, `<listing>` and `<textarea>`: drop a line feed that starts the next token.
    var ignoresNextLineFeed = false
    /// The document's mode, from its DOCTYPE.
    var documentMode: DocumentMode = .noQuirks
    /// "In table text" pending character tokens (§13.2.6.4.10), joined into one string.
    var pendingTableText = ""
    var pendingTableTextSpan = SourceSpan(start: 0, end: 0)
    var pendingTableTextHasNonWhitespace = false
    /// The fragment parsing context element (§13.4), or `nil` for a whole document.
    let context: OpenElement?
    /// State for mirroring the selected `<option>` into `<selectedcontent>`.
    var selectedContent = SelectedContentTracker()

    // MARK: Options and bounds

    let scriptingEnabled: Bool
    let reportsParseErrors: Bool
    /// The depth cap; never below 4, so the cap never closes `html`, `head` or `body`.
    let maxOpenElements: Int
    /// Elements the reconstruction and adoption agency algorithms may still clone.
    var cloneBudget: Int
    var reportedOpenElementsCap = false
    /// A tokenizer state change requested by the last token, for the driver.
    var tokenizerSwitch: TokenizerSwitch?

    /// A builder for a whole document.
    /// - Parameter inputLength: the input's size in bytes; it sets the clone budget.
    init(options: HTMLParseOptions, inputLength: Int) {
        tree = DOMTree(rootKind: .document)
        context = nil
        scriptingEnabled = options.scriptingEnabled
        reportsParseErrors = options.reportsParseErrors
        maxOpenElements = max(options.maxOpenElements, 4)
        cloneBudget = max(inputLength, 1024)
    }

    /// A builder for the fragment parsing algorithm (§13.4) with `context` as the context
    /// element: the fragment's nodes become children of the tree's root, which stands in for
    /// the spec's `html` root element.
    init(fragmentContext: FragmentContext, options: HTMLParseOptions, inputLength: Int) {
        tree = DOMTree(rootKind: .fragment)
        context = fragmentContext.element
        scriptingEnabled = options.scriptingEnabled
        reportsParseErrors = options.reportsParseErrors
        maxOpenElements = max(options.maxOpenElements, 4)
        cloneBudget = max(inputLength, 1024)
        openElements.push(OpenElement(node: tree.root, tag: .html, namespace: .html, isHTMLIntegrationPoint: false))
        if fragmentContext.element.isHTML(.template) {
            templateModes.append(.inTemplate)
        }
        resetInsertionMode()
        if fragmentContext.element.isHTML(.form) {
            formElement = Self.contextNode
        }
        if fragmentContext.element.namespace == .html {
            tokenizerSwitch = fragmentContext.tokenizerSwitch(scriptingEnabled: scriptingEnabled)
        }
    }

    // MARK: Driver interface

    /// The tokenizer state the last token asked for, once.
    mutating func takeTokenizerSwitch() -> TokenizerSwitch? {
        defer { tokenizerSwitch = nil }
        return tokenizerSwitch
    }

    /// Whether the tokenizer may recognise `<![CDATA[` (§13.2.5.42): the adjusted current
    /// node exists and is not an HTML element.
    var allowsCDATA: Bool {
        guard let node = adjustedCurrentNode else { return false }
        return node.namespace != .html
    }

    /// Processes one token.
    mutating func process(_ token: HTMLToken) {
        if case .characters(let text, let span) = token {
            var characters = Substring(text)
            if ignoresNextLineFeed {
                ignoresNextLineFeed = false
                if characters.utf8.first == UInt8(ascii: "\n") {
                    characters = characters[characters.utf8.index(after: characters.startIndex)...]
                }
            }
            processCharacters(characters, span)
            return
        }
        ignoresNextLineFeed = false
        dispatch(token)
    }

    // MARK: The tree construction dispatcher (§13.2.6)

    /// The result of one insertion mode's rules for a token.
    enum Step {
        case done
        /// The mode changed; process the token again.
        case reprocess
    }

    /// The adjusted current node (§13.2.4.2): the context element while only the root is open
    /// in a fragment parse, else the current node.
    var adjustedCurrentNode: OpenElement? {
        if let context, openElements.count == 1 { return context }
        return openElements.current
    }

    /// Whether `token` goes to the current insertion mode rather than to the rules for
    /// foreign content.
    func usesHTMLRules(for token: HTMLToken) -> Bool {
        guard let node = adjustedCurrentNode, node.namespace != .html else { return true }
        switch token {
        case .startTag(let tag):
            if node.isMathMLTextIntegrationPoint && tag.name != "mglyph" && tag.name != "malignmark" { return true }
            if node.namespace == .mathml && node.tag == .annotation_xml && tag.name == "svg" { return true }
            return node.isHTMLIntegrationPoint
        case .characters:
            return node.isMathMLTextIntegrationPoint || node.isHTMLIntegrationPoint
        case .endOfFile:
            return true
        case .doctype, .endTag, .comment:
            return false
        }
    }

    /// Processes a non-character token until no rule asks to reprocess it.
    ///
    /// Every reprocess follows a change of insertion mode or of the stack, and no rule loops
    /// back to an earlier one for the same token; the bound of 32 rounds is a safety net that
    /// drops a token rather than spin if that ever stopped holding.
    mutating func dispatch(_ token: HTMLToken) {
        for _ in 0..<32 {
            let step = usesHTMLRules(for: token) ? process(token, in: mode) : processForeignContent(token)
            if step == .done { return }
        }
    }

    /// Processes `token` by the rules of `mode` (the current mode, or another one when a rule
    /// says "process the token using the rules for …").
    mutating func process(_ token: HTMLToken, in mode: InsertionMode) -> Step {
        switch mode {
        case .initial: return processInitial(token)
        case .beforeHTML: return processBeforeHTML(token)
        case .beforeHead: return processBeforeHead(token)
        case .inHead: return processInHead(token)
        case .inHeadNoscript: return processInHeadNoscript(token)
        case .afterHead: return processAfterHead(token)
        case .inBody: return processInBody(token)
        case .text: return processText(token)
        case .inTable: return processInTable(token)
        case .inTableText: return processInTableText(token)
        case .inCaption: return processInCaption(token)
        case .inColumnGroup: return processInColumnGroup(token)
        case .inTableBody: return processInTableBody(token)
        case .inRow: return processInRow(token)
        case .inCell: return processInCell(token)
        case .inTemplate: return processInTemplate(token)
        case .afterBody: return processAfterBody(token)
        case .inFrameset: return processInFrameset(token)
        case .afterFrameset: return processAfterFrameset(token)
        case .afterAfterBody: return processAfterAfterBody(token)
        case .afterAfterFrameset: return processAfterAfterFrameset(token)
        }
    }

    // MARK: Parse errors

    /// Records a parse error when they are reported.
    mutating func parseError(_ error: TreeConstructionError, _ span: SourceSpan?, tag: String? = nil) {
        guard reportsParseErrors else { return }
        diagnostics.append(Diagnostic(code: error.rawValue, message: error.message(tag: tag), span: span))
    }

    /// Records a parse error about a tag token.
    mutating func parseError(_ error: TreeConstructionError, _ token: HTMLTagToken) {
        guard reportsParseErrors else { return }
        parseError(error, token.span, tag: token.name)
    }

    // MARK: Stopping parsing (§13.2.7)

    /// "Stop parsing": pops every open element (so a selected `<option>` still reaches its
    /// `<selectedcontent>`).
    mutating func stopParsing() {
        while openElements.count > 0 {
            popCurrentNode()
        }
    }
}
