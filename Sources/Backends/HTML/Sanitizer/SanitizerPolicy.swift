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
    public var elements: Set<String>
    /// What happens to particular elements that are not allowed.
    public var disposals: [String: Disposal]
    /// What happens to any other element that is not allowed.
    public var defaultDisposal: Disposal
    /// Attributes allowed on every allowed element, with their value rules.
    public var globalAttributes: [String: AttributeRule]
    /// Attributes allowed on particular elements, with their value rules.
    public var elementAttributes: [String: [String: AttributeRule]]
    /// Which URLs links, images and citations may hold.
    public var urls: URLPolicy
    /// Relations every link gets (merged with any allowed `rel` it has).
    public var linkRelations: [String]
    /// Keep `target="_blank"` on links (only together with `rel="noopener"`, which is then
    /// added); any other target is always removed.
    public var allowsTargetBlank: Bool
    /// Which classes may be kept.
    public var classes: ClassRule
    /// Ids (and `<a name>`) are kept with this prefix, and every same-document `#fragment`
    /// link is rewritten to the prefixed target, so in-page links keep working and no id
    /// can clobber the host page's DOM; `nil` removes ids.
    public var idPrefix: String?
    /// The inline-style properties kept (already parsed into typed values, so no `url()`,
    /// `expression()` or escape can reach the output); empty removes `style`.
    public var styleProperties: Set<CSSProperty>
    /// Which iframes may be kept; `nil` removes every iframe.
    public var iframes: IframePolicy?

    /// Creates a policy; ``default`` and the other presets are the usual starting points.
    public init(
        elements: Set<String>, disposals: [String: Disposal] = [:], defaultDisposal: Disposal = .unwrap,
        globalAttributes: [String: AttributeRule] = [:], elementAttributes: [String: [String: AttributeRule]] = [:],
        urls: URLPolicy = URLPolicy(), linkRelations: [String] = ["nofollow", "noopener", "noreferrer"],
        allowsTargetBlank: Bool = false, classes: ClassRule = ClassRule(), idPrefix: String? = "user-content-",
        styleProperties: Set<CSSProperty> = [], iframes: IframePolicy? = nil
    ) {
        self.elements = elements
        self.disposals = disposals
        self.defaultDisposal = defaultDisposal
        self.globalAttributes = globalAttributes
        self.elementAttributes = elementAttributes
        self.urls = urls
        self.linkRelations = linkRelations
        self.allowsTargetBlank = allowsTargetBlank
        self.classes = classes
        self.idPrefix = idPrefix
        self.styleProperties = styleProperties
        self.iframes = iframes
    }

    /// Whether `element` may be written.
    public func allows(_ element: String) -> Bool {
        elements.contains(element) || (element == "iframe" && iframes != nil)
    }

    /// What happens to `element` when it is not allowed.
    public func disposal(of element: String) -> Disposal {
        disposals[element] ?? defaultDisposal
    }

    /// The rule for attribute `name` on `element`, if it may be kept.
    public func rule(forAttribute name: String, on element: String) -> AttributeRule? {
        elementAttributes[element]?[name] ?? globalAttributes[name]
    }
}
