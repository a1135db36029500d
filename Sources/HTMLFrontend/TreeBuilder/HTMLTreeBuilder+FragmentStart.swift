/// Whether a fragment parse is back where it started, so that the markup processed so far
/// cannot change how anything after it is parsed.
extension HTMLTreeBuilder {
    /// True when a `<body>` fragment parse stands as it did before its first token: in body,
    /// only the root open, no active formatting element to reconstruct, no template, form,
    /// pending table text or line feed to ignore. Markup that leaves the builder here (a
    /// closed `<a id="x"></a>`, a whole `<table>…</table>`) parses to the same nodes alone as
    /// it does with other content before or after it.
    var isBackAtBodyFragmentStart: Bool {
        context?.isHTML(.body) == true
            && mode == .inBody
            && templateModes.isEmpty
            && openElements.count == 1
            && formatting.count == 0
            && formElement == DOMTree.none
            && pendingTableText.isEmpty
            && !ignoresNextLineFeed
            && !fosterParenting
    }
}
