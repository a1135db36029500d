import Backends
import MarkupAST
import MarkupConversion
import Testing

/// The README's `MarkupConversion` example, kept compiling and checked.
@Suite("README conversion example")
struct ReadmeConversionExampleTests {
    @Test("the one-call example gives the styles the README describes")
    func example() {
        var sheet = StyleSheet.default
        sheet.root.fontSize = 17
        sheet[.kind(.link)] = MarkupStyle(color: RGBAColor(rgb: 0xD02030), underline: TextDecoration(.none))
        sheet[.className("price")] = MarkupStyle(fontWeight: 700)
        let converter = MarkupConverter(styleSheet: sheet, policy: .preferStyleSheet)

        let runs = converter.runs(#"<p>Now <span class="price" style="color:red">€5</span></p>"#, from: .html)
        #expect(runs.runs.map(\.text) == ["Now ", "€5"])
        #expect(runs.runs[1].range.start.utf16 == 4)
        let price = runs.styles[runs.runs[1].style]
        #expect(price.fontWeight == 700)
        #expect(price.color?.hexString == "#ff0000")   // the stylesheet sets no colour: style= fills it
        #expect(runs.styles[runs.runs[0].style].color == nil)   // the neutral default colours nothing else
        #expect(runs.styles[runs.runs[0].style].fontSize == 17)

        let json = converter.convert("# Title\n\nSome *text*", from: .markdown, to: .runsJSON)
        #expect(json.output.hasPrefix("{\"format\":\"mconv.runs\",\"version\":\"2.0\""))
        let markdown = converter.convert("<h1>Title</h1>", from: .html, to: .markdown)
        #expect(markdown.output == "# Title\n")
        #expect(markdown.diagnostics.isEmpty)
    }
}
