/// What the tree builder remembers about each `<select>` for `<selectedcontent>`: the
/// first `selectedcontent` element inside it and the option that is selected so far.
struct SelectedContentTracker {
    struct Select {
        var selectedContent: DOMTree.NodeID = DOMTree.none
        var selectedOption: DOMTree.NodeID = DOMTree.none
    }

    /// Keyed by the `select` element.
    var selects: [DOMTree.NodeID: Select] = [:]
}
