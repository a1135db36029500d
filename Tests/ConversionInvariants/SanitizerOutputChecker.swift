import Backends
import Foundation
import HTMLFrontend
import MarkupAST
import MarkupConversion

/// Checks one sanitizer output against its policy, as SanitizerVectorTests (the attack
/// corpus) and the fuzz targets (scripts/fuzz.sh) both need it:
///
/// - **inert**: the output, parsed again as a browser would (scripting on), holds only
///   elements and attributes the policy allows, no event handler, no `style` the policy
///   does not allow, and no URL with a scheme the policy does not allow;
/// - **idempotent**: sanitizing the output again gives the same bytes (for input that is
///   not HTML: the HTML it gives is sanitized once, then must be a fixed point, with the
///   same elements and words);
/// - **stable on re-parse**: the tree our parser builds from the output has exactly the
///   elements, nesting and attributes the output's tags say.
package struct SanitizerOutputChecker {
    package let policy: SanitizerPolicy
    package let converter: MarkupConverter

    package init(policy: SanitizerPolicy) {
        self.policy = policy
        var options = ConversionOptions()
        options.htmlOutput.sanitizer = policy
        converter = MarkupConverter(options: options)
    }

    /// Every problem of `source` through each preset (default, strict, relaxed), each named
    /// by its preset; empty when it passes under all three.
    package static func problemsUnderEveryPreset(for source: String, isMarkdown: Bool) -> [String] {
        let presets: [(name: String, policy: SanitizerPolicy)] = [("default", .default), ("strict", .strict), ("relaxed", .relaxed)]
        return presets.flatMap { preset in
            SanitizerOutputChecker(policy: preset.policy).problems(for: source, isMarkdown: isMarkdown).map { "\(preset.name): \($0)" }
        }
    }

    /// Every problem of `source` through the sanitizer; empty when it passes.
    package func problems(for source: String, isMarkdown: Bool) -> [String] {
        let output = converter.convert(source, from: isMarkdown ? .markdown : .html, to: .html).output
        return problems(inOutput: output, fromHTML: !isMarkdown)
    }

    /// Every problem of `output`, the sanitized HTML this checker's policy wrote from some
    /// input (`fromHTML`: HTML input, else Markdown or any other format); empty when it passes.
    ///
    /// With `sameElements` off, sanitizing the HTML written from other input must keep its
    /// words but may drop elements: the writer writes what the tree holds, including empty
    /// elements (`<p></p>`, a `<span>` around white space) and edge white space that the
    /// HTML reader drops as it reads (smart constructors drop empty containers, DESIGN §2),
    /// which changes neither the text nor anything the policy guards. The attack corpus
    /// (SanitizerVectorTests) has none and checks elements too; fuzzing finds such trees.
    /// Idempotence is then checked outside white space (``equalOutsideWhiteSpace(_:_:)``).
    package func problems(inOutput written: String, fromHTML: Bool, sameElements: Bool = true) -> [String] {
        var problems: [String] = []
        var output = written
        if !fromHTML {
            // The Markdown's HTML, sanitized as HTML: the same elements and words.
            let again = converter.convert(output, from: .html, to: .html).output
            let changed = sameElements ? Self.shape(of: again) != Self.shape(of: output) : Self.words(of: again) != Self.words(of: output)
            if changed {
                problems.append("sanitizing the Markdown's HTML changed it: \(output.debugDescription) → \(again.debugDescription)")
            }
            output = again
        }
        problems += violations(in: output).map { "unsafe: \($0) in \(output.debugDescription)" }
        let twice = converter.convert(output, from: .html, to: .html).output
        if twice != output && (sameElements || !Self.equalOutsideWhiteSpace(twice, output)) {
            problems.append("not idempotent: \(output.debugDescription) → \(twice.debugDescription)")
        }
        problems += reparseProblems(in: output)
        return problems
    }

    /// Whether `a` and `b` are the same bytes once ASCII white space is taken out and hold
    /// the same words. With `sameElements` off, sanitizing twice may move white space: text
    /// kept as written because of an inline `white-space: pre` (or `pre-wrap`) the policy
    /// does not allow is written without the style, and the next pass collapses it.
    static func equalOutsideWhiteSpace(_ a: String, _ b: String) -> Bool {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
        return a.utf8.filter { !isSpace($0) } == b.utf8.filter { !isSpace($0) } && words(of: a) == words(of: b)
    }

    /// What the output holds that the policy does not allow, read as a browser parses it.
    package func violations(in html: String) -> [String] {
        var options = HTMLParseOptions(mode: .fragment, scriptingEnabled: true)
        options.maxOpenElements = 100_000
        let tree = HTMLDOMParser(options: options).parse(html).tree
        var found: [String] = []
        for node in tree.nodes where node.kind == .element {
            let name = node.name
            guard node.namespace == .html else {
                found.append("foreign element <\(name)>")
                continue
            }
            if !policy.allows(name) && !Self.writerElements.contains(name) && !(name == "iframe" && policy.iframes != nil) {
                found.append("element <\(name)>")
            }
            for attribute in node.attributes {
                found += attributeViolations(attribute, on: name)
            }
        }
        return found
    }

    private func attributeViolations(_ attribute: HTMLAttribute, on element: String) -> [String] {
        let name = attribute.name
        if name.hasPrefix("on") { return ["event handler \(name) on <\(element)>"] }
        if name == "style" {
            // Read independently of our CSS parser: each declaration's property name.
            var allowed = Set(policy.styleProperties.map(\.rawValue))
            // The writer joins the three text-decoration longhands into the shorthand.
            if [CSSProperty.textDecorationLine, .textDecorationStyle, .textDecorationColor].allSatisfy(policy.styleProperties.contains) {
                allowed.insert("text-decoration")
            }
            let properties = attribute.value.split(separator: ";").map {
                $0.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            }
            let lowered = attribute.value.lowercased()
            let isSafe = properties.allSatisfy { $0.isEmpty || allowed.contains($0) } && !lowered.contains("url(")
                && !lowered.contains("expression") && !lowered.contains("\\")
            return isSafe ? [] : ["style \(attribute.value.debugDescription) on <\(element)>"]
        }
        if name == "id" {
            guard let prefix = policy.idPrefix, attribute.value.hasPrefix(prefix) else { return ["unprefixed id \(attribute.value)"] }
            return []
        }
        if let use = Self.urlUses[name] {
            let value = attribute.value
            if element == "iframe", let iframes = policy.iframes {
                return iframes.allows(value) ? [] : ["iframe source \(value)"]
            }
            let effectiveUse = element == "img" ? URLPolicy.Use.image : use
            return policy.urls.cleaned(value, for: effectiveUse) == nil ? ["\(name)=\(value.debugDescription) on <\(element)>"] : []
        }
        if Self.neverAllowed.contains(name) { return ["attribute \(name) on <\(element)>"] }
        return []
    }

    /// The tree a browser builds from `html` against the tags as written: the same elements
    /// at the same depths with the same attributes, in order, or what differs. A tree
    /// builder that restructures (implied end tags, foster parenting, the adoption agency,
    /// a namespace switch) is what mutation XSS lives on; sanitized output must never need it.
    /// The tags are read by a scanner of their own, which relies on what the writer
    /// guarantees: quoted attribute values, `<` escaped everywhere but in tags.
    package func reparseProblems(in html: String) -> [String] {
        let written = Self.scannedElements(html)
        var options = HTMLParseOptions(mode: .fragment, scriptingEnabled: true)
        options.maxOpenElements = 100_000
        let tree = HTMLDOMParser(options: options).parse(html).tree
        var built: [String] = []
        func walk(_ id: DOMTree.NodeID, depth: Int) {
            for child in tree.children(of: id) where tree.nodes[Int(child)].kind == .element {
                let node = tree.nodes[Int(child)]
                let attributes = node.attributes.map { "\($0.name)=\($0.value.debugDescription)" }.joined(separator: " ")
                built.append("\(depth) <\(node.name) \(attributes)>")
                walk(child, depth: depth + 1)
            }
        }
        walk(tree.root, depth: 0)
        guard written != built else { return [] }
        let index = (0..<min(written.count, built.count)).first { written[$0] != built[$0] } ?? min(written.count, built.count)
        let wrote = index < written.count ? written[index] : "(nothing)"
        let got = index < built.count ? built[index] : "(nothing)"
        return ["re-parse restructures element \(index): wrote \(wrote), parsed \(got)"]
    }

    /// The start tags of `html` as (depth, name, attributes), from the tags alone.
    package static func scannedElements(_ html: String) -> [String] {
        let bytes = Array(html.utf8)
        var elements: [String] = []
        var stack: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                index += 1
                continue
            }
            var tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst()).lowercased()
                if let open = stack.lastIndex(of: name) { stack.removeSubrange(open...) }
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            if selfClosing { tag.removeLast() }
            let (name, attributes) = parseTag(tag)
            elements.append("\(stack.count) <\(name) \(attributes.map { "\($0.0)=\($0.1.debugDescription)" }.joined(separator: " "))>")
            if !selfClosing && !voidElements.contains(name) { stack.append(name) }
        }
        return elements
    }

    private static let voidElements: Set<String> = ["area", "br", "col", "embed", "hr", "img", "input", "wbr", "source", "track"]

    /// A start tag's name and attributes (`name="value"` or bare `name`), values unescaped.
    /// Read scalar by scalar, as a parser reads: a combining mark after `"` or `;` would make
    /// one `Character` of the two and hide the quote or the end of a reference.
    private static func parseTag(_ tag: String) -> (String, [(String, String)]) {
        var rest = Substring(tag).unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
        let name = String(String.UnicodeScalarView(rest.prefix { !isSpace($0) })).lowercased()
        rest = rest.drop { !isSpace($0) }
        var attributes: [(String, String)] = []
        while true {
            rest = rest.drop(while: isSpace)
            guard !rest.isEmpty else { break }
            let attributeName = rest.prefix { !isSpace($0) && $0 != "=" }
            rest = rest.dropFirst(attributeName.count)
            var value = ""
            if rest.starts(with: "=\"".unicodeScalars) {
                rest = rest.dropFirst(2)
                let raw = rest.prefix { $0 != "\"" }
                rest = rest.dropFirst(raw.count + 1)
                value = unescaped(String(String.UnicodeScalarView(raw)))
            }
            attributes.append((String(String.UnicodeScalarView(attributeName)).lowercased(), value))
        }
        return (name, attributes)
    }

    /// `text` with the references the writer writes in attribute values decoded, matched
    /// scalar by scalar.
    private static func unescaped(_ text: String) -> String {
        let references: [(String, String)] = [("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&#39;", "'"), ("&#x27;", "'"), ("&#10;", "\n"), ("&#13;", "\r"), ("&amp;", "&")]
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        scan: while index < scalars.count {
            if scalars[index] == "&" {
                for (reference, replacement) in references {
                    let pattern = Array(reference.unicodeScalars)
                    if scalars[index...].starts(with: pattern) {
                        result.append(contentsOf: replacement.unicodeScalars)
                        index += pattern.count
                        continue scan
                    }
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// Elements the writer makes itself whatever the policy: a task list item's disabled
    /// checkbox.
    package static let writerElements: Set<String> = ["input"]

    /// Attributes that hold URLs, by use.
    package static let urlUses: [String: URLPolicy.Use] = [
        "href": .link, "src": .image, "cite": .citation, "action": .link, "formaction": .link, "poster": .image,
        "background": .image, "xlink:href": .link, "data": .link, "srcset": .image,
    ]

    /// Attributes no preset allows.
    package static let neverAllowed: Set<String> = ["srcdoc", "http-equiv", "form", "is", "xmlns", "autofocus", "contenteditable"]

    /// The words of `html`'s text, in order.
    package static func words(of html: String) -> [String] {
        let tree = HTMLDOMParser(options: HTMLParseOptions(mode: .fragment, scriptingEnabled: true)).parse(html).tree
        return tree.nodes.filter { $0.kind == .text }.flatMap { htmlWords(of: $0.text) }
    }

    /// `text` split at HTML's white space (ASCII space, tab, LF, FF, CR), scalar by scalar: a
    /// tab followed by a combining mark is one `Character` that is not white space, yet a
    /// reader collapses the tab.
    static func htmlWords(of text: String) -> [String] {
        text.unicodeScalars.split { [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains($0.value) }.map { String(String.UnicodeScalarView($0)) }
    }

    /// The elements (name and sorted attribute names) and words of `html`, for comparing two
    /// outputs that may differ in white space only.
    package static func shape(of html: String) -> [String] {
        let tree = HTMLDOMParser(options: HTMLParseOptions(mode: .fragment, scriptingEnabled: true)).parse(html).tree
        var shape: [String] = []
        for node in tree.nodes {
            switch node.kind {
            case .element:
                shape.append("<\(node.name) \(node.attributes.map(\.name).sorted().joined(separator: " "))>")
            case .text:
                shape += htmlWords(of: node.text)
            default:
                break
            }
        }
        return shape
    }
}
