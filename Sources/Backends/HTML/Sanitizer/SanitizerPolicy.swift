import MarkupAST

/// What sanitized HTML may contain: the elements, their attributes and values, URLs, link
/// relations, classes, ids, inline styles and iframes. One `Sendable` value, built in code
/// (start from a preset: ``strict``, ``default``, ``relaxed``) or loaded from JSON
/// (``init(json:)``), applied by the HTML writer to the document tree as it serializes it.
///
/// The writer emits only what the policy allows, from the tree, never from input text
/// (sanitizer.md R1): an element the policy does not allow is unwrapped, dropped with its
/// content, or escaped into visible text (``Disposal``); an attribute it does not allow, or
/// whose value fails its ``AttributeRule``, is left out.
///
/// ```swift
/// var policy = SanitizerPolicy.default
/// policy.urls.linkSchemes.insert("myapp")          // deep links
/// policy.urls.relative = .resolve(against: "https://example.com/blog/")
/// let (html, diagnostics) = HTMLSanitizer(policy: policy).sanitize(untrusted)
/// ```
public struct SanitizerPolicy: Hashable, Sendable {
    /// What happens to an element the policy does not allow.
    public enum Disposal: String, Hashable, Sendable, CaseIterable {
        /// Dropped with everything inside it.
        case drop
        /// Its tags are left out, its content kept.
        case unwrap
        /// Its tags are written as visible text (`&lt;font&gt;…&lt;/font&gt;`), its content
        /// kept (bleach's `strip=False`).
        case escape
    }

    /// The elements that may be written, by lower-case name.
    public var elements: Set<String> {
        get { storage.fields.elements }
        set { update { $0.elements = newValue } }
    }

    /// What happens to particular elements that are not allowed.
    public var disposals: [String: Disposal] {
        get { storage.fields.disposals }
        set { update { $0.disposals = newValue } }
    }

    /// What happens to any other element that is not allowed.
    public var defaultDisposal: Disposal {
        get { storage.fields.defaultDisposal }
        set { update { $0.defaultDisposal = newValue } }
    }

    /// Attributes allowed on every allowed element, with their value rules.
    public var globalAttributes: [String: AttributeRule] {
        get { storage.fields.globalAttributes }
        set { update { $0.globalAttributes = newValue } }
    }

    /// Attributes allowed on particular elements, with their value rules.
    public var elementAttributes: [String: [String: AttributeRule]] {
        get { storage.fields.elementAttributes }
        set { update { $0.elementAttributes = newValue } }
    }

    /// Which URLs links, images and citations may hold.
    public var urls: URLPolicy {
        get { storage.fields.urls }
        set { update { $0.urls = newValue } }
    }

    /// Relations every link gets (merged with any allowed `rel` it has).
    public var linkRelations: [String] {
        get { storage.fields.linkRelations }
        set { update { $0.linkRelations = newValue } }
    }

    /// Keep `target="_blank"` on links (only together with `rel="noopener"`, which is then
    /// added); any other target is always removed.
    public var allowsTargetBlank: Bool {
        get { storage.fields.allowsTargetBlank }
        set { update { $0.allowsTargetBlank = newValue } }
    }

    /// Which classes may be kept.
    public var classes: ClassRule {
        get { storage.fields.classes }
        set { update { $0.classes = newValue } }
    }

    /// Ids (and `<a name>`) are kept with this prefix, and every same-document `#fragment`
    /// link is rewritten to the prefixed target, so in-page links keep working and no id
    /// can clobber the host page's DOM; `nil` removes ids.
    public var idPrefix: String? {
        get { storage.fields.idPrefix }
        set { update { $0.idPrefix = newValue } }
    }

    /// The inline-style properties kept (already parsed into typed values, so no `url()`,
    /// `expression()` or escape can reach the output); empty removes `style`.
    public var styleProperties: Set<CSSProperty> {
        get { storage.fields.styleProperties }
        set { update { $0.styleProperties = newValue } }
    }

    /// Which iframes may be kept; `nil` removes every iframe.
    public var iframes: IframePolicy? {
        get { storage.fields.iframes }
        set { update { $0.iframes = newValue } }
    }

