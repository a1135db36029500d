import MarkupAST

/// Resolves styles element by element: the parent's frame, then the stylesheet rules that
/// match (kind, element, classes, id), and the source's inline CSS, ordered by the policy.
/// Shared by the runs.json backend (and any styled backend); a value, safe on any thread.
struct StyleResolver {
    let sheet: StyleSheet
    let policy: StylePolicy
    /// The font families and language tags met so far, which frames name by index.
    let names = StyleNames()

    init(sheet: StyleSheet, policy: StylePolicy) {
        self.sheet = sheet
        self.policy = policy
    }

    /// The frame at the top of the document.
    var rootFrame: StyleFrame {
        let root = sheet.root
        return StyleFrame(
            text: CompactTextStyle(fontSize: root.fontSize, color: root.color), alignment: nil, direction: nil,
            lineHeightMultiple: nil, lineSpacing: nil, wrap: nil, indent: 0
        )
    }

    /// The partial style that applies to an element of `kind` with `attributes`, inside
    /// `parent`: the matching rules and the inline CSS in policy order. Element rules match
    /// the attributes' element name, or else `defaultElement` (the kind's own element when
    /// not given: `p` for a paragraph; `div` or `span` for a generic container).
    func declaredStyle(
        kind: SemanticKind?, attributes: Attributes?, defaultElement: String? = nil, parent: CompactTextStyle
    ) -> MarkupStyle {
        guard let attributes else {
            if let kind, defaultElement == nil { return sheet.ruleWithDefaultElement(for: kind) ?? MarkupStyle() }
            var rules = kind.flatMap { sheet.rule(for: $0) } ?? MarkupStyle()
            if let name = defaultElement, let rule = sheet.rule(forElement: name) { rules.apply(rule) }
            return rules
        }
        var rules: MarkupStyle
        if let kind, attributes.elementName == nil, defaultElement == nil {
            rules = sheet.ruleWithDefaultElement(for: kind) ?? MarkupStyle()
        } else {
            rules = kind.flatMap { sheet.rule(for: $0) } ?? MarkupStyle()
            if let name = attributes.elementName ?? defaultElement ?? kind?.defaultElementName, let rule = sheet.rule(forElement: name) {
                rules.apply(rule)
            }
        }
        if sheet.hasSelectorRules {
            for name in attributes.classes { if let rule = sheet.rule(forClass: name) { rules.apply(rule) } }
            if let id = attributes.id, let rule = sheet.rule(forID: id) { rules.apply(rule) }
        }
        var declared: MarkupStyle
        let declarations = attributes.style.declarations
        if declarations.isEmpty {
            declared = rules
        } else {
            let root = sheet.root.fontSize
            let important = declarations.lazy.filter(\.isImportant)
            let normal = declarations.lazy.filter { !$0.isImportant }
            // The element's own size first: `em` in its other lengths refers to it.
            let winningSize: MarkupStyle.FontSize?
            switch policy {
            case .preferInlineStyle:
                winningSize = MarkupStyle.fontSize(in: declarations, rootFontSize: root) ?? rules.fontSize
            case .preferStyleSheet:
                winningSize = MarkupStyle.fontSize(in: important, rootFontSize: root) ?? rules.fontSize
                    ?? MarkupStyle.fontSize(in: normal, rootFontSize: root)
            }
            let size = Self.size(winningSize, parent: parent.fontSize)
            switch policy {
            case .preferInlineStyle:
                declared = rules
                declared.apply(MarkupStyle(css: declarations, parentFontWeight: parent.fontWeight, rootFontSize: root, elementFontSize: size))
            case .preferStyleSheet:
                // `!important` in the source still beats the stylesheet, as in CSS.
                declared = MarkupStyle(css: normal, parentFontWeight: parent.fontWeight, rootFontSize: root, elementFontSize: size)
                declared.apply(rules)
                if declarations.contains(where: \.isImportant) {
                    declared.apply(MarkupStyle(css: important, parentFontWeight: parent.fontWeight, rootFontSize: root, elementFontSize: size))
                }
            }
        }
        if let direction = attributes["dir"], let value = MarkupStyle.Direction(rawValue: direction.lowercased()) {
            declared.direction = value
        }
        if let lang = attributes["lang"], !lang.isEmpty { declared.lang = lang }
        return declared
    }

