import Foundation

/// Where the tests find their data: fixtures beside this file, the shared conformance
/// suites from `$MCONV_CONFORMANCE_DIR` or `../shared/conformance` next to the package.
enum TestPaths {
    /// `Tests/BackendsTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The package root.
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The conformance directory, or `nil` when it does not exist.
    static var conformanceDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment["MCONV_CONFORMANCE_DIR"]
        let url = environment.map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
