import Backends
import MarkupAST

/// What the self-check must prepare in a document before taking its meaning, found in one
/// walk instead of one per question (the check runs over every document written):
/// raw HTML to resolve, embeds to put in their written form (``EmbedsAsWritten``),
/// definition lists to put in theirs (``DefinitionListsAsWritten``).
struct SelfCheckTraits {
    /// Raw HTML somewhere, as a block or an inline (``HTMLFrontend/RawHTMLResolver/containsRawHTML(_:)``).
    private(set) var holdsRawHTML = false
    /// An embed somewhere: a frame, video, audio or object element, as a block or an inline.
    private(set) var holdsMedia = false
    /// A definition list somewhere (``Backends/MarkdownDefinitionList/isDefinitionList(_:)``).
    private(set) var holdsDefinitionList = false

    /// The traits of `blocks` and everything below them.
    init(_ blocks: [Block]) {
        var raw = false
        var media = false
        var definitionList = false
        _ = blocks.containsBlock { block in
            switch block {
            case .raw(.html, _):
                raw = true
            case .div(let attributes, _):
                if EmbeddedMedia.isMediaElement(attributes.elementName) { media = true }
                if !definitionList && MarkdownDefinitionList.isDefinitionList(block) { definitionList = true }
            default:
                break
            }
            let inlines = block.childInlines
            if !inlines.isEmpty && !(raw && media) {
                _ = inlines.containsInline { inline in
                    switch inline {
                    case .raw(.html, _): raw = true
                    case .span(let attributes, _): if EmbeddedMedia.isMediaElement(attributes.elementName) { media = true }
                    default: break
                    }
                    return raw && media
                }
            }
            return raw && media && definitionList
        }
        holdsRawHTML = raw
        holdsMedia = media
        holdsDefinitionList = definitionList
    }
}
