import HTMLFrontend
import MarkupConversion

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mconv debug-html-tree [FILE]`: parses HTML (standard input, or FILE) with the HTML
/// frontend's tree builder and prints the tree in html5lib-tests' dump format, for the
/// tree-construction conformance suite (`scripts/html5lib-tree.sh`).
///
/// The input is a whole document unless `HTML5LIB_FRAGMENT_CONTEXT` is set (then a fragment
/// in that context element: `td`, `svg path`…); `HTML5LIB_SCRIPTING=on` turns the scripting
/// flag on. The environment is read here, never in the library. `--summary` prints the node
/// count, the depth and the diagnostics instead of the tree (for pathological inputs, whose
/// indented dump is far larger than the tree).
enum DebugHTMLTreeCommand {
    /// The subcommand's name, the first argument.
    static let name = "debug-html-tree"

    /// Runs the subcommand with the arguments after its name; returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var summary = false
        for argument in arguments {
            if argument == "-h" || argument == "--help" {
                FileIO.writeStandardError("usage: mconv debug-html-tree [--summary] [FILE]   (HTML5LIB_FRAGMENT_CONTEXT, HTML5LIB_SCRIPTING=on|off)")
                return 0
            }
            if argument == "--summary" {
                summary = true
                continue
            }
            if argument.hasPrefix("-") && argument != "-" {
                FileIO.writeStandardError("mconv: error: debug-html-tree: unknown option '\(argument)'")
                return 64
            }
            files.append(argument)
        }
        guard files.count <= 1 else {
            FileIO.writeStandardError("mconv: error: debug-html-tree takes at most one input file")
            return 64
        }
        var options = HTMLParseOptions(mode: .document, scriptingEnabled: environment("HTML5LIB_SCRIPTING") == "on")
        // The standard's tree: references to control characters keep them.
        options.replacesControlCharacterReferences = false
        if let context = environment("HTML5LIB_FRAGMENT_CONTEXT") {
            options.mode = .fragment
            options.fragmentContext = context
        }
        do {
            let bytes = try FileIO.read(files.first ?? "-")
            let result = HTMLDOMParser(options: options).parse(utf8: bytes)
            if summary {
                var text = "nodes: \(result.tree.nodes.count)\ndepth: \(result.tree.maximumDepth())\n"
                for diagnostic in result.diagnostics {
                    text += "\(diagnostic.description)\n"
                }
                try FileIO.writeStandardOutput(text)
            } else {
                try FileIO.writeStandardOutput(result.tree.html5libDump())
            }
            return 0
        } catch {
            FileIO.writeStandardError("mconv: error: \(error.description)")
            return 1
        }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
