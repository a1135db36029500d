import MarkupConversion
import Testing

/// The README's chat example ("Chat and messaging"), kept compiling and checked.
@Suite("README chat example")
struct ReadmeChatExampleTests {
    @Test("Markdown to Slack and chat markup to HTML give what the README prints")
    func example() throws {
        let converter = MarkupConverter()
        let slack = try converter.convert("**Build** failed: see [log](https://ci.example/42)", from: "markdown", to: "slack").output
        #expect(slack == "*Build* failed: see <https://ci.example/42|log>\n")
        let html = try converter.convert("Build *failed*", from: "chat", to: "html").output
        #expect(html == "<p>Build <strong>failed</strong></p>\n")
    }

    @Test("the registry holds the four chat formats, readable and writable")
    func formats() throws {
        for name in ["chat", "markup", "slack", "mrkdwn", "whatsapp", "telegram", "markdownv2"] {
            let format = try #require(FormatRegistry.standard.format(named: name))
            #expect(format.isReadable && format.isWritable, "\(name)")
        }
    }
}
