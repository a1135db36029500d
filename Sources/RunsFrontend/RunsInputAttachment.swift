/// One `attachments[]` entry: an object that occupies one U+FFFC in the text.
struct RunsInputAttachment {
    /// `kind`: image, rule, or other media (video, audio, file, embed).
    var kind: String
    var src: String?
    var alt: String?
    var title: String?
    var width: Double?
    var height: Double?
}
