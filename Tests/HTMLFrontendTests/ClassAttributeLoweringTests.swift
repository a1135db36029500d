import HTMLFrontend
import MarkupAST
import Testing
import TestSupport

/// `class` values are split into classes at HTML white space (space, tab, line feed, form
/// feed, carriage return), in one pass over their bytes.
@Suite("Lowering: class attributes")
struct ClassAttributeLoweringTests {
    @Test("a class value becomes its words, in order, whatever white space separates them", arguments: [
        ("one", ["one"]),
        (" one ", ["one"]),
        ("one two", ["one", "two"]),
        ("\tone\n\u{0C}two\r three  ", ["one", "two", "three"]),
        ("é ü-ß", ["é", "ü-ß"]),
        ("", []),
        (" \t\n", []),
    ])
    func splitsAtWhiteSpace(value: String, expected: [String]) {
        let blocks = Lowered.blocks("<div class=\"\(value)\"><p>x</p></div>")
        let classes: [String] = blocks.first.map { block in
            if case .div(let attributes, _) = block { return attributes.classes }
            return block.attributes.classes
        } ?? []
        #expect(classes == expected, "\(value.debugDescription): \(blocks)")
    }
}
