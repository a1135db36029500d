import HTMLFrontend
import Testing

/// `CSSSelectorList` parsing: every supported form, escapes, and errors with their positions.
@Suite("Selectors: parsing")
struct SelectorParserTests {
    private func compound(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CSSCompoundSelector {
        let list = try CSSSelectorList(text)
        try #require(list.selectors.count == 1 && list.selectors[0].compounds.count == 1, sourceLocation: sourceLocation)
        return list.selectors[0].compounds[0]
    }

    private func attribute(_ text: String) throws -> CSSAttributeSelector? {
        guard case .attribute(let selector)? = try compound(text).conditions.first else { return nil }
        return selector
    }

    @Test("type, universal, class, id and attribute in one compound")
    func compoundParts() throws {
        let parsed = try compound("Div.note#x[data-a]")
        #expect(parsed.type?.name == "Div")
        #expect(parsed.type?.lowercasedName == "div")
        #expect(parsed.type?.tag == .div)
        #expect(parsed.conditions == [.class("note"), .id("x"), .attribute(CSSAttributeSelector(name: "data-a"))])
        #expect(try compound("*") == CSSCompoundSelector())
        #expect(try compound("*.a") == CSSCompoundSelector(conditions: [.class("a")]))
        #expect(try compound("my-element").type?.tag == .unknown)
        #expect(try compound("é").type?.name == "é")
        // Non-ASCII starts an identifier, so this is a descendant selector.
        #expect(try CSSSelectorList("a é").selectors[0].combinators == [.descendant])
    }

    @Test("combinators and lists")
    func combinators() throws {
        let list = try CSSSelectorList("a > b + c ~ d e")
        #expect(list.selectors.count == 1)
        #expect(list.selectors[0].combinators == [.child, .nextSibling, .subsequentSibling, .descendant])
        #expect(list.selectors[0].compounds.map { $0.type?.name } == ["a", "b", "c", "d", "e"])
        let tight = try CSSSelectorList("a>b+c~d")
        #expect(tight.selectors[0].combinators == [.child, .nextSibling, .subsequentSibling])
        let spaced = try CSSSelectorList(" a\t\n b \u{0C}\r\n c ")
        #expect(spaced.selectors[0].combinators == [.descendant, .descendant])
        let several = try CSSSelectorList("a , b,c")
        #expect(several.selectors.map { $0.compounds[0].type?.name } == ["a", "b", "c"])
        #expect(several.text == "a , b,c")
        let commented = try CSSSelectorList("a /* x */ > /**/ b/**/.c")
        #expect(commented.selectors[0].combinators == [.child])
        #expect(commented.selectors[0].compounds[1].conditions == [.class("c")])
    }

    @Test("attribute operators, values and flags", arguments: [
        ("[a]", nil, "", CSSAttributeSelector.CaseSensitivity.standard),
        ("[a=b]", CSSAttributeSelector.Operator.equals, "b", .standard),
        ("[ a ~= \"b c\" ]", .includesWord, "b c", .standard),
        ("[a|=en]", .dashMatch, "en", .standard),
        ("[a^='x y']", .prefix, "x y", .standard),
        ("[a$=z]", .suffix, "z", .standard),
        ("[a*=\"\"]", .substring, "", .standard),
        ("[a=b i]", .equals, "b", .insensitive),
        ("[a=\"b\"I]", .equals, "b", .insensitive),
        ("[a=b s]", .equals, "b", .sensitive),
    ])
    func attributes(text: String, op: CSSAttributeSelector.Operator?, value: String, flag: CSSAttributeSelector.CaseSensitivity) throws {
        let parsed = try #require(try attribute(text))
        #expect(parsed.name == "a")
        #expect(parsed.operator == op)
        #expect(parsed.value == value)
        #expect(parsed.caseSensitivity == flag)
    }

    @Test("attribute names keep their spelling and a lower-cased form")
    func attributeNames() throws {
        let parsed = try #require(try attribute("[viewBox]"))
        #expect(parsed.name == "viewBox")
        #expect(parsed.lowercasedName == "viewbox")
    }

    @Test("pseudo-classes, case-insensitive names, :not of compounds")
    func pseudoClasses() throws {
        #expect(try compound("li:first-child:LAST-CHILD").conditions == [.firstChild, .lastChild])
        #expect(try compound(":only-child:empty").conditions == [.onlyChild, .empty])
        let not = try compound("p:not( .a , #b.c ,span )")
        #expect(not.conditions == [
            .not([
                CSSCompoundSelector(conditions: [.class("a")]),
                CSSCompoundSelector(conditions: [.id("b"), .class("c")]),
                CSSCompoundSelector(type: CSSTypeSelector(name: "span")),
            ]),
        ])
    }

    @Test(":nth-child and :nth-last-child arguments (CSS Syntax 3 §6.2)", arguments: [
        ("odd", 2, 1), ("EVEN", 2, 0), (" 3 ", 0, 3), ("+3", 0, 3), ("-3", 0, -3), ("n", 1, 0), ("N", 1, 0),
        ("-n", -1, 0), ("+n", 1, 0), ("2n", 2, 0), ("2n+1", 2, 1), ("2N-1", 2, -1), ("2n - 1", 2, -1),
        ("2n- 1", 2, -1), ("2n -1", 2, -1), ("-n+3", -1, 3), ("n-1", 1, -1), ("-n-1", -1, -1),
        ("0n+0", 0, 0), ("10n/**/+/**/5", 10, 5),
    ])
    func nthArguments(argument: String, step: Int, offset: Int) throws {
        let expected = CSSNthIndex(step: step, offset: offset)
        #expect(try compound(":nth-child(\(argument))").conditions == [.nthChild(expected)])
        #expect(try compound(":NTH-LAST-CHILD(\(argument))").conditions == [.nthLastChild(expected)])
    }

    @Test("An+B positions", arguments: [
        (CSSNthIndex(step: 2, offset: 1), [1, 3, 5, 7]),
        (CSSNthIndex(step: 2, offset: 0), [2, 4, 6]),
        (CSSNthIndex(step: 0, offset: 3), [3]),
        (CSSNthIndex(step: -1, offset: 3), [1, 2, 3]),
        (CSSNthIndex(step: 3, offset: -1), [2, 5]),
        (CSSNthIndex(step: 1, offset: 5), [5, 6, 7]),
        (CSSNthIndex(step: -2, offset: -1), []),
        (CSSNthIndex(step: 0, offset: 0), []),
        (CSSNthIndex(step: -1, offset: Int.min), []),
        (CSSNthIndex(step: Int.min, offset: 1), [1]),
    ])
    func nthPositions(nth: CSSNthIndex, expected: [Int]) {
        #expect((1...7).filter(nth.matches) == expected)
    }

    @Test("escapes in identifiers and strings (CSS Syntax 3 §4.3.7)", arguments: [
        (".\\31 0", "10"),          // hex escape ends at the space, which it consumes
        (".\\31\t0", "10"),
        (".\\000031", "1"),         // six digits, nothing more read
        (".\\0000310", "10"),
        (".a\\.b", "a.b"),          // any other character stands for itself
        (".\\@x", "@x"),
        (".a\\ b", "a b"),
        (".\\É", "É"),
        (".\\0", "\u{FFFD}"),       // zero, surrogates and past U+10FFFF are U+FFFD
        (".\\D800", "\u{FFFD}"),
        (".\\110000", "\u{FFFD}"),
        (".\\1F600", "😀"),
        (".a\\", "a\u{FFFD}"),      // a backslash at the end
        (".-a", "-a"),
        (".--", "--"),
        (".-\\31", "-1"),
        (".a\u{0}b", "a\u{FFFD}b"),
    ])
    func identifierEscapes(text: String, expected: String) throws {
        #expect(try compound(text).conditions == [.class(expected)])
    }

    @Test("escapes in quoted values")
    func stringEscapes() throws {
        #expect(try attribute("[a=\"x\\\"y\"]")?.value == "x\"y")
        #expect(try attribute("[a='x\\'y']")?.value == "x'y")
        #expect(try attribute("[a=\"x\\\ny\"]")?.value == "xy")      // escaped newline: a continuation
        #expect(try attribute("[a=\"x\\\r\ny\"]")?.value == "xy")
        #expect(try attribute("[a=\"\\41 B\"]")?.value == "AB")
        #expect(try attribute("[a=\"é]\"]")?.value == "é]")
    }

    @Test("errors say what and where", arguments: [
        ("", "expected a selector", 0),
        ("   ", "expected a selector", 3),
        ("div >", "expected a selector after '>'", 5),
        ("div > > p", "expected a selector after '>', found '>'", 6),
        ("div,,p", "expected a selector after ',', found ','", 4),
        ("div,", "expected a selector after ','", 4),
        (",div", "expected a selector, found ','", 0),
        ("a)", "unexpected ')'", 1),
        ("a/**/b", "unexpected 'b'", 5),
        ("[a='it''s']", "expected ']' to close '[' at byte 0", 7),
        (".1a", "expected an identifier after '.'", 0),
        (".-1", "expected an identifier after '.'", 0),
        ("#", "expected an identifier after '#'", 0),
        ("[a", "expected ']' to close '[' at byte 0", 2),
        ("[]", "expected an attribute name after '['", 1),
        ("[a=1]", "expected an identifier or a quoted string after '=' (quote values such as \"10\" or \"a b\")", 3),
        ("[a='b]", "unterminated string", 3),
        ("[a=\"x\ny\"]", "newline inside a quoted string (escape it as \\A)", 5),
        ("[a=b x]", "unknown attribute selector flag 'x' (expected 'i' or 's')", 5),
        ("[a%=b]", "expected ']' or an operator (=, ~=, |=, ^=, $=, *=), found '%'", 2),
        ("[a~b]", "expected '=' after '~'", 3),
        ("[a=b c d]", "unknown attribute selector flag 'c' (expected 'i' or 's')", 5),
        ("p::before", "pseudo-elements ('::name') are not supported", 1),
        ("p:before", "pseudo-elements (':before') are not supported", 1),
        ("a:hover", "unsupported pseudo-class ':hover' (supported: :first-child, :last-child, :only-child, :empty, :nth-child(), :nth-last-child(), :not())", 1),
        ("li:nth-of-type(2)", "unsupported pseudo-class ':nth-of-type()'", 2),
        (":nth-child()", "expected An+B, 'odd' or 'even' in ':nth-child()'", 11),
        (":nth-child(first)", "expected An+B, 'odd' or 'even' in ':nth-child()'", 11),
        (":nth-child(2 n)", "expected ')' after An+B in ':nth-child()', found 'n'", 13),
        (":nth-child(+ n)", "expected An+B, 'odd' or 'even' in ':nth-child()'", 11),
        (":nth-child(- 1)", "expected An+B, 'odd' or 'even' in ':nth-child()'", 11),
        (":nth-child(2n+)", "expected a number after the sign in ':nth-child()'", 14),
        (":nth-child(2n+ -1)", "expected a number after the sign in ':nth-child()'", 15),
        (":nth-child(2n+1 of .x)", "':nth-child(An+B of S)' is not supported", 16),
        (":nth-child(1234567890)", "number too large", 11),
        (":nth-last-child(1", "expected ')' to close ':nth-last-child(' at byte 0", 17),
        (":not", "':not' needs an argument, as in ':not(.a)'", 0),
        ("p:not(:not(a))", "':not()' cannot be nested", 6),
        ("p:not(a b)", "':not()' takes compound selectors (no combinators), found 'b'", 8),
        ("p:not(a", "expected ')' to close ':not(' at byte 1", 7),
        ("p:not()", "expected a selector after ':not(', found ')'", 6),
        ("svg|rect", "namespace prefixes ('ns|name') are not supported", 3),
        ("*|a", "namespace prefixes ('ns|name') are not supported", 1),
        ("[xlink|href]", "namespace prefixes ('ns|name') are not supported", 6),
        ("[*|href]", "namespace prefixes ('*|', 'ns|') are not supported", 1),
        ("a /* x", "unterminated comment", 2),
        (":", "expected a pseudo-class name after ':'", 0),
    ])
    func errors(text: String, message: String, position: Int) {
        do {
            _ = try CSSSelectorList(text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.message == message)
            #expect(error.position == position)
            #expect(error.description == "\(message) (at byte \(position))")
        }
    }

    @Test("lists are values: equal when parsed from equal text")
    func values() throws {
        #expect(try CSSSelectorList("a > .b") == CSSSelectorList("a > .b"))
        #expect(try CSSSelectorList("a > .b") != CSSSelectorList("a .b"))
        let set: Set<CSSSelectorList> = [try CSSSelectorList("a"), try CSSSelectorList("a")]
        #expect(set.count == 1)
    }
}