    /// `parent` with `declared` applied and `marks` added.
    func frame(_ parent: StyleFrame, applying declared: MarkupStyle, marks: InlineMarks = []) -> StyleFrame {
        var frame = parent
        frame.cacheID = -1
        frame.text.marks.formUnion(marks)
        guard !declared.isEmpty else { return frame }
        var text = frame.text
        let parentSize = parent.text.fontSize
        if let size = declared.fontSize {
            (text.fontSize, frame.fontScale) = resolved(size, parentScale: parent.fontScale)
            text.fontScale = (frame.fontScale * 10_000).rounded() / 10_000
        }
        if let weight = declared.fontWeight { text.fontWeight = min(1000, max(1, weight)) }
        if let italic = declared.italic { text.italic = italic }
        if let monospace = declared.monospace { text.monospace = monospace }
        if let family = declared.fontFamily {
            // The theme's family, or the generic name of the app's own font under a theme without one.
            let themeFamily = text.monospace ? sheet.root.monospaceFontFamily ?? ["monospace"] : sheet.root.fontFamily ?? ["system"]
            text.fontFamily = family == themeFamily || family == ["monospace"] && text.monospace
                ? CompactTextStyle.none : names.index(ofFamily: family)
        }
        if let color = declared.color { text.color = color }
        if let background = declared.background { text.background = background }
        if let underline = declared.underline { text.underline = underline.pattern == .none ? nil : underline }
        if let strike = declared.strikethrough { text.strikethrough = strike.pattern == .none ? nil : strike }
        if let script = declared.script {
            text.script = script
            if declared.baselineOffset == nil {
                let offset = script == .super ? parentSize * 0.35 : -parentSize * 0.2
                text.baselineOffset = (text.baselineOffset ?? 0) + Self.rounded(offset)
            }
        }
        if let offset = declared.baselineOffset { text.baselineOffset = offset == 0 ? nil : Self.rounded(offset) }
        if let kern = declared.kern { text.kern = kern == 0 ? nil : Self.rounded(kern) }
        if let lang = declared.lang { text.lang = names.index(ofLanguage: lang) }
        frame.text = text
        if let value = declared.alignment { frame.alignment = value }
        if let value = declared.direction { frame.direction = value }
        if let value = declared.lineHeightMultiple { frame.lineHeightMultiple = value }
        if let value = declared.lineSpacing { frame.lineSpacing = value }
        if let value = declared.wrap { frame.wrap = value }
        if let indent = declared.indent { frame.indent += indent }
        return frame
    }

    /// The resolved size of an element declaring `size` inside text of `parent` points.
    static func size(_ size: MarkupStyle.FontSize?, parent: Double) -> Double {
        switch size {
        case .points(let points)?: return clampedSize(points)
        case .scale(let scale)?: return clampedSize(parent * scale)
        case nil: return parent
        }
    }

    /// The points and the scale of the base size of an element declaring `size` inside text
    /// at `parentScale` times the base size. Relative sizes multiply the parent's exact scale
    /// (as CSS computes with the parent's exact size), so a chain of `em` never accumulates
    /// rounding; the points are the base size times the scale, to two decimals, and the scale
    /// is written to four.
    func resolved(_ size: MarkupStyle.FontSize, parentScale: Double) -> (points: Double, scale: Double) {
        let base = sheet.root.fontSize
        let exact: Double
        switch size {
        case .points(let points): exact = points / base
        case .scale(let scale): exact = parentScale * scale
        }
        let points = Self.clampedSize(base * exact)
        // A clamped size keeps the scale that gives it.
        let scale = points == Self.rounded(base * exact) ? exact : points / base
        return (points, scale)
    }

    /// Sizes stay within 1…1000 points whatever the CSS says (`font-size: 1e9px`).
    private static func clampedSize(_ size: Double) -> Double {
        guard size.isFinite else { return 16 }
        return rounded(min(1000, max(1, size)))
    }

    /// Two decimals: enough for layout, stable in golden files.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 100).rounded() / 100
    }
}
