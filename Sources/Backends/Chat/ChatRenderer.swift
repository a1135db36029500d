import MarkupAST

/// Renders a ``MarkupAST/Document`` as chat markup: gonzalezreal/Markup's syntax, Slack
/// mrkdwn, WhatsApp or Telegram MarkdownV2 (``ChatRenderOptions/flavor``).
///
/// The document is first reduced to what the flavour can hold by ``ChatProjection`` (a
/// heading becomes a bold line, an image its link, a table lines, a nested list flat items
/// — see there for every loss), then written so that `ChatParser` reads back exactly that
/// reduced tree: every literal character that would be read as markup is escaped (a
/// backslash in Telegram, `&amp; &lt; &gt;` in Slack, and elsewhere an invisible U+2060
/// WORD JOINER before it).
///
/// ```swift
/// let slack = ChatRenderer(options: ChatRenderOptions(flavor: .slack)).render(document)
/// ```
public typealias ChatRenderer = FormatRenderer<ChatOutput>

/// The chat markup output format behind ``ChatRenderer``.
public enum ChatOutput: OutputWriter {
    public static var defaultOptions: ChatRenderOptions { ChatRenderOptions() }

    public static func render(_ document: Document, options: ChatRenderOptions, diagnostics: inout [Diagnostic]) -> [UInt8] {
        let projected = ChatProjection.project(document, flavor: options.flavor)
        var writer = ChatWriter(flavor: options.flavor)
        writer.write(projected.blocks)
        return writer.output
    }
}
