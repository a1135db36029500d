@testable import Backends
import Testing

/// ``SemanticKind/index`` is a hand-written switch (no hashing on the style lookup path);
/// it must stay the position in `allCases`, or stylesheet rules would land on other kinds.
@Suite("SemanticKind index")
struct SemanticKindIndexTests {
    @Test("index is the position in allCases, for every kind")
    func dense() {
        for (position, kind) in SemanticKind.allCases.enumerated() {
            #expect(kind.index == position, "\(kind)")
        }
    }

    @Test("a rule set for each kind is read back for that kind only")
    func rulesStayWithTheirKind() {
        var sheet = StyleSheet(root: RootStyle())
        for (position, kind) in SemanticKind.allCases.enumerated() {
            sheet[.kind(kind)] = MarkupStyle(fontWeight: position + 1)
        }
        for (position, kind) in SemanticKind.allCases.enumerated() {
            #expect(sheet[.kind(kind)]?.fontWeight == position + 1)
        }
    }
}
