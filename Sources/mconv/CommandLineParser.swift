/// Parses `mconv`'s arguments: `-f X`, `--from X`, `--from=X`, flags, `--` and operands.
///
/// Hand-written rather than swift-argument-parser: measured on this machine, the library's
/// reflection-driven parsing (protocol-conformance scans over the statically linked
/// Foundation) cost 7.1 M of the CLI's 10.3 M start-up instructions and put start-up at
/// 3.8 ms; the goal is 3 ms.
enum CommandLineParser {
    private enum Kind {
        case value(WritableKeyPath<CommandLineOptions, String?>)
        case list(WritableKeyPath<CommandLineOptions, [String]>)
        case flag(WritableKeyPath<CommandLineOptions, Bool>)
    }

    /// The kind of the option `name`, `nil` for an unknown one. A `switch`, not a table: a
    /// dictionary literal of key paths built every key path of every option on each lookup
    /// (about 1 M instructions, a third of start-up); a case instantiates only its own.
    private static func kind(of name: String) -> Kind? {
        switch name {
        case "-f", "--from": return .value(\.from)
        case "-t", "--to": return .value(\.to)
        case "-o", "--output": return .value(\.output)
        case "--output-dir": return .value(\.outputDirectory)
        case "-e", "--extension": return .list(\.extensions)
        case "--raw-html": return .value(\.rawHTML)
        case "--trusted-html", "--unsafe": return .flag(\.trustedHTML)
        case "--link-urls": return .flag(\.linkURLs)
        case "--anchors": return .value(\.anchors)
        case "--stylesheet": return .value(\.styleSheet)
        case "--style-policy": return .value(\.stylePolicy)
        case "--runs-offsets": return .value(\.runsOffsets)
        case "--sanitize": return .value(\.sanitize)
        case "--sanitize-policy": return .value(\.sanitizePolicy)
        case "--base-url": return .value(\.baseURL)
        case "--color", "--colour": return .value(\.color)
        case "--color-depth", "--colour-depth": return .value(\.colorDepth)
        case "--hyperlinks": return .value(\.hyperlinks)
        case "--columns", "-w", "--width": return .value(\.columns)
        case "--link-style": return .value(\.linkStyle)
        case "--theme": return .value(\.theme)
        case "--code-lines": return .value(\.codeLines)
        case "--ascii": return .flag(\.ascii)
        case "--unicode": return .flag(\.unicode)
        case "--heading-prefix", "--ansi-heading-prefix": return .flag(\.headingPrefix)
        case "--strict": return .flag(\.strict)
        case "--max-input-size": return .value(\.maxInputSize)
        case "--encoding": return .value(\.encoding)
        case "-q", "--quiet": return .flag(\.quiet)
        case "--list-formats": return .flag(\.listFormats)
        case "--dump-ast": return .flag(\.dumpAST)
        case "--select": return .list(\.select)
        case "--remove": return .list(\.remove)
        case "-j", "--jobs": return .value(\.jobs)
        case "--include": return .list(\.include)
        case "--exclude": return .list(\.exclude)
        case "--update", "-u": return .flag(\.update)
        case "--report": return .value(\.report)
        case "--progress": return .flag(\.progress)
        case "--no-progress": return .flag(\.noProgress)
        case "--jsonl": return .flag(\.jsonLines)
        case "--rewrite-links": return .flag(\.rewriteLinks)
        case "--extract-media": return .value(\.extractMedia)
        case "--self-check": return .flag(\.selfCheck)
        case "--no-self-check": return .flag(\.noSelfCheck)
        case "-h", "--help": return .flag(\.showHelp)
        case "--version": return .flag(\.showVersion)
        case "--front-matter": return .flag(\.frontMatter)
        case "--metadata": return .list(\.metadata)
        case "--standalone": return .flag(\.standalone)
        case "--wrap": return .value(\.wrap)
        case "--reference-links": return .flag(\.referenceLinks)
        case "--bullet": return .value(\.bullet)
        case "--emphasis": return .value(\.emphasis)
        case "--strong": return .value(\.strong)
        case "--fence": return .value(\.fence)
        case "--headings": return .value(\.headings)
        case "--keep-html": return .value(\.keepHTML)
        case "--table-spans": return .value(\.tableSpans)
        case "--math": return .value(\.math)
        default: return nil
        }
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var result = CommandLineOptions()
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                result.files.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            var name = argument
            var attachedValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attachedValue = String(argument[argument.index(after: equals)...])
            } else if !argument.hasPrefix("--"), argument.count > 2 {
                name = String(argument.prefix(2))
                attachedValue = String(argument.dropFirst(2))
            }
            guard let kind = kind(of: name) else {
                throw UsageError(description: "unknown option '\(argument)' (see mconv --help)")
            }
            switch kind {
            case .flag(let path):
                if attachedValue != nil {
                    throw UsageError(description: "option '\(name)' takes no value")
                }
                result[keyPath: path] = true
            case .value, .list:
                let value: String
                if let attachedValue {
                    value = attachedValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(description: "option '\(name)' needs a value")
                }
                if case .value(let path) = kind { result[keyPath: path] = value }
                if case .list(let path) = kind { result[keyPath: path].append(value) }
            }
        }
        return result
    }
}
