/// A formula: TeX source, inline or display.
///
/// **Representation.** The AST has no math case of its own: a formula is an
/// ``Inline/code(_:attributes:)`` holding the TeX verbatim, with the classes `math` and
/// `inline` or `display` (pandoc's HTML convention, `<span class="math inline">`). So every
/// backend keeps the TeX without knowing about math (text and ANSI show it, runs.json marks
/// it as code, the JSON formats write a code mark), and the few that have a math syntax
/// (Markdown's `$…$`, HTML's `\(…\)`) recognise it with ``init(_:)``.
///
/// ```swift
/// let formula = MathFormula(tex: "x^2", isDisplay: false)
/// formula.inline  // .code("x^2", attributes: classes ["math", "inline"])
/// MathFormula(formula.inline) == formula  // true
/// ```
public struct MathFormula: Hashable, Sendable {
    /// The TeX source, without delimiters (`\frac{1}{2}`, not `$\frac{1}{2}$`).
    public var tex: String
    /// Display math (a formula set on its own line) rather than inline math.
    public var isDisplay: Bool

    /// The class every formula carries.
    public static let mathClass = "math"
    /// The class of inline math.
    public static let inlineClass = "inline"
    /// The class of display math.
    public static let displayClass = "display"

    /// Creates a formula.
    public init(tex: String, isDisplay: Bool) {
        self.tex = tex
        self.isDisplay = isDisplay
    }

    /// The formula in `inline`: a code span with the class `math` and `inline` or `display`;
    /// `nil` for anything else.
    public init?(_ inline: Inline) {
        guard case .code(let tex, let attributes) = inline, !attributes.isEmpty else { return nil }
        let classes = attributes.classes
        guard classes.contains(Self.mathClass) else { return nil }
        if classes.contains(Self.displayClass) {
            self.init(tex: tex, isDisplay: true)
        } else if classes.contains(Self.inlineClass) {
            self.init(tex: tex, isDisplay: false)
        } else {
            return nil
        }
    }

    /// The formula as an inline (see the type's documentation).
    public var inline: Inline {
        .code(tex, attributes: Attributes(classes: [Self.mathClass, isDisplay ? Self.displayClass : Self.inlineClass]))
    }

    /// The display formula a paragraph's `inlines` consist of, white space and breaks
    /// around it aside: the paragraph a writer sets as a block of display math (`$$` on
    /// lines of their own, a fenced `math` block). `nil` when anything else is there.
    public static func standaloneDisplay(in inlines: [Inline]) -> MathFormula? {
        var found: MathFormula?
        for inline in inlines {
            switch inline {
            case .softBreak, .hardBreak:
                continue
            case .text(let text) where text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }):
                continue
            default:
                guard found == nil, let formula = MathFormula(inline), formula.isDisplay else { return nil }
                found = formula
            }
        }
        return found
    }
}
