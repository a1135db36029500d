import Backends
import ConversionInvariants
import Foundation
import MarkupConversion
import Testing

/// Apps convert from many threads at once: 10,000 different snippets (HTML and Markdown)
/// converted concurrently by one shared ``MarkupConverter`` must give exactly the bytes that
/// sequential conversion gives.
@Suite("concurrent conversion")
struct ConcurrentConversionTests {
    @Test("10,000 snippets from many tasks equal sequential conversion")
    func concurrentEqualsSequential() async {
        var generator = SnippetGenerator(seed: 20261121)
        let snippets: [(String, DocumentFormat)] = (0..<10_000).map { index in
            index % 3 == 2 ? (generator.markdown(index), .markdown) : (generator.html(index), .html)
        }
        #expect(Set(snippets.map(\.0)).count == snippets.count, "snippets must all differ")
        var sheet = StyleSheet.default
        sheet[.className("price")] = MarkupStyle(fontWeight: 700)
        let converter = MarkupConverter(styleSheet: sheet, policy: .preferStyleSheet)
        let sequential = snippets.map { converter.convert($0.0, from: $0.1, to: .runsJSON).output }

        let taskCount = 16
        let concurrent = await withTaskGroup(of: [(Int, String)].self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    stride(from: task, to: snippets.count, by: taskCount).map { index in
                        (index, converter.convert(snippets[index].0, from: snippets[index].1, to: .runsJSON).output)
                    }
                }
            }
            var results = [String](repeating: "", count: snippets.count)
            for await chunk in group {
                for (index, json) in chunk { results[index] = json }
            }
            return results
        }
        let mismatches = (0..<snippets.count).filter { sequential[$0] != concurrent[$0] }
        #expect(mismatches.isEmpty, "\(mismatches.count) snippets differ, first: \(mismatches.first ?? -1)")
        #expect(sequential.allSatisfy { $0.hasPrefix("{\"format\":\"mconv.runs\"") })
        // scripts/test.sh validates a sample against the schema.
        if let folder = ProcessInfo.processInfo.environment["MCONV_RUNS_OUTPUT_DIR"] {
            for index in stride(from: 0, to: sequential.count, by: 25) {
                let url = URL(fileURLWithPath: folder).appendingPathComponent("snippet-\(index).json")
                #expect((try? Data(sequential[index].utf8).write(to: url)) != nil, "cannot write \(url.path)")
            }
        }
    }

    @Test("every generated snippet gives well-formed runs", arguments: [0, 1, 2, 3])
    func snippetsAreWellFormed(seed: UInt64) {
        var generator = SnippetGenerator(seed: seed)
        let converter = MarkupConverter()
        for index in 0..<300 {
            let source = index.isMultiple(of: 2) ? generator.html(index) : generator.markdown(index)
            let runs = converter.runs(source, from: index.isMultiple(of: 2) ? .html : .markdown)
            let problems = RunsInvariants.violations(in: runs)
            #expect(problems.isEmpty, "seed \(seed) snippet \(index): \(problems.prefix(3))\n\(source)")
            if !problems.isEmpty { return }
        }
    }
}
