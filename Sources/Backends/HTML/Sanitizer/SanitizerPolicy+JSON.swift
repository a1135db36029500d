import MarkupAST
import MarkupJSON

extension SanitizerPolicy {
    /// A policy from a JSON file (docs/sanitizer-policy.md, schema
    /// docs/sanitizer-policy.schema.json): a preset it `extends` (`default` unless said;
    /// `strict`, `relaxed`), then changes to it. Unknown keys and ill-typed values are errors
    /// naming their JSON path, so a typo never loosens or tightens a policy silently.
    ///
    /// ```json
    /// {
    ///   "extends": "default",
    ///   "elements": { "add": ["video"], "remove": ["div"] },
    ///   "disposals": { "default": "unwrap", "elements": { "font": "escape" } },
    ///   "attributes": { "elements": { "video": { "src": "url:image", "controls": "boolean" } } },
    ///   "urls": { "addLinkSchemes": ["myapp"], "relative": { "resolve": "https://example.com/" } },
    ///   "links": { "rel": ["nofollow", "noopener"], "targetBlank": true },
    ///   "classes": { "prefixes": ["language-", "hl-"] },
    ///   "ids": { "prefix": "user-content-" },
    ///   "style": ["color", "text-align"],
    ///   "iframes": { "sources": ["https://www.youtube-nocookie.com/embed/"] }
    /// }
    /// ```
    public init(json bytes: some Collection<UInt8>) throws(SanitizerPolicyError) {
        let (value, members) = try JSONField.document(bytes)
        var policy = SanitizerPolicy.default
        if let extends = value["extends"] {
            guard let name = extends.stringValue, let preset = Self.presets[name] else {
                throw SanitizerPolicyError(path: "extends", reason: "expected one of \"strict\", \"default\", \"relaxed\"")
            }
            policy = preset
        }
        for member in members {
            let path = member.name
            switch member.name {
            case "$schema", "extends": continue
            case "elements": try policy.applyElements(member.value, path: path)
            case "disposals": try policy.applyDisposals(member.value, path: path)
            case "attributes": try policy.applyAttributes(member.value, path: path)
            case "urls": try policy.urls.apply(member.value, path: path)
            case "links": try policy.applyLinks(member.value, path: path)
            case "classes": try policy.applyClasses(member.value, path: path)
            case "ids":
                if member.value.isNull {
                    policy.idPrefix = nil
                    continue
                }
                let fields = try JSONField.object(member.value, path: path, keys: ["prefix"])
                if let prefix = fields["prefix"] { policy.idPrefix = try JSONField.string(prefix, path: path + ".prefix") }
            case "style":
                policy.styleProperties = []
                for (index, item) in try JSONField.array(member.value, path: path).enumerated() {
                    let name = try JSONField.string(item, path: "\(path)[\(index)]")
                    guard let property = CSSProperty(rawValue: name) else {
                        throw SanitizerPolicyError(
                            path: "\(path)[\(index)]",
                            reason: "unknown property (properties: \(CSSProperty.allCases.map(\.rawValue).joined(separator: ", ")))"
                        )
                    }
                    policy.styleProperties.insert(property)
                }
            case "iframes": try policy.applyIframes(member.value, path: path)
            default:
                throw SanitizerPolicyError(
                    path: path, reason: "unknown key (extends, elements, disposals, attributes, urls, links, classes, ids, style, iframes)"
                )
            }
        }
        self = policy
    }

    private mutating func applyElements(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        let fields = try JSONField.object(value, path: path, keys: ["allow", "add", "remove"])
        if let allow = fields["allow"] { elements = Set(try JSONField.names(allow, path: path + ".allow")) }
        if let add = fields["add"] { elements.formUnion(try JSONField.names(add, path: path + ".add")) }
        if let remove = fields["remove"] { elements.subtract(try JSONField.names(remove, path: path + ".remove")) }
    }

