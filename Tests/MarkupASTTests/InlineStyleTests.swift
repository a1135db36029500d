import MarkupAST
import Testing

@Suite("InlineStyle in the AST")
struct InlineStyleTests {
    private let red = StyleDeclaration(.color(.rgba(RGBAColor(rgb: 0xFF0000))))
    private let bold = StyleDeclaration(.fontWeight(.bold))

    @Test("the dump shows a non-empty style after the other attributes")
    func dump() {
        let attributes = Attributes(elementName: "p", id: "x", classes: ["c"], style: InlineStyle([red, bold]))
        let block = Block.div(attributes, [.paragraph([.span(Attributes(style: InlineStyle([bold])), [.text("t")])])])
        #expect(
            block.dump == """
                div <p> #"x" .\"c\" style={color: #ff0000; font-weight: 700}
                  paragraph
                    span style={font-weight: 700}
                      text "t"

                """)
        #expect(Block.div(Attributes(elementName: "p"), []).dump == "div <p>\n")
    }

    @Test("the existing initializer is unchanged and the style defaults to empty")
    func sourceCompatible() {
        let attributes = Attributes(elementName: "span", id: nil, classes: [], other: [])
        #expect(attributes.style.isEmpty)
        #expect(attributes.style.cssText == "")
    }

    @Test("add() replaces in place, and only an important declaration replaces an important one")
    func cascade() {
        var style = InlineStyle([red, bold])
        let blue = StyleDeclaration(.color(.rgba(RGBAColor(rgb: 0x0000FF))))
        style.add(blue)
        #expect(style.declarations == [blue, bold])
        style.add(StyleDeclaration(red.value, isImportant: true))
        style.add(blue)
        #expect(style.color == .rgba(RGBAColor(rgb: 0xFF0000)))
        style.add(StyleDeclaration(blue.value, isImportant: true))
        #expect(style.color == .rgba(RGBAColor(rgb: 0x0000FF)))
        style.remove(.color)
        #expect(style.declarations == [bold])
        #expect(style[.fontWeight] == bold)
    }

    @Test("typed accessors read their own property only")
    func accessors() {
        let style = InlineStyle([
            StyleDeclaration(.whiteSpace(.pre)), StyleDeclaration(.display(.none)),
            StyleDeclaration(.cssWide(.color, .inherit)),
        ])
        #expect(style.whiteSpace == .pre)
        #expect(style.display == CSSDisplay.none)
        #expect(style.color == nil)
        #expect(style[.color]?.value == .cssWide(.color, .inherit))
        #expect(style.fontSize == nil)
    }

    @Test("cssText writes canonical numbers, quoted names and the decoration shorthand")
    func cssText() {
        let style = InlineStyle([
            StyleDeclaration(.fontSize(.length(CSSLength(10.5, .pt)))),
            StyleDeclaration(.lineHeight(.number(1.0 / 3.0))),
            StyleDeclaration(.fontFamily([.named("Font \"2\""), .named("Arial"), .generic(.monospace), .named("serif")])),
            StyleDeclaration(.letterSpacing(.length(CSSLength(-0.0001, .em)))),
            StyleDeclaration(.textDecorationLine([.underline, .overline])),
            StyleDeclaration(.textDecorationStyle(.solid)),
            StyleDeclaration(.textDecorationColor(.currentColor)),
            StyleDeclaration(.listStyleType(.custom("1st"))),
            StyleDeclaration(.backgroundColor(.rgba(RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)))),
        ])
        #expect(
            style.cssText
                == "font-size: 10.5pt; line-height: 0.3333333333333333; font-family: \"Font \\\"2\\\"\", Arial, monospace, \"serif\"; "
                + "letter-spacing: -0.0001em; text-decoration: underline overline; list-style-type: \\31 st; "
                + "background-color: rgba(0, 0, 0, 0.5)")
    }
}
