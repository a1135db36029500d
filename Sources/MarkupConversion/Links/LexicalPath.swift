/// File paths worked out as text, without asking the file system (links between the files
/// of a batch are written before all of them exist): normalizing, folders, relative paths.
enum LexicalPath {
    /// `path` with empty and `.` components removed and `..` applied where a component
    /// precedes it (`a/./b/../c` is `a/c`; a leading `..` of a relative path stays).
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == "..", isAbsolute {
                continue
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path` (`a/b.md` → `a`; `b.md` → `.`; `/b.md` → `/`).
    static func folder(of path: String) -> String {
        let normal = normalized(path)
        guard let slash = normal.lastIndex(of: "/") else { return "." }
        return slash == normal.startIndex ? "/" : String(normal[..<slash])
    }

    /// `relative` joined to `folder` and normalized; an absolute `relative` stands alone.
    static func joined(_ folder: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? normalized(relative) : normalized(folder + "/" + relative)
    }

    /// The path of `target` relative to the folder `folder` (`relative(to: "a/b/c.md", from:
    /// "a/d")` is `../b/c.md`). Both are normalized first and must both be absolute or both
    /// relative to the same folder.
    static func relative(to target: String, from folder: String) -> String {
        let targetParts = normalized(target).split(separator: "/")
        let folderParts = normalized(folder).split(separator: "/").filter { $0 != "." }
        let targetCompared = targetParts.filter { $0 != "." }
        var common = 0
        while common < min(targetCompared.count, folderParts.count), targetCompared[common] == folderParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: folderParts.count - common)
        return (ups + targetCompared[common...].map(String.init)).joined(separator: "/")
    }
}
