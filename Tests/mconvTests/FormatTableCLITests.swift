import Foundation
import Testing

/// `--list-formats`, `--help`, file-extension inference and the README's format table all
/// say the same, because they read one registry.
@Suite("format table on the command line")
struct FormatTableCLITests {
    /// The README's format table: one row per format, `(names, direction, extensions)`.
    private static func readmeRows() throws -> [(names: [String], direction: String, extensions: [String])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "<!-- formats:begin -->"), let end = readme.range(of: "<!-- formats:end -->") else {
            return []
        }
        let table = readme[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
        return table.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            func words(_ cell: String) -> [String] {
                cell.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`,")) }.filter { !$0.isEmpty }
            }
            return (words(cells[1]), cells[2], words(cells[3]).map { String($0.dropFirst()) })
        }
    }

    @Test("the README's format table matches --list-formats: names, directions, file extensions")
    func readmeMatchesRegistry() throws {
        let listing = try CLITests.run(["--list-formats"]).stdout
        let rows = try Self.readmeRows()
        let inputSection = listing.components(separatedBy: "Output formats (-t):")[0]
        let outputSection = listing.components(separatedBy: "Output formats (-t):")[1].components(separatedBy: "Extensions of")[0]
        // Every format the listing names has a row: one per distinct name line.
        let listed = Set((inputSection + outputSection).split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") })
        #expect(rows.count == listed.count, "README rows \(rows.map(\.names)) vs listed \(listed.sorted())")
        for row in rows {
            var line = "  " + row.names.joined(separator: ", ")
            if !row.extensions.isEmpty { line += "  (" + row.extensions.map { "." + $0 }.joined(separator: " ") + ")" }
            #expect(inputSection.contains(line + "\n") == row.direction.contains("in"), "\(line)")
            #expect(outputSection.contains(line + "\n") == row.direction.contains("out"), "\(line)")
        }
    }

    @Test("--help names every format the registry has")
    func helpNamesFormats() throws {
        let help = try CLITests.run(["--help"]).stdout
        for name in ["gfm/markdown/md", "commonmark/cm", "html/htm/xhtml", "text/txt/plain/plaintext", "runs.json/runs-json/runs/json"] {
            #expect(help.contains(name), "\(name)")
        }
    }

    @Test("-t runs-json is the runs.json format, not runs minus json")
    func hyphenatedName() throws {
        let run = try CLITests.run(["-t", "runs-json"], stdin: Data("# hi\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\"format\":\"mconv.runs\""))
    }

    @Test("-o infers the format from the registry's extensions; an unknown one is a usage error unless -t says")
    func outputExtensions() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = Data("# Hi\n".utf8)
        #expect(try CLITests.run(["-o", "a.mdown"], stdin: input, in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("a.mdown"), encoding: .utf8) == "# Hi\n")
        #expect(try CLITests.run(["-o", "a.shtml"], stdin: input, in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("a.shtml"), encoding: .utf8) == "<h1>Hi</h1>\n")
        let unknown = try CLITests.run(["-o", "a.docx"], stdin: input, in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("cannot tell the output format from '.docx'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.docx").path))
        #expect(try CLITests.run(["-t", "text", "-o", "a.docx"], stdin: input, in: folder).status == 0)
        #expect(try CLITests.run(["-o", "plain"], stdin: input, in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("plain"), encoding: .utf8) == "<h1>Hi</h1>\n")
    }
}
