import MarkdownFrontend

/// The text of `--list-formats` and the name lists used in error messages.
enum FormatListing {
    static var inputNames: String { InputFormat.allCases.flatMap(\.names).joined(separator: ", ") }
    static var outputNames: String { OutputFormat.allCases.flatMap(\.names).joined(separator: ", ") }
    static var extensionNames: String { MarkdownExtension.allCases.map(\.rawValue).joined(separator: ", ") }

    static var text: String {
        var lines = ["Input formats (-f):"]
        for format in InputFormat.allCases {
            lines.append("  \(format.names.joined(separator: ", "))\n      \(format.summary)")
        }
        lines.append("Output formats (-t):")
        for format in OutputFormat.allCases {
            lines.append("  \(format.names.joined(separator: ", "))\n      \(format.summary)")
        }
        lines.append("Markdown extensions (-e NAME, or FORMAT+NAME / FORMAT-NAME):")
        lines.append("  \(extensionNames)")
        return lines.joined(separator: "\n") + "\n"
    }
}
