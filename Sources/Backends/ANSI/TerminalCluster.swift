/// One extended grapheme cluster of a text and the terminal cells it takes.
///
/// A line wrapper may break between clusters, never inside one.
struct TerminalCluster: Equatable {
    /// The cluster's bytes: offsets into the UTF-8 bytes that were measured.
    var bytes: Range<Int>
    /// The cells the cluster takes: 0, 1 or 2.
    var width: Int
}
