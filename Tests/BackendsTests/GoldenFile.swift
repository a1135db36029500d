import Foundation
import Testing

/// Golden-file comparison: `actual` must equal the committed expected file.
///
/// With `MCONV_RECORD_GOLDENS=1` the expected file is rewritten instead, and the test
/// fails, so that nobody records by accident: re-run without it and check the diff.
enum GoldenFile {
    /// `Tests/BackendsTests/Golden/<backend>`.
    static func directory(_ backend: String) -> URL {
        TestPaths.testsDirectory.appendingPathComponent("Golden").appendingPathComponent(backend)
    }

    /// The fixture inputs (`<case>.md`, not `*.expected.*`) of a backend, sorted by name.
    static func cases(_ backend: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory(backend).path)) ?? []
        return files.filter { $0.hasSuffix(".md") && !$0.contains(".expected.") }.sorted()
    }

    /// The text of fixture `name` of `backend`.
    static func input(_ backend: String, _ name: String) throws -> String {
        try String(contentsOf: directory(backend).appendingPathComponent(name), encoding: .utf8)
    }

    /// Compares `actual` with `<case>.expected.<fileExtension>` beside the input `name`.
    static func check(_ actual: String, backend: String, input name: String, fileExtension: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let base = String(name.dropLast(".md".count))
        let url = directory(backend).appendingPathComponent("\(base).expected.\(fileExtension)")
        if ProcessInfo.processInfo.environment["MCONV_RECORD_GOLDENS"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(url.lastPathComponent); re-run without MCONV_RECORD_GOLDENS and review the diff", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing \(url.lastPathComponent); record it with MCONV_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(url.lastPathComponent) differs:\n--- actual:\n\(actual)--- expected:\n\(expected)", sourceLocation: sourceLocation)
    }
}
