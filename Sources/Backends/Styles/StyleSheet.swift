/// An app's styling: a root style plus rules from semantic kinds, element names, classes and
/// ids to partial styles. A value: build it once, share it between threads.
///
/// Resolution for each element: start from the enclosing element's resolved style (the root
/// style at the top), then apply the rules that match, least specific first — kind, element,
/// each class, id — and the source's `style=` attribute, before or after the rules as the
/// ``StylePolicy`` says. Fields a rule leaves unset keep the inherited value.
///
/// ```swift
/// var sheet = StyleSheet.default
/// sheet.root.fontSize = 17
/// sheet[.kind(.strong)] = MarkupStyle(fontWeight: 800)
/// sheet[.className("warning")] = MarkupStyle(color: RGBAColor(rgb: 0xB3_5900))
/// ```
public struct StyleSheet: Hashable, Sendable {
    public var root: RootStyle
    private var kindRules: [MarkupStyle?]
    /// Per kind: its rule with the rule of its default element on top (`paragraph` and
    /// `p`), kept up to date on every change, so resolving a node without attributes is
    /// one array read, not a dictionary lookup.
    private var kindWithElementRules: [MarkupStyle?]
    private var elementRules: [String: MarkupStyle]
    /// One bit per (name length mod 8, first byte mod 8) of the element names with a rule:
    /// a name whose bit is clear has none, found without hashing the name. Nodes ask for
    /// their element's rule at every formatting inline, and most names have no rule.
    private var elementNameSignature: UInt64 = 0
    private var classRules: [String: MarkupStyle]
    private var idRules: [String: MarkupStyle]

    /// A stylesheet with `root` and no rules: everything renders as body text.
    public init(root: RootStyle = RootStyle()) {
        self.root = root
        kindRules = Array(repeating: nil, count: SemanticKind.allCases.count)
        kindWithElementRules = kindRules
        elementRules = [:]
        classRules = [:]
        idRules = [:]
    }

    /// The rule for `target`; setting `nil` removes it.
    public subscript(target: StyleTarget) -> MarkupStyle? {
        get {
            switch target {
            case .kind(let kind): return kindRules[kind.index]
            case .element(let name): return elementRules[name]
            case .className(let name): return classRules[name]
            case .id(let name): return idRules[name]
            }
        }
        set {
            switch target {
            case .kind(let kind):
                kindRules[kind.index] = newValue
                updateKindWithElementRule(kind)
            case .element(let name):
                elementRules[name] = newValue
                elementNameSignature = elementRules.keys.reduce(0) { $0 | Self.signatureBit(of: $1) }
                for kind in SemanticKind.allCases where kind.defaultElementName == name { updateKindWithElementRule(kind) }
            case .className(let name): classRules[name] = newValue
            case .id(let name): idRules[name] = newValue
            }
        }
    }

    private mutating func updateKindWithElementRule(_ kind: SemanticKind) {
        let element = kind.defaultElementName.flatMap { elementRules[$0] }
        switch (kindRules[kind.index], element) {
        case (nil, nil): kindWithElementRules[kind.index] = nil
        case (let rule?, nil): kindWithElementRules[kind.index] = rule
        case (nil, let rule?): kindWithElementRules[kind.index] = rule
        case (let rule?, let elementRule?): kindWithElementRules[kind.index] = rule.applying(elementRule)
        }
    }

    /// Applies `style` on top of the rule for `target` (fields `style` sets win).
    public mutating func merge(_ style: MarkupStyle, into target: StyleTarget) {
        self[target] = (self[target] ?? MarkupStyle()).applying(style)
    }

    /// Whether any element, class or id rule exists (lets resolution skip the lookups).
    var hasSelectorRules: Bool { !elementRules.isEmpty || !classRules.isEmpty || !idRules.isEmpty }

    func rule(for kind: SemanticKind) -> MarkupStyle? { kindRules[kind.index] }
    /// The rule for `kind` with the rule of its default element applied.
    func ruleWithDefaultElement(for kind: SemanticKind) -> MarkupStyle? { kindWithElementRules[kind.index] }
    func rule(forElement name: String) -> MarkupStyle? {
        elementNameSignature & Self.signatureBit(of: name) == 0 ? nil : elementRules[name]
    }

    private static func signatureBit(of name: String) -> UInt64 {
        let utf8 = name.utf8
        return 1 << UInt64((utf8.count & 7) << 3 | Int(utf8.first ?? 0) & 7)
    }
    func rule(forClass name: String) -> MarkupStyle? { classRules.isEmpty ? nil : classRules[name] }
    func rule(forID name: String) -> MarkupStyle? { idRules.isEmpty ? nil : idRules[name] }
}
