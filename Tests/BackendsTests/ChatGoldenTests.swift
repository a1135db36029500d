import Backends
import MarkupAST
import Testing

/// Chat output goldens: every Markdown case in `Golden/chat` written in each flavour,
/// compared with `<case>.expected.<format>` (`chat`, `slack`, `whatsapp`, `telegram`).
/// The files hold the real bytes, including the invisible U+2060 escapes; to review them,
/// `sed 's/\xe2\x81\xa0/{WJ}/g' Golden/chat/*.expected.*` shows each as `{WJ}`.
@Suite("chat goldens")
struct ChatGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var flavor: ChatFlavor
        var format: String { flavor == .markup ? "chat" : flavor.rawValue }
        var testDescription: String { "\(input) → \(format)" }
    }

    static let cases: [Case] = GoldenFile.cases("chat").flatMap { input in ChatFlavor.allCases.map { Case(input: input, flavor: $0) } }

    @Test("Markdown fixtures written in each chat flavour", arguments: cases)
    func golden(_ testCase: Case) throws {
        let document = TestParser.parse(try GoldenFile.input("chat", testCase.input))
        let output = ChatRenderer(options: ChatRenderOptions(flavor: testCase.flavor)).render(document)
        try GoldenFile.check(output, backend: "chat", input: testCase.input, fileExtension: testCase.format)
    }
}
