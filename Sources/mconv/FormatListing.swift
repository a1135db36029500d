import MarkupConversion

/// The text of `--list-formats`, read from the format registry: every format with its
/// names, direction, file extensions and summary, then each format's extensions.
enum FormatListing {
    static func text(registry: FormatRegistry) -> String {
        var lines: [String] = []
        for (title, readable) in [("Input formats (-f):", true), ("Output formats (-t):", false)] {
            lines.append(title)
            for format in registry.formats where readable ? format.isReadable : format.isWritable {
                var line = "  " + format.names.joined(separator: ", ")
                if !format.fileExtensions.isEmpty {
                    line += "  (" + format.fileExtensions.map { "." + $0 }.joined(separator: " ") + ")"
                }
                lines.append(line)
                lines.append("      " + format.summary)
            }
        }
        for format in registry.formats {
            guard let extensions = format.extensions else { continue }
            let defaults = extensions.available.filter(extensions.defaults.contains)
            lines.append("Extensions of \(format.name) (-e NAME, or \(format.name)+NAME / \(format.name)-NAME):")
            lines.append("  " + extensions.available.joined(separator: ", "))
            lines.append("  on by default: " + (defaults.isEmpty ? "none" : defaults.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