    private mutating func applyDisposals(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        let fields = try JSONField.object(value, path: path, keys: ["default", "elements"])
        if let value = fields["default"] { defaultDisposal = try JSONField.disposal(value, path: path + ".default") }
        if let value = fields["elements"] {
            for member in try JSONField.object(value, path: path + ".elements") {
                disposals[member.name.lowercased()] = try JSONField.disposal(member.value, path: "\(path).elements.\(member.name)")
            }
        }
    }

    private mutating func applyAttributes(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        let fields = try JSONField.object(value, path: path, keys: ["global", "elements", "remove"])
        if let global = fields["global"] {
            for member in try JSONField.object(global, path: path + ".global") {
                globalAttributes[member.name.lowercased()] = try JSONField.rule(member.value, path: "\(path).global.\(member.name)")
            }
        }
        if let elements = fields["elements"] {
            for element in try JSONField.object(elements, path: path + ".elements") {
                for member in try JSONField.object(element.value, path: "\(path).elements.\(element.name)") {
                    elementAttributes[element.name.lowercased(), default: [:]][member.name.lowercased()] =
                        try JSONField.rule(member.value, path: "\(path).elements.\(element.name).\(member.name)")
                }
            }
        }
        if let remove = fields["remove"] {
            let removals = try JSONField.object(remove, path: path + ".remove", keys: ["global", "elements"])
            if let global = removals["global"] {
                for name in try JSONField.names(global, path: path + ".remove.global") { globalAttributes[name] = nil }
            }
            if let elements = removals["elements"] {
                for element in try JSONField.object(elements, path: path + ".remove.elements") {
                    for name in try JSONField.names(element.value, path: "\(path).remove.elements.\(element.name)") {
                        elementAttributes[element.name.lowercased()]?[name] = nil
                    }
                }
            }
        }
    }

    private mutating func applyLinks(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        let fields = try JSONField.object(value, path: path, keys: ["rel", "targetBlank"])
        if let rel = fields["rel"] { linkRelations = try JSONField.names(rel, path: path + ".rel") }
        if let blank = fields["targetBlank"] { allowsTargetBlank = try JSONField.bool(blank, path: path + ".targetBlank") }
    }

    private mutating func applyClasses(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        let fields = try JSONField.object(value, path: path, keys: ["names", "prefixes", "all"])
        if let names = fields["names"] { classes.names = Set(try JSONField.strings(names, path: path + ".names")) }
        if let prefixes = fields["prefixes"] { classes.prefixes = try JSONField.strings(prefixes, path: path + ".prefixes") }
        if let all = fields["all"] { classes.allowsAll = try JSONField.bool(all, path: path + ".all") }
    }

    private mutating func applyIframes(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        if value.isNull {
            iframes = nil
            return
        }
        let fields = try JSONField.object(value, path: path, keys: ["sources", "sandbox", "allow"])
        var frames = iframes ?? IframePolicy()
        if let sources = fields["sources"] {
            var prefixes: [String] = []
            for (index, item) in try JSONField.array(sources, path: path + ".sources").enumerated() {
                let prefix = try JSONField.string(item, path: "\(path).sources[\(index)]")
                // `https://host/` at least, so a prefix cannot match another host.
                let afterScheme = prefix.lowercased().hasPrefix("https://") ? prefix.dropFirst(8) : ""
                guard let slash = afterScheme.firstIndex(of: "/"), slash > afterScheme.startIndex else {
                    throw SanitizerPolicyError(path: "\(path).sources[\(index)]", reason: "expected an https://host/ prefix ending its host with /")
                }
                prefixes.append(prefix)
            }
            frames.sourcePrefixes = prefixes
        }
        if let sandbox = fields["sandbox"] { frames.sandbox = try JSONField.string(sandbox, path: path + ".sandbox") }
        if let allow = fields["allow"] { frames.allow = try JSONField.string(allow, path: path + ".allow") }
        iframes = frames
    }
}

