/// One `links[]` entry; every run that points at it is part of one link.
struct RunsInputLink {
    /// `nil` when the entry has none: its runs are then not linked.
    var href: String?
    var title: String?
}
