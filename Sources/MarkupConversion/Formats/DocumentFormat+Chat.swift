import Backends
import ChatFrontend
import MarkupAST

extension DocumentFormat {
    /// gonzalezreal/Markup's chat syntax: `*strong*`, `_emphasis_`, `~strike~`.
    public static let chat = chatFormat(
        .markup, name: "chat", aliases: ["markup"],
        summary: "chat markup (gonzalezreal/Markup): *strong*, _emphasis_, ~strike~, never inside a word"
    )

    /// Slack's mrkdwn.
    public static let slack = chatFormat(
        .slack, name: "slack", aliases: ["mrkdwn"],
        summary: "Slack mrkdwn: *bold*, _italic_, ~strike~, `code`, ``` blocks, > quotes, <url|text> links"
    )

    /// WhatsApp's message formatting.
    public static let whatsapp = chatFormat(
        .whatsapp, name: "whatsapp", aliases: [],
        summary: "WhatsApp: *bold*, _italic_, ~strike~, `code`, ``` blocks, > quotes, - and 1. lists"
    )

    /// Telegram's MarkdownV2.
    public static let telegram = chatFormat(
        .telegram, name: "telegram", aliases: ["markdownv2"],
        summary: "Telegram MarkdownV2: *bold*, _italic_, __underline__, ~strike~, ||spoiler||, code, [text](url), > quotes"
    )

    /// A chat format entry of `flavor`: read by `ChatParser`, written by `ChatRenderer`.
    private static func chatFormat(_ flavor: ChatFlavor, name: String, aliases: [String], summary: String) -> DocumentFormat {
        DocumentFormat(
            name: name, aliases: aliases, summary: summary,
            makeParser: { _ in ChatParser(options: ChatParseOptions(flavor: flavor)) },
            makeRenderer: { _ in ChatRenderer(options: ChatRenderOptions(flavor: flavor)) }
        )
    }
}
