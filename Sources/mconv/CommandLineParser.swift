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

    private static var options: [String: Kind] { [
        "-f": .value(\.from), "--from": .value(\.from),
        "-t": .value(\.to), "--to": .value(\.to),
        "-o": .value(\.output), "--output": .value(\.output),
        "--output-dir": .value(\.outputDirectory),
        "-e": .list(\.extensions), "--extension": .list(\.extensions),
        "--raw-html": .value(\.rawHTML),
        "--trusted-html": .flag(\.trustedHTML), "--unsafe": .flag(\.trustedHTML),
        "--link-urls": .flag(\.linkURLs),
        "--anchors": .value(\.anchors),
        "--stylesheet": .value(\.styleSheet),
        "--style-policy": .value(\.stylePolicy),
        "--runs-offsets": .value(\.runsOffsets),
        "--sanitize": .value(\.sanitize), "--sanitize-policy": .value(\.sanitizePolicy), "--base-url": .value(\.baseURL),
        "--color": .value(\.color), "--colour": .value(\.color),
        "--color-depth": .value(\.colorDepth), "--colour-depth": .value(\.colorDepth),
        "--hyperlinks": .value(\.hyperlinks),
        "--columns": .value(\.columns), "-w": .value(\.columns), "--width": .value(\.columns),
        "--link-style": .value(\.linkStyle),
        "--theme": .value(\.theme),
        "--code-lines": .value(\.codeLines),
        "--ascii": .flag(\.ascii), "--unicode": .flag(\.unicode),
        "--heading-prefix": .flag(\.headingPrefix), "--ansi-heading-prefix": .flag(\.headingPrefix),
        "--strict": .flag(\.strict),
        "--encoding": .value(\.encoding),
        "-q": .flag(\.quiet), "--quiet": .flag(\.quiet),
        "--list-formats": .flag(\.listFormats),
        "--dump-ast": .flag(\.dumpAST),
        "--select": .list(\.select), "--remove": .list(\.remove),
        "-j": .value(\.jobs), "--jobs": .value(\.jobs),
        "--include": .list(\.include), "--exclude": .list(\.exclude),
        "--update": .flag(\.update), "-u": .flag(\.update),
        "--report": .value(\.report),
        "--progress": .flag(\.progress), "--no-progress": .flag(\.noProgress),
        "--jsonl": .flag(\.jsonLines),
        "--rewrite-links": .flag(\.rewriteLinks), "--extract-media": .value(\.extractMedia),
        "--self-check": .flag(\.selfCheck), "--no-self-check": .flag(\.noSelfCheck),
        "-h": .flag(\.showHelp), "--help": .flag(\.showHelp),
        "--version": .flag(\.showVersion),
        "--front-matter": .flag(\.frontMatter), "--metadata": .list(\.metadata), "--standalone": .flag(\.standalone),
        "--wrap": .value(\.wrap), "--reference-links": .flag(\.referenceLinks),
        "--bullet": .value(\.bullet), "--emphasis": .value(\.emphasis), "--strong": .value(\.strong),
        "--fence": .value(\.fence), "--headings": .value(\.headings),
        "--keep-html": .value(\.keepHTML), "--table-spans": .value(\.tableSpans), "--math": .value(\.math),
    ] }

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
            guard let kind = options[name] else {
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
