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
    private var elementRules: [String: MarkupStyle]
    private var classRules: [String: MarkupStyle]
    private var idRules: [String: MarkupStyle]

    /// A stylesheet with `root` and no rules: everything renders as body text.
    public init(root: RootStyle = RootStyle()) {
        self.root = root
        kindRules = Array(repeating: nil, count: SemanticKind.allCases.count)
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
            case .kind(let kind): kindRules[kind.index] = newValue
            case .element(let name): elementRules[name] = newValue
            case .className(let name): classRules[name] = newValue
            case .id(let name): idRules[name] = newValue
            }
        }
    }

    /// Applies `style` on top of the rule for `target` (fields `style` sets win).
    public mutating func merge(_ style: MarkupStyle, into target: StyleTarget) {
        self[target] = (self[target] ?? MarkupStyle()).applying(style)
    }

    /// Whether any element, class or id rule exists (lets resolution skip the lookups).
    var hasSelectorRules: Bool { !elementRules.isEmpty || !classRules.isEmpty || !idRules.isEmpty }

    func rule(for kind: SemanticKind) -> MarkupStyle? { kindRules[kind.index] }
    func rule(forElement name: String) -> MarkupStyle? { elementRules.isEmpty ? nil : elementRules[name] }
    func rule(forClass name: String) -> MarkupStyle? { classRules.isEmpty ? nil : classRules[name] }
    func rule(forID name: String) -> MarkupStyle? { idRules.isEmpty ? nil : idRules[name] }
}
