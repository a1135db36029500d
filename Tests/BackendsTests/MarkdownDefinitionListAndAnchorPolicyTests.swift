import Backends
import MarkdownFrontend
import MarkupAST
import Testing

/// Definition lists in Markdown (bold terms, `: ` definitions indented two spaces, never
/// four) and the anchor policy (`MarkdownRenderOptions.anchors`), each checked by parsing
/// the output again.
@Suite("Markdown definition lists and anchor policy")
struct MarkdownDefinitionListAndAnchorPolicyTests {
    static func render(_ blocks: [Block], options: MarkdownRenderOptions = MarkdownRenderOptions()) -> String {
        MarkdownRenderer(options: options).render(Document(blocks: blocks))
    }

    static func element(_ name: String, _ blocks: [Block]) -> Block {
        .div(Attributes(elementName: name), blocks)
    }

    static func paragraph(_ text: String) -> Block { .paragraph([.text(text)]) }

    @Test("terms are bold, definitions open with ': ' and keep their paragraphs, lists and code together")
    func definitionList() {
        let list = Self.element("dl", [
            Self.element("dt", [Self.paragraph("alpha")]),
            Self.element("dd", [
                Self.paragraph("first"), Self.paragraph("second"),
                .list(ListStyle(kind: .bullet), [ListItem(blocks: [Self.paragraph("item")])]),
                .codeBlock(info: "", text: "x = 1\n"),
            ]),
        ])
        #expect(Self.render([list]) == "**alpha**\n\n: first\n\n  second\n\n  - item\n\n  ```\n  x = 1\n  ```\n")
    }

    @Test("a definition list inside a definition adds no indentation: nothing re-parses as code")
    func nestedDefinitionLists() {
        let inner = Self.element("dl", [
            Self.element("dt", [Self.paragraph("inner")]),
            Self.element("dd", [Self.paragraph("one"), Self.paragraph("two")]),
        ])
        let outer = Self.element("dl", [Self.element("dt", [Self.paragraph("outer")]), Self.element("dd", [Self.paragraph("text"), inner])])
        let markdown = Self.render([outer])
        let reparsed = MarkdownParser().parse(markdown).document
        #expect(!reparsed.blocks.containsBlock { if case .codeBlock = $0 { return true } else { return false } })
        #expect(markdown.contains("\n  two\n"))
    }

    @Test("a term that is only a link stays a link (a DocBook table of contents)")
    func linkTerms() {
        let list = Self.element("dl", [Self.element("dt", [.paragraph([.link(LinkTarget(destination: "#ch1"), [.text("Chapter 1")])])])])
        #expect(Self.render([list]) == "[Chapter 1](#ch1)\n")
    }

    static let targets: [Block] = [
        .paragraph([.text("See "), .link(LinkTarget(destination: "#b%20c"), [.text("below")]), .text(".")], attributes: Attributes(id: "a")),
        .paragraph([.text("Target.")], attributes: Attributes(id: "b c")),
        .paragraph([.span(Attributes(id: "lonely"), []), .text("Unreferenced.")]),
    ]

    @Test("anchors: all keeps every target, referenced those the document links to (percent-decoded), none nothing")
    func anchorPolicies() {
        let all = Self.render(Self.targets)
        #expect(all.contains("<a id=\"a\"></a>") && all.contains("<a id=\"b c\"></a>") && all.contains("<a id=\"lonely\"></a>"))
        let referenced = Self.render(Self.targets, options: MarkdownRenderOptions(anchors: .referenced))
        #expect(referenced == "See [below](#b%20c).\n\n<a id=\"b c\"></a>Target.\n\nUnreferenced.\n")
        let none = Self.render(Self.targets, options: MarkdownRenderOptions(anchors: .none))
        #expect(!none.contains("<a id"))
    }
}
