#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files under a directory, recursively, in a stable order (paths sorted by their
/// bytes), for directory inputs.
///
/// - symbolic links are followed, to files and folders alike; a link back to a folder
///   being walked (a loop) and a dangling link are reported, never followed or fatal;
/// - a folder that cannot be read and a name that is not valid UTF-8 are reported and
///   skipped, and the walk goes on;
/// - `excludes` prune whole folders (`_static`, `drafts/**`) and drop files;
/// - `acceptsFile` chooses among the remaining files (by `--include` or by extension);
/// - the folder `skipping` (the output folder, when it is inside the input) is not walked.
package struct InputTreeWalker {
    /// A file found: its path as openable (`root/relative`) and relative to the root.
    package struct Found {
        package let path: String
        package let relativePath: String
    }

    let excludes: [PathPattern]
    let acceptsFile: (_ relativePath: String, _ name: [UInt8]) -> Bool
    /// Device and inode of a folder never to enter.
    let skipping: (device: UInt64, inode: UInt64)?

    /// Walks `root`; the files found, sorted, and the problems met.
    func walk(_ root: String) -> (files: [Found], problems: [BatchProblem]) {
        var files: [Found] = []
        var problems: [BatchProblem] = []
        // Pending folders: relative path and the identities of the folders above it.
        var stack: [(relative: String, ancestors: Set<FileIdentity>)] = []
        guard let rootIdentity = FileIdentity(path: root, following: true) else {
            return ([], [BatchProblem(path: root, message: "cannot read the folder: \(Self.reason(errno))", isFailure: true)])
        }
        stack.append(("", [rootIdentity]))
        while let (relative, ancestors) = stack.popLast() {
            let folder = relative.isEmpty ? root : Self.join(root, relative)
            guard let names = Self.names(in: folder, problems: &problems) else { continue }
            for name in names {
                let nameBytes = Array(name.utf8)
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childPath = Self.join(root, childRelative)
                if excludes.contains(where: { $0.matchesNames ? $0.matches(name: nameBytes) : $0.matches(relativePath: childRelative) }) {
                    continue
                }
                var linkInfo = stat()
                guard lstat(childPath, &linkInfo) == 0 else {
                    problems.append(BatchProblem(path: childPath, message: Self.reason(errno), isFailure: true))
                    continue
                }
                var info = linkInfo
                let isLink = linkInfo.st_mode & S_IFMT == S_IFLNK
                if isLink && stat(childPath, &info) != 0 {
                    problems.append(BatchProblem(path: childPath, message: "dangling symbolic link (\(Self.reason(errno))): skipped", isFailure: false))
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    let identity = FileIdentity(info)
                    if ancestors.contains(identity) {
                        problems.append(BatchProblem(path: childPath, message: "symbolic link loop (it leads back to a folder above it): skipped", isFailure: false))
                        continue
                    }
                    if let skipping, skipping.device == identity.device && skipping.inode == identity.inode { continue }
                    stack.append((childRelative, ancestors.union([identity])))
                case S_IFREG:
                    if acceptsFile(childRelative, nameBytes) {
                        files.append(Found(path: childPath, relativePath: childRelative))
                    }
                default:
                    continue
                }
            }
        }
        files.sort { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        problems.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return (files, problems)
    }

    /// `root/relative`, without doubling a trailing slash of the root.
    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The entries of `folder` except `.` and `..`; `nil` (with a problem) when it cannot
    /// be read. Names that are not valid UTF-8 are reported and left out.
    private static func names(in folder: String, problems: inout [BatchProblem]) -> [String]? {
        guard let directory = opendir(folder) else {
            problems.append(BatchProblem(path: folder, message: "cannot read the folder: \(reason(errno))", isFailure: true))
            return nil
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                let slice = UnsafeBufferPointer(rebasing: bytes[..<length])
                if slice.count == 1 && slice[0] == UInt8(ascii: ".") { return "" }
                if slice.count == 2 && slice[0] == UInt8(ascii: ".") && slice[1] == UInt8(ascii: ".") { return "" }
                guard let text = String(validating: slice, as: UTF8.self) else { return nil }
                return text
            }
            guard let name else {
                problems.append(BatchProblem(path: folder, message: "a file name that is not valid UTF-8: skipped", isFailure: true))
                continue
            }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    /// `strerror` of `number`.
    static func reason(_ number: Int32) -> String {
        String(cString: strerror(number))
    }
}
