import Foundation
import Testing

/// The chat formats on the command line: read with `-f`, written with `-t`, aliases, and the
/// round trip through the binary.
@Suite("chat formats on the command line")
struct ChatCLITests {
    @Test("-f chat -t html reads gonzalezreal/Markup's syntax")
    func chatToHTML() throws {
        let run = try CLITests.run(["-f", "chat", "-t", "html"], stdin: Data("Hello *_world*_\n\n_6*4*8_\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "<p>Hello <strong>_world</strong>_</p>\n<p><em>6*4*8</em></p>\n")
    }

    @Test("-f markup is the chat format")
    func markupAlias() throws {
        let run = try CLITests.run(["-f", "markup", "-t", "text"], stdin: Data("a *b* c\nd\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "a b c\nd\n")
    }

    @Test("-t slack, whatsapp, telegram and chat write Markdown in each flavour")
    func markdownToFlavours() throws {
        let markdown = Data("# Hi\n\n**Bold** [link](https://x.com) and 1.5 + 2.\n".utf8)
        let expected = [
            "chat": "*Hi*\n\n*Bold* link (https://x.com) and 1.5 + 2.\n",
            "slack": "*Hi*\n\n*Bold* <https://x.com|link> and 1.5 + 2.\n",
            "whatsapp": "*Hi*\n\n*Bold* link (https://x.com) and 1.5 + 2.\n",
            "telegram": "*Hi*\n\n*Bold* [link](https://x.com) and 1\\.5 \\+ 2\\.\n",
        ]
        for (format, output) in expected {
            let run = try CLITests.run(["-f", "markdown", "-t", format], stdin: markdown)
            #expect(run.status == 0, "\(format)")
            #expect(run.stdout == output, "\(format)")
        }
    }

    @Test("-f html -t slack turns CMS HTML into a message: heading bold, image its link, table lines")
    func htmlToSlack() throws {
        let html = #"<h2>Big <u>sale</u></h2><p>Get <b>50%</b> off <a href="https://s.example/?a=1&amp;b=2">now</a>!</p>"#
            + #"<img src="https://s.example/x.png" alt="banner"><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>"#
        let run = try CLITests.run(["-f", "html", "-t", "slack"], stdin: Data(html.utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "*Big sale*\n\nGet *50%* off <https://s.example/?a=1&amp;b=2|now>!\n\n<https://s.example/x.png|banner>\n\n*A* | *B*\n1 | 2\n")
    }

    @Test("Slack mrkdwn reads links, tokens and entities")
    func slackToMarkdown() throws {
        let run = try CLITests.run(["-f", "slack", "-t", "markdown"], stdin: Data("<!here> see <https://x.com|the docs> &amp; *ship*\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "\\<!here> see [the docs](https://x.com) & **ship**\n")
    }

    @Test("telegram output read back by -f telegram is the same text")
    func telegramRoundTrip() throws {
        let markdown = Data("Price: *1.5* (approx) — _see_ `a_b`\n".utf8)
        let telegram = try CLITests.run(["-t", "telegram"], stdin: markdown)
        let back = try CLITests.run(["-f", "telegram", "-t", "markdown"], stdin: Data(telegram.stdout.utf8))
        #expect(back.status == 0)
        #expect(back.stdout == "Price: *1.5* (approx) — *see* `a_b`\n")
    }

    @Test("--list-formats lists the chat formats as readable and writable")
    func listed() throws {
        let listing = try CLITests.run(["--list-formats"]).stdout
        for line in ["  chat, markup\n", "  slack, mrkdwn\n", "  whatsapp\n", "  telegram, markdownv2\n"] {
            #expect(listing.components(separatedBy: line).count == 3, "\(line)")
        }
    }
}
