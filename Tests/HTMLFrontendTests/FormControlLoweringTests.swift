import HTMLFrontend
import MarkupAST
import Testing

/// Form controls keep the text a browser shows in them.
@Suite("Lowering: form controls")
struct FormControlLoweringTests {
    private func text(_ html: String) -> String? {
        Lowered.inlines(html).map { Inline.plainText(of: $0) }
    }

    @Test("inputs show their value or label", arguments: [
        ("<input value=v>", "v"), ("<input type=text value=v>", "v"), ("<input type=email value=e@x>", "e@x"),
        ("<input type=submit>", "Submit"), ("<input type=reset>", "Reset"), ("<input type=submit value=Send>", "Send"),
        ("<input type=button value=B>", "B"), ("<input type=image alt=Go>", "Go"),
        ("<input type=checkbox>", "\u{2610}"), ("<input type=checkbox checked>", "\u{2611}"),
        ("<input type=radio>", "\u{25CB}"), ("<input type=RADIO checked>", "\u{25C9}"),
    ])
    func inputs(html: String, shown: String) {
        #expect(text("x" + html) == "x" + shown)
    }

    @Test("hidden, password, file, color and range inputs show nothing", arguments: ["hidden", "password", "file", "color", "range"])
    func silentInputs(type: String) {
        #expect(text("x<input type=\(type) value=secret>") == "x")
    }

    @Test("an input keeps its attributes in a span")
    func inputSpan() {
        #expect(Lowered.inlines("<input name=n value=v>") == [
            .span(Attributes(elementName: "input", other: [.init(name: "name", value: "n"), .init(name: "value", value: "v")]), [.text("v")]),
        ])
    }

    @Test("select shows its selected option, else its first")
    func select() {
        #expect(text("<select><option>A<option selected>B</select>") == "B")
        #expect(text("<select><optgroup label=g><option> first  one <option>b</optgroup></select>") == "first one")
        #expect(text("<select><option label=L>text</select>") == "L")
        #expect(Lowered.blocks("<select></select>") == [])
    }

    @Test("textarea and button show their content")
    func textareaAndButton() {
        #expect(text("<textarea>a\nb</textarea>") == "a\nb")
        #expect(text("<button>Go <b>now</b></button>") == "Go now")
    }
}
