import MarkupAST
import Testing
@testable import HTMLFrontend

@Suite("CSS longhand values")
struct CSSPropertyValueTests {
    private func value(_ declaration: String) -> StyleValue? {
        parseStyle(declaration).style.declarations.first?.value
    }

    private func isInvalid(_ declaration: String) -> Bool {
        let (style, diagnostics) = parseStyle(declaration)
        return style.isEmpty && diagnostics.map(\.code) == ["css-invalid-declaration"]
    }

    @Test("font-size: lengths in every unit, percentages, keywords")
    func fontSize() {
        #expect(value("font-size: 14px") == .fontSize(.length(CSSLength(14, .px))))
        #expect(value("font-size: 10.5PT") == .fontSize(.length(CSSLength(10.5, .pt))))
        #expect(value("font-size: 1.2em") == .fontSize(.length(CSSLength(1.2, .em))))
        #expect(value("font-size: .875rem") == .fontSize(.length(CSSLength(0.875, .rem))))
        #expect(value("font-size: 120%") == .fontSize(.length(CSSLength(120, .percent))))
        #expect(value("font-size: 0") == .fontSize(.length(CSSLength(0, .px))))
        for unit in CSSLength.Unit.allCases where unit != .percent {
            #expect(value("font-size: 2\(unit.rawValue)") == .fontSize(.length(CSSLength(2, unit))), "\(unit)")
        }
        for keyword in CSSFontSize.Keyword.allCases {
            #expect(value("font-size: \(keyword.rawValue.uppercased())") == .fontSize(.keyword(keyword)))
        }
        for invalid in ["font-size: -1px", "font-size: 12", "font-size: 12 px", "font-size: 12furlongs", "font-size: big", "font-size: 1px 2px"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }

    @Test("lengths convert to pixels for absolute units")
    func pixels() {
        #expect(CSSLength(12, .pt).pixels == 16)
        #expect(CSSLength(1, .in).pixels == 96)
        #expect(CSSLength(2.54, .cm).pixels == 96)
        #expect(CSSLength(1, .pc).pixels == 16)
        #expect(CSSLength(1, .em).pixels == nil)
        #expect(CSSFontSize.Keyword.xxxLarge.scaleFromMedium == 3)
    }

    @Test("font-weight: numbers 1–1000 and keywords")
    func fontWeight() {
        #expect(value("font-weight: bold") == .fontWeight(.number(700)))
        #expect(value("font-weight: normal") == .fontWeight(.number(400)))
        #expect(value("font-weight: bolder") == .fontWeight(.bolder))
        #expect(value("font-weight: Lighter") == .fontWeight(.lighter))
        #expect(value("font-weight: 100") == .fontWeight(.number(100)))
        #expect(value("font-weight: 1000") == .fontWeight(.number(1000)))
        #expect(value("font-weight: 1") == .fontWeight(.number(1)))
        #expect(value("font-weight: 650.4") == .fontWeight(.number(650)))
        for invalid in ["font-weight: 0", "font-weight: 1001", "font-weight: heavy", "font-weight: 700px", "font-weight: -5"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }

    @Test("font-style: normal, italic, oblique with an optional angle")
    func fontStyle() {
        #expect(value("font-style: italic") == .fontStyle(.italic))
        #expect(value("font-style: NORMAL") == .fontStyle(.normal))
        #expect(value("font-style: oblique") == .fontStyle(.oblique(degrees: nil)))
        #expect(value("font-style: oblique 10deg") == .fontStyle(.oblique(degrees: 10)))
        #expect(value("font-style: oblique -0.25turn") == .fontStyle(.oblique(degrees: -90)))
        for invalid in ["font-style: oblique 91deg", "font-style: oblique 10px", "font-style: italic 10deg", "font-style: slanted"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }

    @Test("font-family: strings, identifier sequences, generics")
    func fontFamily() {
        #expect(
            value("font-family: Arial, 'Helvetica Neue',  Times   New  Roman, sans-serif")
                == .fontFamily([.named("Arial"), .named("Helvetica Neue"), .named("Times New Roman"), .generic(.sansSerif)]))
        #expect(value("font-family: \"serif\"") == .fontFamily([.named("serif")]))
        #expect(value("font-family: SERIF") == .fontFamily([.generic(.serif)]))
        #expect(value("font-family: serif Pro") == .fontFamily([.named("serif Pro")]))
        #expect(value("font-family: system-ui, ui-monospace") == .fontFamily([.generic(.systemUI), .generic(.uiMonospace)]))
        #expect(value("font-family: 微软雅黑") == .fontFamily([.named("微软雅黑")]))
        for invalid in [
            "font-family: Arial,", "font-family: , Arial", "font-family: Arial,, serif", "font-family: 12px",
            "font-family: default", "font-family: Arial, inherit", "font-family: 'a' 'b'",
        ] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
        #expect(css("font-family: 'Times New Roman', 'Font 2', \"default\", 'sans-serif'")
            == "font-family: Times New Roman, \"Font 2\", \"default\", \"sans-serif\"")
    }

    @Test("line-height: normal, numbers, lengths, percentages")
    func lineHeight() {
        #expect(value("line-height: normal") == .lineHeight(.normal))
        #expect(value("line-height: 1.5") == .lineHeight(.number(1.5)))
        #expect(value("line-height: 0") == .lineHeight(.number(0)))
        #expect(value("line-height: 20px") == .lineHeight(.length(CSSLength(20, .px))))
        #expect(value("line-height: 150%") == .lineHeight(.length(CSSLength(150, .percent))))
        for invalid in ["line-height: -1", "line-height: -2px", "line-height: tall"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
    }

    @Test("letter-spacing and word-spacing: normal or a possibly negative length")
    func spacing() {
        #expect(value("letter-spacing: normal") == .letterSpacing(.normal))
        #expect(value("letter-spacing: -0.5px") == .letterSpacing(.length(CSSLength(-0.5, .px))))
        #expect(value("word-spacing: 0.3em") == .wordSpacing(.length(CSSLength(0.3, .em))))
        #expect(value("word-spacing: 0") == .wordSpacing(.length(CSSLength(0, .px))))
        #expect(isInvalid("letter-spacing: 2"))
        #expect(isInvalid("word-spacing: wide"))
    }

    @Test("text-align, text-transform, white-space, display: every keyword")
    func keywordProperties() {
        for align in CSSTextAlign.allCases {
            #expect(value("text-align: \(align.rawValue)") == .textAlign(align))
        }
        for transform in CSSTextTransform.allCases {
            #expect(value("text-transform: \(transform.rawValue)") == .textTransform(transform))
        }
        for whiteSpace in CSSWhiteSpace.allCases {
            #expect(value("white-space: \(whiteSpace.rawValue)") == .whiteSpace(whiteSpace))
        }
        for display in CSSDisplay.allCases {
            #expect(value("display: \(display.rawValue.uppercased())") == .display(display))
        }
        #expect(isInvalid("text-align: middle"))
        #expect(isInvalid("white-space: pre pre"))
        #expect(isInvalid("display: blocky"))
        #expect(CSSWhiteSpace.preLine.preservesNewlines && !CSSWhiteSpace.preLine.preservesSpaces)
        #expect(CSSDisplay.listItem.isBlockLevel && !CSSDisplay.inlineBlock.isBlockLevel)
    }

    @Test("vertical-align: keywords and lengths")
    func verticalAlign() {
        #expect(value("vertical-align: super") == .verticalAlign(.keyword(.super)))
        #expect(value("vertical-align: SUB") == .verticalAlign(.keyword(.sub)))
        #expect(value("vertical-align: baseline") == .verticalAlign(.keyword(.baseline)))
        #expect(value("vertical-align: text-top") == .verticalAlign(.keyword(.textTop)))
        #expect(value("vertical-align: -3px") == .verticalAlign(.length(CSSLength(-3, .px))))
        #expect(value("vertical-align: 20%") == .verticalAlign(.length(CSSLength(20, .percent))))
        #expect(isInvalid("vertical-align: up"))
    }

    @Test("text-decoration-line and text-decoration-style")
    func decorationLonghands() {
        #expect(value("text-decoration-line: underline") == .textDecorationLine(.underline))
        #expect(value("text-decoration-line: line-through underline") == .textDecorationLine([.underline, .lineThrough]))
        #expect(value("text-decoration-line: none") == .textDecorationLine(.none))
        #expect(value("text-decoration-line: overline blink") == .textDecorationLine([.overline, .blink]))
        #expect(value("text-decoration-style: wavy") == .textDecorationStyle(.wavy))
        for invalid in ["text-decoration-line: underline underline", "text-decoration-line: none underline", "text-decoration-style: zigzag"] {
            #expect(isInvalid(invalid), "\(invalid)")
        }
        #expect(css("text-decoration-line: underline line-through") == "text-decoration-line: underline line-through")
    }

    @Test("list-style-type: predefined, none, strings, custom names")
    func listStyleType() {
        #expect(value("list-style-type: disc") == .listStyleType(.predefined(.disc)))
        #expect(value("list-style-type: Lower-Roman") == .listStyleType(.predefined(.lowerRoman)))
        #expect(value("list-style-type: none") == .listStyleType(.none))
        #expect(value("list-style-type: '→ '") == .listStyleType(.string("→ ")))
        #expect(value("list-style-type: thumbs") == .listStyleType(.custom("thumbs")))
        for predefined in CSSListStyleType.Predefined.allCases {
            #expect(value("list-style-type: \(predefined.rawValue)") == .listStyleType(.predefined(predefined)))
        }
        #expect(isInvalid("list-style-type: default"))
        #expect(isInvalid("list-style-type: 3"))
    }

    @Test("numbers: signs, fractions, exponents, overflow")
    func numbers() {
        #expect(value("font-size: +1.5E1px") == .fontSize(.length(CSSLength(15, .px))))
        #expect(value("letter-spacing: -.5e-1em") == .letterSpacing(.length(CSSLength(-0.05, .em))))
        #expect(value("line-height: 1e3") == .lineHeight(.number(1000)))
        #expect(value("line-height: 0.1") == .lineHeight(.number(0.1)))
        if case .lineHeight(.number(let big))? = value("line-height: 123456789012345678901234567890") {
            #expect(abs(big / 1.2345678901234568e29 - 1) < 1e-15)
        } else {
            Issue.record("a 30-digit number did not parse")
        }
        #expect(isInvalid("font-size: 1e999px"))
        #expect(css("line-height: 1e999999999999") == "")
        #expect(css("line-height: 0.00001") == "line-height: 1e-05")
        #expect(css("letter-spacing: -0px") == "letter-spacing: 0px")
        #expect(css("line-height: 1e20") == "line-height: 1e+20")
    }
}
