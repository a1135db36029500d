/// What the lowering makes of an element of Confluence's *storage format* (the XHTML with
/// `ac:` and `ri:` elements that Confluence stores, returns from its REST API as
/// `body.storage` and writes into space exports), read as its own renderer shows it.
///
/// The HTML parser sees these elements as unknown ones (the tree stays the one the HTML
/// Standard builds); their meaning is given here, from the element's qualified name and its
/// `ac:name`:
///
/// - **Macros** (`ac:structured-macro`, the older `ac:macro`): `info`, `note`, `warning`,
///   `tip` and `panel` are callouts, a block quote led by the macro's `title` parameter in
///   bold (or, for the four kinds Confluence marks with an icon and no words, the kind's
///   name: `Note`); `status` is its lozenge's title; every other macro shows its `title`
///   parameter in bold (`expand`, a `code` macro's file name) and then its body. Parameters
///   are settings, never text.
/// - **Bodies**: `ac:rich-text-body` is flow content; `ac:plain-text-body` (`code`,
///   `noformat` and other plain-text macros) is a code block of its CDATA text, in the
///   language of the macro's `language` parameter; `ac:plain-text-link-body` is the text
///   of its link.
/// - **Links and images**: an `ac:link` without a body shows the title of the page,
///   attachment or space it points to; `ac:image` is an image of its attachment with its
///   `ac:alt`.
/// - **Task lists**: `ac:task-list` is a bullet list of `ac:task` items whose
///   `ac:task-status` is their task box; `ac:task-id` is bookkeeping.
enum StorageFormatRole: Hashable {
    /// `info`, `note`, `warning`, `tip`, `panel`: a block quote led by this label in bold
    /// (nil: only a `title` parameter, if any, leads it).
    case callout(label: String?)
    /// Any other macro with a body: a block boundary led by its `title` parameter in bold.
    case macro
    /// `status`: the text of its `title` parameter, inline.
    case status
    /// `ac:parameter`, `ac:task-id`: a setting, not shown.
    case parameter
    /// `ac:plain-text-body`: a code block of its character data.
    case plainTextBody
    /// `ac:plain-text-link-body`: the link's text, from its character data.
    case plainTextLinkBody
    /// `ac:link`: its body, or the title of the resource it points to.
    case link
    /// `ac:image`: an image of its `ri:attachment` or `ri:url`.
    case image
    /// `ac:task-list`.
    case taskList
    /// `ac:task`.
    case task
    /// `ac:task-status`: `complete` or `incomplete`, the task's box.
    case taskStatus
    /// `ac:rich-text-body`, `ac:layout` and its sections and cells: flow content, a block
    /// boundary with nothing of its own to keep.
    case body
    /// `ac:link-body`, `ac:task-body`, and a setting element no end tag closed: phrasing
    /// with nothing of its own to keep.
    case inlineBody

    /// Whether the element is a block box.
    var isBlockLevel: Bool {
        switch self {
        case .callout, .macro, .plainTextBody, .taskList, .task, .body: return true
        case .status, .parameter, .plainTextLinkBody, .link, .image, .taskStatus, .inlineBody: return false
        }
    }

    /// Whether the lowering walks the element's children.
    var hasFlowContent: Bool {
        switch self {
        case .callout, .macro, .plainTextBody, .plainTextLinkBody, .link, .taskList, .task, .body, .inlineBody: return true
        case .status, .parameter, .image, .taskStatus: return false
        }
    }

    /// The role of an element named `name` (an `ac:` qualified name) with `attributes`, or
    /// nil when it is not one the storage format gives a meaning to. `hasExplicitEndTag`:
    /// a setting element that nothing closed holds the rest of its parent, so it is shown.
    static func role(named name: String, attributes: [HTMLAttribute], hasExplicitEndTag: Bool) -> StorageFormatRole? {
        switch name {
        case "ac:structured-macro", "ac:macro":
            let macro = attributes.first { $0.name == "ac:name" }.map { ASCIIFolding.lowercased($0.value) } ?? ""
            switch macro {
            case "info": return .callout(label: "Info")
            case "note": return .callout(label: "Note")
            case "warning": return .callout(label: "Warning")
            case "tip": return .callout(label: "Tip")
            case "panel": return .callout(label: nil)
            case "status": return .status
            default: return .macro
            }
        case "ac:parameter", "ac:task-id": return hasExplicitEndTag ? .parameter : .inlineBody
        case "ac:plain-text-body": return .plainTextBody
        case "ac:plain-text-link-body": return .plainTextLinkBody
        case "ac:link": return .link
        case "ac:image": return .image
        case "ac:task-list": return .taskList
        case "ac:task": return .task
        case "ac:task-status": return hasExplicitEndTag ? .taskStatus : .inlineBody
        case "ac:rich-text-body", "ac:layout", "ac:layout-section", "ac:layout-cell": return .body
        case "ac:link-body", "ac:task-body": return .inlineBody
        default: return nil
        }
    }

    /// Whether `name` is in the storage format's `ac:` namespace prefix.
    static func isStorageName(_ name: String) -> Bool {
        name.utf8.starts(with: "ac:".utf8)
    }
}
