import TestSupport

/// Seeded HTML and Markdown snippets of about 300 bytes, like the API payloads apps render:
/// styled spans, links, lists, headings, entities, CJK, emoji, misnested and unclosed tags.
struct SnippetGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private static let words = [
        "sale", "today", "price", "新着", "お知らせ", "👍", "👩‍👩‍👧", "🇯🇵", "café", "e\u{301}", "naïve", "AT&amp;T",
        "&lt;Congratulation!&gt;", "<Hot>", "5 &gt; 3", "&copy;", "x&nbsp;y", "Привет", "مرحبا", "데이터",
    ]
    private static let colors = ["#f00", "#336699", "rgb(10, 20, 30)", "rgba(0,0,0,.5)", "red", "teal"]

    mutating func word() -> String { Self.words[Int(random.next() % UInt64(Self.words.count))] }

    mutating func number(_ limit: Int) -> Int { Int(random.next() % UInt64(limit)) }

    /// An HTML snippet numbered `index` (the number makes every snippet different).
    mutating func html(_ index: Int) -> String {
        var parts: [String] = ["<p>#\(index) "]
        while parts.joined().utf8.count < 280 {
            let word = word()
            switch number(12) {
            case 0: parts.append("<b>\(word)</b> ")
            case 1: parts.append("<i>\(word) <b>\(word)</i></b> ")
            case 2: parts.append("<span style=\"color:\(Self.colors[number(Self.colors.count)]);font-size:\(10 + number(20))px\">\(word)</span> ")
            case 3: parts.append("<a href=\"https://example.com/\(index)\">\(word)</a> ")
            case 4: parts.append("<br>")
            case 5: parts.append("</p><ul><li>\(word)<li>\(word) <u>\(word)</u></ul><p>")
            case 6: parts.append("</p><h\(1 + number(6))>\(word)</h\(1 + number(6))><p>")
            case 7: parts.append("<img src=\"i\(index).png\" alt=\"\(word)\" width=\"\(number(300))\"> ")
            case 8: parts.append("<span class=\"price\" style=\"font-weight:bolder\">\(word)</span> ")
            case 9: parts.append("<code>\(word)</code> ")
            case 10: parts.append("<font color=\"#ff0000\" size=\"+1\">\(word)</font> ")
            default: parts.append("\(word) ")
            }
        }
        return parts.joined()
    }

    /// A Markdown snippet numbered `index`.
    mutating func markdown(_ index: Int) -> String {
        var parts: [String] = ["#\(index) "]
        while parts.joined().utf8.count < 280 {
            let word = word()
            switch number(9) {
            case 0: parts.append("**\(word)** ")
            case 1: parts.append("*\(word)* ")
            case 2: parts.append("[\(word)](https://example.com/\(index)) ")
            case 3: parts.append("\n\n- \(word)\n- [x] \(word)\n\n")
            case 4: parts.append("\n\n## \(word)\n\n")
            case 5: parts.append("`\(word)` ")
            case 6: parts.append("~~\(word)~~ ")
            case 7: parts.append("\n\n| a | b |\n|:-|-:|\n| \(word) | \(index) |\n\n")
            default: parts.append("\(word) ")
            }
        }
        return parts.joined()
    }
}
