import MarkupAST
import MarkupJSON

extension StyleSheet {
    /// Reads a stylesheet from JSON (the format is documented in docs/stylesheet.md):
    ///
    /// ```json
    /// {"extends": "default",
    ///  "root": {"fontSize": 17, "color": "#102a43"},
    ///  "kinds": {"link": {"color": "#d02030", "underline": "none"}, "strong": {"fontWeight": 800}},
    ///  "elements": {"mark": {"background": "#fff3a0"}},
    ///  "classes": {"price": {"fontWeight": "bold", "color": "#007a33"}},
    ///  "ids": {"title": {"fontSize": "1.75em"}}}
    /// ```
    ///
    /// `extends` is `"default"` (start from `theme`, the app-neutral ``StyleSheet/default``
    /// unless told otherwise; the default) or `"none"` (start from a bare root style: no rules,
    /// nothing but the 16 pt base size). Rules merge field by field into the rules they
    /// extend. Unknown keys and ill-typed values are errors naming their path, so typos never
    /// pass silently. A `policy` (`"html"` or `"stylesheet"`) is checked too;
    /// ``parse(json:extending:)`` returns it.
    public init(json bytes: some Collection<UInt8>, extending theme: StyleSheet = .default) throws(StyleSheetError) {
        self = try Self.parse(json: bytes, extending: theme).styleSheet
    }

    /// A stylesheet file, read once: the stylesheet (on top of `theme` when it extends
    /// `"default"`, as the CLI's `--stylesheet` applies on top of `--theme`) and the
    /// ``StylePolicy`` it asks for (its `policy` key), if any.
    public static func parse(
        json bytes: some Collection<UInt8>, extending theme: StyleSheet = .default
    ) throws(StyleSheetError) -> (styleSheet: StyleSheet, policy: StylePolicy?) {
        let (value, members) = try JSONField.document(bytes)
        var sheet = theme
        var policy: StylePolicy?
        if let extends = value["extends"] {
            switch extends.stringValue {
            case "default"?: break
            case "none"?: sheet = StyleSheet()
            default: throw StyleSheetError(path: "extends", reason: "expected \"default\" or \"none\"")
            }
        }
        for member in members {
            switch member.name {
            case "extends", "$schema": continue
            case "policy":
                guard let name = member.value.stringValue, let value = StylePolicy(rawValue: name) else {
                    throw StyleSheetError(path: "policy", reason: "expected \"html\" or \"stylesheet\"")
                }
                policy = value
            case "root": try sheet.root.apply(json: member.value, path: "root")
            case "kinds":
                for (name, style) in try Self.entries(member.value, path: "kinds") {
                    guard let kind = SemanticKind(rawValue: name) else {
                        throw StyleSheetError(
                            path: "kinds.\(name)",
                            reason: "unknown kind (kinds: \(SemanticKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                        )
                    }
                    sheet.merge(try MarkupStyle(json: style, path: "kinds.\(name)"), into: .kind(kind))
                }
            case "elements":
                for (name, style) in try Self.entries(member.value, path: "elements") {
                    sheet.merge(try MarkupStyle(json: style, path: "elements.\(name)"), into: .element(name.lowercased()))
                }
            case "classes":
                for (name, style) in try Self.entries(member.value, path: "classes") {
                    sheet.merge(try MarkupStyle(json: style, path: "classes.\(name)"), into: .className(name))
                }
            case "ids":
                for (name, style) in try Self.entries(member.value, path: "ids") {
                    sheet.merge(try MarkupStyle(json: style, path: "ids.\(name)"), into: .id(name))
                }
            default:
                throw StyleSheetError(path: member.name, reason: "unknown key (root, kinds, elements, classes, ids, extends, policy)")
            }
        }
        return (sheet, policy)
    }

    private static func entries(_ value: JSONValue, path: String) throws(StyleSheetError) -> [(String, JSONValue)] {
        guard let members = value.objectValue else { throw StyleSheetError(path: path, reason: "expected an object of rules") }
        return members.map { ($0.name, $0.value) }
    }
}

extension RootStyle {
    mutating func apply(json value: JSONValue, path: String) throws(StyleSheetError) {
        guard let members = value.objectValue else { throw StyleSheetError(path: path, reason: "expected an object") }
        for member in members {
            let field = "\(path).\(member.name)"
            switch member.name {
            case "theme": theme = try JSONField.string(member.value, path: field)
            case "fontSize":
                let size = try JSONField.number(member.value, path: field)
                guard size >= 1 && size <= 1000 else { throw StyleSheetError(path: field, reason: "expected a size in points, 1…1000") }
                fontSize = size
            case "fontFamily": fontFamily = try JSONField.families(member.value, path: field)
            case "monospaceFontFamily": monospaceFontFamily = try JSONField.families(member.value, path: field)
            case "color": color = try JSONField.color(member.value, path: field)
            case "background": background = try JSONField.color(member.value, path: field)
            case "linkColor": linkColor = try JSONField.color(member.value, path: field)
            default:
                throw StyleSheetError(
                    path: field, reason: "unknown key (theme, fontSize, fontFamily, monospaceFontFamily, color, background, linkColor)"
                )
            }
        }
    }
}
