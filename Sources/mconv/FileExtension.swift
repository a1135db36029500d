/// Lower-cased file name extension helpers.
enum FileExtension {
    /// The lower-cased extension of the last path component, or "".
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// `path` with its extension replaced by `newExtension`.
    static func replacing(_ path: String, with newExtension: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem: Substring
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
        } else {
            stem = name[...]
        }
        return "\(stem).\(newExtension)"
    }
}
