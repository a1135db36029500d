import ChatFrontend
import Foundation
import MarkupAST
import Testing
import TestSupport

/// The reader's rules, one fixture per rule and flavour: `Golden/<flavour>/<case>.<ext>`
/// parsed in that flavour must dump as `<case>.dump` beside it (`chat` files are the
/// Markup flavour).
@Suite("chat parser goldens")
struct ChatParserGoldenTests {
    /// A fixture: its folder (the flavour's format name) and base name.
    struct Fixture: CustomTestStringConvertible, Sendable {
        var folder: String
        var name: String

        var flavor: ChatFlavor { folder == "chat" ? .markup : ChatFlavor(rawValue: folder) ?? .markup }
        var input: URL { GoldenFile.directory(folder).appendingPathComponent("\(name).\(folder)") }
        var expected: URL { GoldenFile.directory(folder).appendingPathComponent("\(name).dump") }
        var testDescription: String { "\(folder)/\(name)" }

        /// Every fixture of every flavour.
        static let all: [Fixture] = ["chat", "slack", "whatsapp", "telegram"].flatMap { folder in
            GoldenFile.caseNames(in: GoldenFile.directory(folder), fileExtension: folder).map { Fixture(folder: folder, name: $0) }
        }
    }

    @Test("fixtures parse to their golden trees", arguments: Fixture.all)
    func golden(_ fixture: Fixture) throws {
        let data = try #require(GoldenFile.read(fixture.input))
        let document = ChatParser(options: ChatParseOptions(flavor: fixture.flavor)).parse(utf8: data).document
        GoldenFile.assertMatches(document.dump, golden: fixture.expected)
    }

    @Test("every flavour has fixtures")
    func coverage() {
        for folder in ["chat", "slack", "whatsapp", "telegram"] {
            #expect(Fixture.all.contains { $0.folder == folder }, "\(folder)")
        }
    }
}
