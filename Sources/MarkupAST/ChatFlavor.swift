/// A chat markup syntax family: what `ChatFrontend` reads and the chat backend writes.
///
/// The flavour is defined once, here, because the reader and the writer must agree on every
/// rule (the chat backend's output re-parses to the same tree), and the dependency rule
/// keeps them in two modules that share only `MarkupAST`.
///
/// | Flavour | Inline | Blocks | Escapes |
/// | --- | --- | --- | --- |
/// | ``markup`` | `*strong*` `_emphasis_` `~strike~` | paragraphs | U+2060 before a delimiter |
/// | ``slack`` | the same, `` `code` ``, `<url\|text>`, `<url>`, `<!here>`-style tokens | paragraphs, ```` ``` ```` blocks, `>` quotes | `&amp; &lt; &gt;`, U+2060 |
/// | ``whatsapp`` | the same as Markup, `` `code` `` | paragraphs, ```` ``` ```` blocks, `> ` quotes, `- `/`* `/`1. ` lists | U+2060 |
/// | ``telegram`` | `*bold*` `_italic_` `__underline__` `~strike~` `\|\|spoiler\|\|` `` `code` `` `[text](url)` | paragraphs, ```` ```lang ```` blocks, `>` quotes | backslash (MarkdownV2) |
///
/// Every flavour but Telegram follows gonzalezreal/Markup's delimiter rules (see
/// ``ChatCharacterClass``); Telegram follows the Bot API's MarkdownV2, where every unescaped
/// delimiter is markup wherever it stands.
public enum ChatFlavor: String, Hashable, Sendable, CaseIterable {
    /// gonzalezreal/Markup's syntax: `*strong*`, `_emphasis_`, `~strike~`, nothing else.
    case markup
    /// Slack's mrkdwn.
    case slack
    /// WhatsApp's message formatting.
    case whatsapp
    /// Telegram's MarkdownV2 (Bot API `parse_mode`).
    case telegram

    /// Whether delimiters follow the word-boundary rules of gonzalezreal/Markup (a left
    /// delimiter after whitespace, punctuation or the line start and before non-whitespace;
    /// a right delimiter the mirror image). Telegram instead reads every unescaped delimiter.
    public var usesFlankingRules: Bool { self != .telegram }
    /// Whether `` `code` `` spans exist.
    public var hasInlineCode: Bool { self != .markup }
    /// Whether ```` ``` ```` code blocks exist.
    public var hasCodeBlocks: Bool { self != .markup }
    /// Whether a code block keeps a language after its opening fence.
    public var hasCodeLanguage: Bool { self == .telegram }
    /// Whether `>` lines are block quotes.
    public var hasQuotes: Bool { self != .markup }
    /// Whether `- `, `* ` and `1. ` lines are lists.
    public var hasLists: Bool { self == .whatsapp }
    /// Whether links with their own text exist (`<url|text>`, `[text](url)`).
    public var hasLinks: Bool { self == .slack || self == .telegram }
    /// Whether `__underline__` and `||spoiler||` exist.
    public var hasUnderlineAndSpoiler: Bool { self == .telegram }
    /// Whether a backslash escapes the next ASCII character (MarkdownV2).
    public var usesBackslashEscapes: Bool { self == .telegram }
    /// Whether `&amp;`, `&lt;` and `&gt;` stand for `&`, `<` and `>` (Slack).
    public var usesHTMLEntities: Bool { self == .slack }

    /// The invisible escape of the flavours that have no backslash: U+2060 WORD JOINER
    /// directly before an ASCII punctuation character makes that character literal, and the
    /// joiner itself is dropped by the reader. It renders as nothing in every chat client.
    public static let wordJoiner: Unicode.Scalar = "\u{2060}"

    /// The class name of a `span` holding a Telegram spoiler (`||text||`), as Telegram's
    /// own HTML mode names it (`<span class="tg-spoiler">`).
    public static let spoilerClass = "tg-spoiler"
    /// The class name of a `span` holding a Slack token kept as written (`<!here>`,
    /// `<@U123>`, `<#C123|general>`).
    public static let slackTokenClass = "slack-token"
}
