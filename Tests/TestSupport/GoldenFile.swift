import Foundation
import Testing

/// Compares test output with a committed golden file, or rewrites it on request.
///
/// Set `MCONV_RECORD_GOLDENS=1` to rewrite every golden file that a run touches. Recording
/// always fails the test, so that a run that recorded can never pass by accident: review
/// the diff with `git diff`, then run again without the variable.
public enum GoldenFile {
    /// The environment variable that switches to recording.
    public static let recordVariable = "MCONV_RECORD_GOLDENS"

    /// `true` when this run records golden files instead of comparing them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The folder `Golden/<kind>` beside this source file.
    public static func directory(_ kind: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true)
            .appendingPathComponent(kind, isDirectory: true)
    }

    /// The base names (without extension) of the files ending in `.<fileExtension>` in
    /// `directory`, sorted, so a parameterized test has one stable case per fixture.
    public static func caseNames(in directory: URL, fileExtension: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names
            .filter { $0.hasSuffix(".\(fileExtension)") }
            .map { String($0.dropLast(fileExtension.count + 1)) }
            .sorted()
    }

    /// Reads a fixture as bytes, recording an issue (and returning `nil`) when it is missing.
    public static func read(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch {
            Issue.record("cannot read \(url.path): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Checks `actual` against the golden file at `url`: equal passes, different or missing
    /// fails with the first differing line; in recording mode writes `actual` and fails.
    public static func assertMatches(_ actual: String, golden url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRecording {
            do {
                try Data(actual.utf8).write(to: url, options: .atomic)
                Issue.record(
                    "recorded \(url.lastPathComponent); check it by eye, then run again without \(recordVariable)",
                    sourceLocation: sourceLocation
                )
            } catch {
                Issue.record("cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(url.lastPathComponent); create it with \(recordVariable)=1 and review it",
                sourceLocation: sourceLocation
            )
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record(
            "\(url.lastPathComponent) differs: \(firstDifference(expected: expected, actual: actual))",
            sourceLocation: sourceLocation
        )
    }

    /// A short description of the first line where two texts differ.
    public static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if want != got {
                return "line \(index + 1)\n  expected: \(want)\n  actual:   \(got)"
            }
        }
        return "texts differ only in line endings"
    }
}
