/// One `links[]` entry; every run that points at it is part of one link.
struct RunsInputLink {
    var href: String
    var title: String?
}