    /// Creates a policy; ``default`` and the other presets are the usual starting points.
    public init(
        elements: Set<String>, disposals: [String: Disposal] = [:], defaultDisposal: Disposal = .unwrap,
        globalAttributes: [String: AttributeRule] = [:], elementAttributes: [String: [String: AttributeRule]] = [:],
        urls: URLPolicy = URLPolicy(), linkRelations: [String] = ["nofollow", "noopener", "noreferrer"],
        allowsTargetBlank: Bool = false, classes: ClassRule = ClassRule(), idPrefix: String? = "user-content-",
        styleProperties: Set<CSSProperty> = [], iframes: IframePolicy? = nil
    ) {
        storage = Storage(Fields(
            elements: elements, disposals: disposals, defaultDisposal: defaultDisposal, globalAttributes: globalAttributes,
            elementAttributes: elementAttributes, urls: urls, linkRelations: linkRelations, allowsTargetBlank: allowsTargetBlank,
            classes: classes, idPrefix: idPrefix, styleProperties: styleProperties, iframes: iframes
        ))
    }

    /// The policy's fields.
    struct Fields: Hashable {
        var elements: Set<String>
        var disposals: [String: Disposal]
        var defaultDisposal: Disposal
        var globalAttributes: [String: AttributeRule]
        var elementAttributes: [String: [String: AttributeRule]]
        var urls: URLPolicy
        var linkRelations: [String]
        var allowsTargetBlank: Bool
        var classes: ClassRule
        var idPrefix: String?
        var styleProperties: Set<CSSProperty>
        var iframes: IframePolicy?
    }

    /// The fields behind one reference, so that copying a policy (into options, a renderer,
    /// a closure) is one retain, and what the writer asks per element is computed once.
    /// Written only when uniquely referenced (copy-on-write), so sharing it between threads
    /// is safe.
    ///
    /// The properties are read without dynamic exclusivity checks: a storage is changed only
    /// by ``update(_:)`` while uniquely referenced, so no read can overlap a write, and the
    /// checks cost more than the reads (the writer asks the policy for every element).
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) private(set) var fields: Fields
        /// Per ``StandardElement`` (by raw value): whether the policy allows it.
        @exclusivity(unchecked) private(set) var allowsStandard: [Bool] = []
        /// Whether a link's `title` may be kept.
        @exclusivity(unchecked) private(set) var allowsLinkTitle = false

        init(_ fields: Fields) {
            self.fields = fields
            refresh()
        }

        func update(_ change: (inout Fields) -> Void) {
            change(&fields)
            refresh()
        }

        private func refresh() {
            allowsStandard = StandardElement.allCases.map { allows($0.string) }
            allowsLinkTitle = rule(forAttribute: "title", on: "a") != nil
        }

        // The questions below read the fields they need in place: a method called on
        // ``fields`` itself would copy every field first (a retain and a release each), once
        // per element written.

        /// See ``SanitizerPolicy/allows(_:)``.
        func allows(_ element: String) -> Bool {
            fields.elements.contains(element) || (element == "iframe" && fields.iframes != nil)
        }

        /// See ``SanitizerPolicy/rule(forAttribute:on:)``.
        func rule(forAttribute name: String, on element: String) -> AttributeRule? {
            fields.elementAttributes[element]?[name] ?? fields.globalAttributes[name]
        }
    }

    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        storage.update(change)
    }

    /// Per ``StandardElement`` (by raw value): whether the policy allows it.
    var allowsStandard: [Bool] { storage.allowsStandard }

    /// Whether a link's `title` may be kept (``rule(forAttribute:on:)``, asked once per
    /// policy, not per document or link).
    var allowsLinkTitle: Bool { storage.allowsLinkTitle }

    public static func == (lhs: SanitizerPolicy, rhs: SanitizerPolicy) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// Whether `element` may be written.
    public func allows(_ element: String) -> Bool {
        storage.allows(element)
    }

    /// What happens to `element` when it is not allowed.
    public func disposal(of element: String) -> Disposal {
        disposals[element] ?? defaultDisposal
    }

    /// `url` as ``urls`` allows it for `use` (see ``URLPolicy/cleaned(_:for:)``), read in
    /// place: the ``urls`` getter would copy the URL policy's sets for every URL.
    func cleanedURL(_ url: String, for use: URLPolicy.Use) -> String? {
        storage.fields.urls.cleaned(url, for: use)
    }

    /// The rule for attribute `name` on `element`, if it may be kept.
    public func rule(forAttribute name: String, on element: String) -> AttributeRule? {
        storage.rule(forAttribute: name, on: element)
    }
}