extension URLPolicy {
    mutating func apply(_ value: JSONValue, path: String) throws(SanitizerPolicyError) {
        let fields = try JSONField.object(
            value, path: path, keys: ["linkSchemes", "addLinkSchemes", "imageSchemes", "addImageSchemes", "imageDataTypes", "relative"]
        )
        if let schemes = fields["linkSchemes"] { linkSchemes = Set(try JSONField.names(schemes, path: path + ".linkSchemes")) }
        if let schemes = fields["addLinkSchemes"] { linkSchemes.formUnion(try JSONField.names(schemes, path: path + ".addLinkSchemes")) }
        if let schemes = fields["imageSchemes"] { imageSchemes = Set(try JSONField.names(schemes, path: path + ".imageSchemes")) }
        if let schemes = fields["addImageSchemes"] { imageSchemes.formUnion(try JSONField.names(schemes, path: path + ".addImageSchemes")) }
        if let types = fields["imageDataTypes"] {
            imageDataTypes = Set(try JSONField.names(types, path: path + ".imageDataTypes"))
            if imageDataTypes.contains("image/svg+xml") {
                throw SanitizerPolicyError(path: path + ".imageDataTypes", reason: "image/svg+xml can carry script and is never allowed")
            }
        }
        for scheme in Self.scriptingSchemes where scheme != "data" && (linkSchemes.contains(scheme) || imageSchemes.contains(scheme)) {
            throw SanitizerPolicyError(path: path, reason: "the \(scheme): scheme runs script or reads local files and is never allowed")
        }
        if let relative = fields["relative"] {
            switch relative.stringValue {
            case "allow"?: self.relative = .allow
            case "deny"?: self.relative = .deny
            default:
                let resolve = try JSONField.object(relative, path: path + ".relative", keys: ["resolve"])
                guard let base = resolve["resolve"]?.stringValue, URLPolicy.scheme(of: base) != nil else {
                    throw SanitizerPolicyError(path: path + ".relative", reason: "expected \"allow\", \"deny\" or {\"resolve\": \"https://absolute/base/\"}")
                }
                self.relative = .resolve(against: base)
            }
        }
    }
}

/// The policy's own value kinds, read as ``JSONField`` reads the common ones.
private extension JSONField {
    /// Element, attribute or scheme names: lower-cased, each a valid name.
    static func names(_ value: JSONValue, path: String) throws(SanitizerPolicyError) -> [String] {
        var result: [String] = []
        for (index, name) in try strings(value, path: path).enumerated() {
            let lowered = name.lowercased()
            guard lowered == "*" || lowered.contains("/") || HTMLElementNames.isValidName(lowered) else {
                throw SanitizerPolicyError(path: "\(path)[\(index)]", reason: "not a valid name")
            }
            result.append(lowered)
        }
        return result
    }

    static func disposal(_ value: JSONValue, path: String) throws(SanitizerPolicyError) -> SanitizerPolicy.Disposal {
        guard let name = value.stringValue, let disposal = SanitizerPolicy.Disposal(rawValue: name) else {
            throw SanitizerPolicyError(path: path, reason: "expected \"drop\", \"unwrap\" or \"escape\"")
        }
        return disposal
    }

    /// `"any"`, `"boolean"`, `"length"`, `"url:link"`, `"url:image"`, `"url:citation"`, an
    /// array of keywords, or `{"integer": [min, max]}`.
    static func rule(_ value: JSONValue, path: String) throws(SanitizerPolicyError) -> AttributeRule {
        let reason = "expected \"any\", \"boolean\", \"length\", \"url:link\", \"url:image\", \"url:citation\", an array of keywords or {\"integer\": [min, max]}"
        switch value.stringValue {
        case "any"?: return .any
        case "boolean"?: return .boolean
        case "length"?: return .length
        case "url:link"?: return .url(.link)
        case "url:image"?: return .url(.image)
        case "url:citation"?: return .url(.citation)
        case nil: break
        default: throw SanitizerPolicyError(path: path, reason: reason)
        }
        if value.arrayValue != nil { return .keywords(Set(try strings(value, path: path))) }
        guard let range = value["integer"]?.arrayValue, range.count == 2, let low = range[0].intValue, let high = range[1].intValue, low <= high else {
            throw SanitizerPolicyError(path: path, reason: reason)
        }
        return .integer(low...high)
    }
}
