import MarkupAST
import Testing

@Suite("InlineBuilder normalizes sequences")
struct InlineBuilderTests {
    @Test("adjacent text merges into one node")
    func mergesText() {
        var builder = InlineBuilder()
        builder.append(.text("a"))
        builder.appendText("b")
        builder.append(.text("c"))
        #expect(builder.build() == [.text("abc")])
    }

    @Test("empty text and empty containers are dropped")
    func dropsEmpty() {
        let result = Inline.normalized([.text(""), .emphasis([]), .strong([.text("x")]), .span(Attributes(), [])])
        #expect(result == [.strong([.text("x")])])
    }

    @Test("text around a non-text node is not merged across it")
    func keepsOrder() {
        let result = Inline.normalized([.text("a"), .softBreak, .text("b"), .text("c")])
        #expect(result == [.text("a"), .softBreak, .text("bc")])
    }
}
