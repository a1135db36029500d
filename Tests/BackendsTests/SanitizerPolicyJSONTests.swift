import Backends
import Foundation
import MarkupAST
import Testing

/// Sanitizer policies from JSON (`--sanitize-policy FILE`, docs/sanitizer-policy.md): every
/// key changes what it says, and every mistake is refused with its JSON path.
@Suite("Sanitizer policy JSON")
struct SanitizerPolicyJSONTests {
    private func policy(_ json: String) throws -> SanitizerPolicy {
        try SanitizerPolicy(json: Array(json.utf8))
    }

    private func error(_ json: String) -> SanitizerPolicyError? {
        do {
            _ = try SanitizerPolicy(json: Array(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test("an empty object is the default; extends picks a preset")
    func presets() throws {
        #expect(try policy("{}") == .default)
        #expect(try policy("{\"extends\": \"strict\"}") == .strict)
        #expect(try policy("{\"extends\": \"relaxed\"}") == .relaxed)
    }

    @Test("the documented example parses and does what it says")
    func documentedExample() throws {
        let url = TestPaths.packageRoot.appendingPathComponent("docs/examples/sanitizer-policy.json")
        let bytes = try [UInt8](Data(contentsOf: url))
        let parsed = try SanitizerPolicy(json: bytes)
        #expect(parsed.allows("video"))
        #expect(parsed.rule(forAttribute: "controls", on: "video") == .boolean)
        #expect(parsed.urls.linkSchemes.contains("myapp"))
        #expect(parsed.urls.relative == .resolve(against: "https://example.com/articles/"))
        #expect(parsed.allowsTargetBlank)
        #expect(parsed.classes.allows("hl-keyword"))
        #expect(parsed.styleProperties.contains(.color))
        #expect(parsed.iframes?.sourcePrefixes == ["https://www.youtube-nocookie.com/embed/"])
        #expect(parsed.disposal(of: "font") == .escape)
    }

    @Test("each section changes what it names")
    func sections() throws {
        let parsed = try policy("""
        {
          "elements": {"add": ["video"], "remove": ["div"]},
          "disposals": {"default": "drop", "elements": {"FONT": "escape"}},
          "attributes": {"global": {"data-id": {"integer": [0, 99]}}, "elements": {"video": {"src": "url:image", "width": "length"}},
                         "remove": {"global": ["title"], "elements": {"img": ["width"]}}},
          "urls": {"linkSchemes": ["https"], "addImageSchemes": ["ftp"], "imageDataTypes": ["image/png"], "relative": "deny"},
          "links": {"rel": ["noopener"], "targetBlank": true},
          "classes": {"names": ["note"], "prefixes": [], "all": false},
          "ids": null,
          "style": ["color", "text-align"],
          "iframes": {"sources": ["https://player.example.com/embed/"], "sandbox": "allow-scripts", "allow": ""}
        }
        """)
        #expect(parsed.allows("video") && !parsed.allows("div"))
        #expect(parsed.defaultDisposal == .drop && parsed.disposal(of: "font") == .escape)
        #expect(parsed.rule(forAttribute: "data-id", on: "p") == .integer(0...99))
        #expect(parsed.rule(forAttribute: "width", on: "video") == .length)
        #expect(parsed.rule(forAttribute: "title", on: "p") == nil)
        #expect(parsed.rule(forAttribute: "width", on: "img") == nil)
        #expect(parsed.urls.linkSchemes == ["https"] && parsed.urls.imageSchemes.contains("ftp"))
        #expect(parsed.urls.imageDataTypes == ["image/png"] && parsed.urls.relative == .deny)
        #expect(parsed.linkRelations == ["noopener"] && parsed.allowsTargetBlank)
        #expect(parsed.classes.allows("note") && !parsed.classes.allows("language-swift"))
        #expect(parsed.idPrefix == nil)
        #expect(parsed.styleProperties == [.color, .textAlign])
        #expect(parsed.iframes == IframePolicy(sourcePrefixes: ["https://player.example.com/embed/"], sandbox: "allow-scripts", allow: ""))
    }

    @Test("mistakes are refused with their JSON path", arguments: [
        ("[]", "", "expected an object"),
        ("{\"extends\": \"lax\"}", "extends", "expected one of"),
        ("{\"element\": {}}", "element", "unknown key"),
        ("{\"elements\": {\"add\": [1]}}", "elements.add[0]", "expected a string"),
        ("{\"elements\": {\"add\": [\"<x>\"]}}", "elements.add[0]", "not a valid name"),
        ("{\"disposals\": {\"default\": \"delete\"}}", "disposals.default", "expected \"drop\""),
        ("{\"attributes\": {\"elements\": {\"td\": {\"colspan\": \"number\"}}}}", "attributes.elements.td.colspan", "expected \"any\""),
        ("{\"attributes\": {\"elements\": {\"td\": {\"colspan\": {\"integer\": [5, 1]}}}}}", "attributes.elements.td.colspan", "integer"),
        ("{\"urls\": {\"addLinkSchemes\": [\"javascript\"]}}", "urls", "never allowed"),
        ("{\"urls\": {\"imageDataTypes\": [\"image/svg+xml\"]}}", "urls.imageDataTypes", "never allowed"),
        ("{\"urls\": {\"relative\": {\"resolve\": \"docs/\"}}}", "urls.relative", "absolute"),
        ("{\"links\": {\"targetBlank\": \"yes\"}}", "links.targetBlank", "expected true or false"),
        ("{\"style\": [\"colour\"]}", "style[0]", "unknown property"),
        ("{\"iframes\": {\"sources\": [\"http://www.youtube.com/embed/\"]}}", "iframes.sources[0]", "https://host/"),
        ("{\"iframes\": {\"sources\": [\"https://www.youtube.com\"]}}", "iframes.sources[0]", "https://host/"),
        ("{\"ids\": {\"prefix\": 3}}", "ids.prefix", "expected a string"),
        ("{\"a\": 1,", "", "not valid JSON"),
    ])
    func errors(json: String, path: String, reason: String) {
        let found = error(json)
        #expect(found?.path == path, "\(json): \(String(describing: found))")
        #expect(found?.reason.contains(reason) == true, "\(json): \(String(describing: found))")
    }
}
