#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a conversion's output to a path without ever destroying what is there:
///
/// - a descriptor the process already holds (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`, which is what `-o >(wc -c)` passes) is written through that
///   descriptor, keeping its offset and append mode;
/// - an existing file that is not a regular file (a device such as `/dev/null` or
///   `/dev/full`, a FIFO) is opened and written directly, never replaced;
/// - a symbolic link is followed, and its final target is what gets replaced;
/// - a regular file (or a new one) is written atomically: a temporary file in the same
///   folder, `fsync`, then `rename` over the target, so readers never see a half-written
///   file; a replaced file keeps its mode and, where permitted, its owner and group; a new
///   file gets `0666` minus the umask. On Linux the temporary file has no name until it is
///   complete (`O_TMPFILE`), so even SIGKILL leaves nothing behind; a named temporary file is
///   removed on every error and on SIGINT, SIGTERM and SIGHUP (see ``TemporaryFiles``);
///   SIGXFSZ is ignored so that a file size limit is an error like any other.
public enum OutputFile {
    /// Seconds to wait between writing the temporary file and renaming it, from the
    /// environment variable `MCONV_TEST_HOLD_BEFORE_RENAME`: only for the tests that
    /// interrupt a write and check that no temporary file is left. 0 (no wait) otherwise.
    nonisolated(unsafe) package static var holdBeforeRename: UInt32 = 0

