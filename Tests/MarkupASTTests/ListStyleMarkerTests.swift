import MarkupAST
import Testing

/// `ListStyle`'s item numbers and ordered markers, which every writer that prints markers
/// (text, ANSI, chat, runs.json) reads.
@Suite("list item ordinals and markers")
struct ListStyleMarkerTests {
    @Test("ordered lists count up from their start, reversed ones down; bullet lists have neither")
    func ordinals() {
        let ordered = ListStyle(kind: .ordered(start: 3, delimiter: .period))
        #expect((0..<3).map { ordered.ordinal(ofItemAt: $0) } == [3, 4, 5])
        #expect((0..<3).map { ordered.orderedMarker(ofItemAt: $0) } == ["3.", "4.", "5."])
        let reversed = ListStyle(kind: .ordered(start: 3, delimiter: .parenthesis), numbering: .lowerRoman, isReversed: true)
        #expect((0..<3).map { reversed.ordinal(ofItemAt: $0) } == [3, 2, 1])
        #expect((0..<3).map { reversed.orderedMarker(ofItemAt: $0) } == ["iii)", "ii)", "i)"])
        let bullets = ListStyle(kind: .bullet)
        #expect(bullets.ordinal(ofItemAt: 0) == nil && bullets.orderedMarker(ofItemAt: 0) == nil)
    }
}
