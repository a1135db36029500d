import Foundation
import TestSupport

/// Where these tests find their data: fixtures beside this file, the CommonMark spec from
/// `$MCONV_CONFORMANCE_DIR` or `../shared/conformance` next to the package.
enum ChatTestPaths {
    /// `Tests/ChatFrontendTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The package root.
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The conformance directory, or `nil` when it does not exist.
    static var conformanceDirectory: URL? { ConformanceDirectory.url }

    /// One CommonMark spec example.
    struct SpecExample: Decodable {
        var example: Int
        var markdown: String
    }

    /// The CommonMark spec examples, or `nil` without a conformance directory.
    static func specExamples() throws -> [SpecExample]? {
        guard let directory = conformanceDirectory else { return nil }
        let data = try Data(contentsOf: directory.appendingPathComponent("commonmark/spec.json"))
        return try JSONDecoder().decode([SpecExample].self, from: data)
    }
}