    /// Writes `bytes` to `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws(IOError) {
        try write(.bytes(bytes), to: path)
    }

    /// Writes `content` to `path`, the same way whether it comes whole or in pieces: a
    /// streamed output is renamed into place only once its last piece is written, so the
    /// target never holds part of it. (Should the unnamed temporary file fail to be linked
    /// into place, the named fallback renders the pieces a second time.)
    public static func write(_ content: OutputContent, to path: String) throws(IOError) {
        if let descriptor = inheritedDescriptor(path) {
            try content.write(toDescriptor: descriptor, name: path)
            return
        }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw IOError("write", path, errorNumber: EISDIR)
            case S_IFREG:
                break
            default:
                try writeDirectly(content, to: path)
                return
            }
        }
        try replaceAtomically(with: content, at: finalTarget(of: path), existing: stat(path, &info) == 0 ? info : nil)
    }

    /// Throws if a file could not be created at `path` (its folder is missing or not
    /// writable), so a long conversion fails before it starts rather than at the end.
    public static func checkWritable(_ path: String) throws(IOError) {
        if inheritedDescriptor(path) != nil { return }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { return }
        let target = finalTarget(of: path)
        guard access(folder(of: target), W_OK) == 0 else { throw IOError("write", path, errorNumber: errno) }
    }

    /// Creates `path` and its missing parents as folders (`mkdir -p`).
    public static func createDirectory(_ path: String) throws(IOError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw IOError("create the folder", path, errorNumber: ENOTDIR) }
            return
        }
        let parent = folder(of: path)
        if parent != path && parent != "." && parent != "/" { try createDirectory(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw IOError("create the folder", path, errorNumber: errno) }
    }

    // MARK: - Descriptors and special files

    /// The descriptor number a path names when it is one the process already holds.
    public static func inheritedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            let digits = path.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
            return Int32(digits)
        }
        return nil
    }

    /// Opens an existing non-regular file (device, FIFO) for writing and writes to it.
    private static func writeDirectly(_ content: OutputContent, to path: String) throws(IOError) {
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw IOError("write", path, errorNumber: errno) }
        defer { close(fd) }
        try content.write(toDescriptor: fd, name: path)
    }

    // MARK: - Atomic replacement

    /// The file a path finally names after following symbolic links (at most 40, as the
    /// kernel does), even when the last link dangles; the path itself when it is no link.
    public static func finalTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        return current
    }

    /// Writes `content` to a temporary file beside `path` and renames it over `path`, keeping
    /// the mode and owner of the file it replaces (`existing`).
    ///
    /// On Linux the temporary file is first created without a name (`O_TMPFILE`), written,
    /// synced, and only then linked under a temporary name and renamed into place: a process
    /// killed with SIGKILL while writing leaves nothing behind, not even a temporary file.
    /// Where that is not available (a file system without `O_TMPFILE`, no `/proc`), the file
    /// is created with `mkstemp` and removed on errors and catchable signals.
    private static func replaceAtomically(with content: OutputContent, at path: String, existing: stat?) throws(IOError) {
        TemporaryFiles.installSignalHandlers()
        #if os(Linux)
        if try replaceThroughUnnamedFile(with: content, at: path, existing: existing) { return }
        #endif
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder(of: path))/.\(name).mconv-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw IOError("write", path, errorNumber: errno) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let slot = TemporaryFiles.register(temporaryPath)
        var isOpen = true
        do throws(IOError) {
            try fill(fd, with: content, path: path, existing: existing)
            if holdBeforeRename > 0 { sleep(holdBeforeRename) }
            isOpen = false
            guard close(fd) == 0 else { throw IOError("write", path, errorNumber: errno) }
            guard rename(temporaryPath, path) == 0 else { throw IOError("write", path, errorNumber: errno) }
            TemporaryFiles.unregister(slot)
        } catch {
            if isOpen { close(fd) }
            unlink(temporaryPath)
            TemporaryFiles.unregister(slot)
            throw error
        }
    }

    /// Writes `content` to the open temporary file, sets its mode (and owner, where permitted)
    /// and syncs it (unless `syncs` is false: a group commit syncs the file system once). A new
    /// file opened with mode 0666 (`hasCreationMode`) already has its mode: the umask applied
    /// at creation.
    static func fill(
        _ fd: Int32, with content: OutputContent, path: String, existing: stat?, syncs: Bool = true, hasCreationMode: Bool = false
    ) throws(IOError) {
        try content.write(toDescriptor: fd, name: path)
        if existing == nil && hasCreationMode {
            // Created with 0666, which the kernel already reduced by the umask.
        } else if let existing {
            fchmod(fd, existing.st_mode & 0o7777)
            // Keeping the owner needs privileges; without them the file is the caller's.
            _ = fchown(fd, existing.st_uid, existing.st_gid)
            fchmod(fd, existing.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
        }
        guard !syncs || fsync(fd) == 0 else { throw IOError("write", path, errorNumber: errno) }
    }

    #if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`; the C macro is not imported into Swift).
    static let unnamedFileFlag: Int32 = 0o20000000 | O_DIRECTORY

    /// The mode an unnamed output file is created with: 0666 for a new file (the kernel
    /// applies the umask, as for any new file; the file has no name, so nobody can open it
    /// while it is written), 0600 while it is given the mode of the file it replaces.
    static func creationMode(replacing existing: stat?) -> mode_t {
        existing == nil ? 0o666 : 0o600
    }

    /// This process's id, for temporary names (read once).
    private static let processID = getpid()

    /// Numbers the temporary names of one process.
    nonisolated(unsafe) private static var temporaryCounter = 0

    /// The `O_TMPFILE` way of ``replaceAtomically(with:at:existing:)``; `false` when the
    /// system cannot do it (nothing written then), so the caller falls back to `mkstemp`.
    private static func replaceThroughUnnamedFile(with content: OutputContent, at path: String, existing: stat?) throws(IOError) -> Bool {
        let folder = folder(of: path)
        let fd = open(folder, unnamedFileFlag | O_WRONLY | O_CLOEXEC, creationMode(replacing: existing))
        guard fd >= 0 else { return false }
        defer { close(fd) }
        try fill(fd, with: content, path: path, existing: existing, hasCreationMode: true)
        return try linkIntoPlace(fd, at: path)
    }

    /// Gives the complete unnamed file `fd` the name `path`: linked under a temporary name in
    /// the same folder, then renamed over `path`. `false` when linking is not possible here
    /// (no `/proc`); a failed rename throws (the temporary name is removed).
    static func linkIntoPlace(_ fd: Int32, at path: String) throws(IOError) -> Bool {
        let folder = folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for _ in 0..<100 {
            let temporaryPath = "\(folder)/.\(name).mconv-\(processID)-\(nextTemporaryNumber())"
            let slot = TemporaryFiles.register(temporaryPath)
            guard linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temporaryPath, AT_SYMLINK_FOLLOW) == 0 else {
                let failure = errno
                TemporaryFiles.unregister(slot)
                if failure == EEXIST { continue }
                return false
            }
            if holdBeforeRename > 0 { sleep(holdBeforeRename) }
            guard rename(temporaryPath, path) == 0 else {
                let failure = errno
                unlink(temporaryPath)
                TemporaryFiles.unregister(slot)
                throw IOError("write", path, errorNumber: failure)
            }
            TemporaryFiles.unregister(slot)
            return true
        }
        return false
    }

    /// A number not used before by this process for a temporary name.
    private static func nextTemporaryNumber() -> Int {
        TemporaryFiles.withLock {
            temporaryCounter += 1
            return temporaryCounter
        }
    }
    #endif

    /// The folder a file path is in: `.` for a bare name, `/` for a file in the root.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
