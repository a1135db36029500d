import MarkdownFrontend
import MarkupAST
import Testing

/// Footnote references point at their definition node inside cmark-gfm, also from inside
/// another definition. The frontend frees converted top-level blocks early (system
/// allocator) but must keep definitions alive until the end: a definition that refers back
/// to an earlier one read freed memory before (found by valgrind; crashed intermittently).
@Suite("footnote definitions referring to each other")
struct FootnoteLifetimeTests {
    @Test("cyclic references between definitions keep their labels", arguments: [false, true])
    func cyclicDefinitions(usesArena: Bool) {
        let markdown = "x[^a] y[^b]\n\n[^a]: see [^b]\n[^b]: see [^a] again\n"
        for _ in 0..<200 {
            let document = MarkdownParser(options: MarkdownParseOptions(usesProcessArena: usesArena)).parse(markdown).document
            #expect(document.dump == """
                document
                  paragraph
                    text "x"
                    footnoteReference "a"
                    text " y"
                    footnoteReference "b"
                  footnoteDefinition "a"
                    paragraph
                      text "see "
                      footnoteReference "b"
                  footnoteDefinition "b"
                    paragraph
                      text "see "
                      footnoteReference "a"
                      text " again"

                """)
        }
    }
}
