import Foundation
import MarkupConversion
import MarkupEncoding
import Testing

/// The html5lib encoding sniffing tests (html5lib-tests/encoding): each `#data` is the start
/// of a document, `#encoding` the encoding a browser settles on. They assume a browser's
/// default, windows-1252, when nothing is declared, so they run with that fallback. The
/// sniffer's choice, while tentative, then goes through the tree builder's "change the
/// encoding" (`MarkupConverter.changedEncoding(ofHTML:tentative:)`), as in a browser and in
/// `MarkupConverter.decode`.
struct HTML5LibEncodingTests {
    /// The test files and their test counts, as the conformance README lists them.
    static let files: [(name: String, count: Int)] = [
        ("tests1.dat", 59), ("tests2.dat", 22), ("test-yahoo-jp.dat", 1), ("scripted/tests1.dat", 1),
    ]

    struct SniffingCase {
        /// `<file>#<case number, from 1>`.
        let id: String
        let data: [UInt8]
        let encoding: String
    }

    /// The cases of one `.dat` file: lines split on LF only; `#data` up to `#encoding`
    /// (without the last LF) is the input, the line after `#encoding` the expected encoding.
    static func cases(in file: String, directory: URL) throws -> [SniffingCase] {
        let url = directory.appendingPathComponent("html5lib-tests/encoding/\(file)")
        let lines = Array(try Data(contentsOf: url)).split(separator: 0x0A, omittingEmptySubsequences: false)
        var cases: [SniffingCase] = []
        var index = 0
        while index < lines.count {
            guard lines[index].elementsEqual("#data".utf8) else {
                index += 1
                continue
            }
            guard let end = lines[(index + 1)...].firstIndex(where: { $0.elementsEqual("#encoding".utf8) }),
                  end + 1 < lines.count
            else { throw ConformanceData.MalformedData(description: "\(file): #data without #encoding") }
            let data = Array(lines[(index + 1)..<end].joined(separator: [0x0A]))
            let encoding = String(decoding: lines[end + 1], as: UTF8.self)
            cases.append(SniffingCase(id: "\(file)#\(cases.count + 1)", data: data, encoding: encoding))
            index = end + 2
        }
        return cases
    }

    /// Case id → reason, from `Tests/Conformance/html5lib-encoding-known-failures.txt`.
    static func knownFailures() throws -> [String: String] {
        let url = ConformanceData.packageRoot.appendingPathComponent("Tests/Conformance/html5lib-encoding-known-failures.txt")
        var result: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    @Test("the html5lib encoding tests, except the listed known failures")
    func html5libEncodingTests() throws {
        guard let directory = ConformanceData.directory else {
            return ConformanceData.reportSkipped("html5lib-encoding")
        }
        let knownFailures = try Self.knownFailures()
        var passed = 0
        var failed = 0
        var skipped = 0
        var seen: Set<String> = []
        for (file, expectedCount) in Self.files {
            let cases = try Self.cases(in: file, directory: directory)
            #expect(cases.count == expectedCount, "\(file): \(cases.count) tests, the README says \(expectedCount)")
            for testCase in cases {
                seen.insert(testCase.id)
                let expected = try #require(TextEncoding(label: testCase.encoding), "\(testCase.id): \(testCase.encoding)")
                let detection = EncodingSniffer.detect(testCase.data, isHTML: true, fallbackEncoding: .windows1252)
                var detected = detection.encoding
                if detection.source == .prescan || detection.source == .fallback,
                    let changed = MarkupConverter.changedEncoding(ofHTML: testCase.data, tentative: detected)
                {
                    detected = changed
                }
                if let reason = knownFailures[testCase.id] {
                    skipped += 1
                    print("html5lib-encoding: skipped \(testCase.id): \(reason)")
                    if detected == expected {
                        Issue.record("\(testCase.id) passes now: remove it from html5lib-encoding-known-failures.txt")
                    }
                } else if detected == expected {
                    passed += 1
                } else {
                    failed += 1
                    Issue.record("""
                        \(testCase.id): expected \(expected.name), got \(detected.name)
                        data: \(String(decoding: testCase.data.prefix(300), as: UTF8.self).debugDescription)
                        """)
                }
            }
        }
        for id in knownFailures.keys where !seen.contains(id) {
            Issue.record("\(id) is listed as a known failure but is not a test")
        }
        print("html5lib-encoding: \(passed) passed, \(failed) failed, \(skipped) skipped (Tests/Conformance/html5lib-encoding-known-failures.txt)")
        #expect(passed + failed + skipped == Self.files.reduce(0) { $0 + $1.count })
    }
}
