@testable import Backends
import Testing

/// ``WrittenTagName`` replaced list comparisons in the sanitized writer's white-space
/// look-backs with one binary search of a packed key; a key collision or a name left out
/// of the table would change what a reader collapses, so every listed name is looked up
/// through the table and checked against the lists it is in.
@Suite("Written tag names")
struct WrittenTagNameTests {
    private static let blocks = WrittenTagName.blockNames
    private static let lookedThrough = WrittenTagName.lookedThroughNames
    private static let keepingParagraph = WrittenTagName.paragraphKeepingNames

    @Test("every known name has exactly the traits of the lists it is in")
    func knownNames() {
        for name in Set(Self.blocks + Self.lookedThrough + Self.keepingParagraph) {
            let traits = WrittenTagName.traits(of: Array(name.utf8))
            #expect(traits.contains(.block) == Self.blocks.contains(name), "\(name)")
            #expect(traits.contains(.lookedThrough) == Self.lookedThrough.contains(name), "\(name)")
            #expect(traits.contains(.keepsParagraph) == Self.keepingParagraph.contains(name), "\(name)")
        }
    }

    @Test("other names, prefixes, extensions and empty names have none")
    func unknownNames() {
        let others = [
            "", "x", "br", "bl", "blockquot", "blockquotes", "figcaptio", "fieldsets", "span2", "ab", "abbrr", "noscript",
            "codes", "cod", "h7", "tablet", "P", "DIV", "acronyms", "summaryx", "\u{0}", "a\u{0}",
        ]
        for name in others {
            #expect(WrittenTagName.traits(of: Array(name.utf8)).isEmpty, "\(name)")
        }
    }

    @Test("an id is found only as a written attribute")
    func carriesID() {
        func check(_ tag: String) -> Bool {
            let bytes = Array(tag.utf8)
            return bytes.withUnsafeBufferPointer { WrittenTagName.carriesID($0[...]) }
        }
        #expect(check("<a id=\"x\">"))
        #expect(check("<span class=\"c\" id=\"\">"))
        #expect(!check("<a href=\"#id=\">"))
        #expect(!check("<a data-id=\"x\">"))
        #expect(!check("<aid=\"x\">"))
        #expect(!check("<a id"))
    }
}
