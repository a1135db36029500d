/// One file of a batch: where it is read and where its output goes.
public struct BatchItem: Hashable, Sendable {
    /// The input path, as openable.
    public let source: String
    /// The path relative to the directory it was found in (its name, for a file given
    /// directly): the output keeps it, with the output format's extension.
    public let relativePath: String
    /// The output path.
    public let output: String

    /// An item.
    public init(source: String, relativePath: String, output: String) {
        self.source = source
        self.relativePath = relativePath
        self.output = output
    }

    /// `relativePath` with its last extension replaced by `fileExtension` (`a/b.html` →
    /// `a/b.md`; a name without extension, or a hidden name like `.x`, gets it added).
    public static func outputPath(for relativePath: String, fileExtension: String) -> String {
        let slash = relativePath.lastIndex(of: "/")
        let nameStart = slash.map { relativePath.index(after: $0) } ?? relativePath.startIndex
        var stemEnd = relativePath.endIndex
        if let dot = relativePath[nameStart...].lastIndex(of: "."), dot != nameStart { stemEnd = dot }
        return "\(relativePath[..<stemEnd]).\(fileExtension)"
    }
}
