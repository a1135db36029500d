import Foundation
import TestSupport

/// Where the tests find their data: fixtures beside this file, the shared conformance
/// suites from `$MCONV_CONFORMANCE_DIR` or `../shared/conformance` next to the package.
enum TestPaths {
    /// `Tests/BackendsTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The package root.
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The conformance directory, or `nil` when it does not exist.
    static var conformanceDirectory: URL? { ConformanceDirectory.url }
}
