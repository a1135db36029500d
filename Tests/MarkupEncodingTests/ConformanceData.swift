import Foundation
import TestSupport

/// The shared conformance data: `$MCONV_CONFORMANCE_DIR`, else `../shared/conformance` beside
/// the package. Tests that need it skip with a message when it is absent.
enum ConformanceData {
    /// The package root.
    static let packageRoot = ConformanceDirectory.packageRoot

    /// The conformance directory, or `nil` when it does not exist.
    static var directory: URL? { ConformanceDirectory.url }

    /// Prints that `suite` is skipped because there is no conformance directory.
    static func reportSkipped(_ suite: String) {
        print("\(suite): skipped (no conformance directory; set MCONV_CONFORMANCE_DIR)")
    }

    /// The entries of `encoding/index-<name>.txt`, read as the Encoding Standard's section 5
    /// says: lines split on LF, comments and empty lines dropped, a decimal pointer and a
    /// hexadecimal code point split on TAB.
    static func index(named name: String, in directory: URL) throws -> [(pointer: Int, codePoint: UInt32)] {
        let url = directory.appendingPathComponent("encoding/index-\(name).txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") { return nil }
            let fields = line.split(separator: "\t")
            guard fields.count >= 2,
                  let pointer = Int(fields[0].trimmingCharacters(in: .whitespaces)),
                  fields[1].hasPrefix("0x"), let codePoint = UInt32(fields[1].dropFirst(2), radix: 16)
            else { throw MalformedData(description: "\(url.lastPathComponent): \(line)") }
            return (pointer, codePoint)
        }
    }

    /// The UTF-8 of one code point.
    static func utf8(_ codePoint: UInt32) -> [UInt8] {
        Unicode.Scalar(codePoint).map { Array(String($0).utf8) } ?? []
    }

    struct MalformedData: Error, CustomStringConvertible {
        let description: String
    }
}
