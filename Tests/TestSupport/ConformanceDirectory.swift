import Foundation

/// Where every test target finds the shared conformance suites (CommonMark/GFM spec
/// examples, html5lib-tests, the Encoding Standard's data): `$MCONV_CONFORMANCE_DIR` when
/// set and not empty, else `../shared/conformance` beside the package. Suites that need it
/// skip with a message when it does not exist.
public enum ConformanceDirectory {
    /// The package root (this file is `Tests/TestSupport/ConformanceDirectory.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The conformance directory, or `nil` when it does not exist.
    public static var url: URL? {
        let environment = ProcessInfo.processInfo.environment["MCONV_CONFORMANCE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let url = environment.map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
