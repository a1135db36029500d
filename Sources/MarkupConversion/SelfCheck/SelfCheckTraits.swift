import Backends
import HTMLFrontend
import MarkupAST

/// What the self-check must prepare in a document before taking its meaning, found in one
/// walk instead of one per question (the check runs over every document written), with the
/// tests the passes themselves make: raw HTML to resolve (``HTMLFrontend/RawHTMLResolver/isRawHTML(_:)``),
/// embeds to put in their written form (``EmbedsAsWritten/isEmbed(_:)``), definition
/// lists to put in theirs (``Backends/MarkdownDefinitionList/isDefinitionList(_:)``).
struct SelfCheckTraits {
    /// Raw HTML somewhere, as a block or an inline.
    let holdsRawHTML: Bool
    /// An embed somewhere (an element ``MarkupAST/EmbeddedMedia/isMediaElement(_:)`` names),
    /// as a block or an inline.
    let holdsMedia: Bool
    /// A definition list somewhere.
    let holdsDefinitionList: Bool

    /// The traits of `blocks` and everything below them.
    init(_ blocks: [Block]) {
        var raw = false
        var media = false
        var definitionList = false
        _ = blocks.containsBlock { block in
            if !raw && RawHTMLResolver.isRawHTML(block) { raw = true }
            if !media && EmbedsAsWritten.isEmbed(block) { media = true }
            if !definitionList && MarkdownDefinitionList.isDefinitionList(block) { definitionList = true }
            let inlines = block.childInlines
            if !inlines.isEmpty && !(raw && media) {
                _ = inlines.containsInline { inline in
                    if !raw && RawHTMLResolver.isRawHTML(inline) { raw = true }
                    if !media && EmbedsAsWritten.isEmbed(inline) { media = true }
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
