#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs and writing outputs with plain POSIX calls: no Foundation, so the CLI
/// starts in a few milliseconds.
enum FileIO {
    /// Reads a whole file, or standard input for `-`.
    static func read(_ path: String) throws(IOError) -> [UInt8] {
        if path == "-" { return try readAll(fd: 0, name: "standard input") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw IOError("read", path, errorNumber: errno) }
        defer { close(fd) }
        var info = stat()
        var expectedSize = 0
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw IOError("read", path, errorNumber: EISDIR) }
            if (info.st_mode & S_IFMT) == S_IFREG { expectedSize = Int(info.st_size) }
        }
        return try readAll(fd: fd, name: path, expectedSize: expectedSize)
    }

    /// Reads to the end of `fd`. A regular file's size is reserved up front, so its bytes are
    /// read into one buffer without the regrowth copies (each of which briefly holds the old
    /// and the new buffer: the largest allocations of a big conversion).
    private static func readAll(fd: Int32, name: String, expectedSize: Int = 0) throws(IOError) -> [UInt8] {
        var bytes: [UInt8] = []
        if expectedSize > 0 { bytes.reserveCapacity(expectedSize + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOError("read", name, errorNumber: errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
            if chunk.count < 1 << 22 && bytes.count >= chunk.count * 4 {
                chunk = [UInt8](repeating: 0, count: chunk.count * 4)
            }
        }
    }

    /// Writes `text` to standard output.
    static func writeStandardOutput(_ text: String) throws(IOError) {
        try writeStandardOutput(Array(text.utf8))
    }

    /// Writes UTF-8 bytes to standard output.
    static func writeStandardOutput(_ bytes: [UInt8]) throws(IOError) {
        if let failure = bytes.withUnsafeBufferPointer({ writeAll(fd: 1, $0, name: "standard output") }) { throw failure }
    }

    /// Writes a message line to standard error, ignoring failures.
    static func writeStandardError(_ line: String) {
        var text = line + "\n"
        _ = text.withUTF8 { writeAll(fd: 2, $0, name: "standard error") }
    }

    /// Throws if a file could not be created at `path` (its folder is missing or not
    /// writable), so a long conversion fails before it starts rather than at the end.
    static func checkWritable(_ path: String) throws(IOError) {
        guard access(folder(of: path), W_OK) == 0 else { throw IOError("write", path, errorNumber: errno) }
    }

    /// Writes `text` to `path` atomically: a temporary file in the same folder, then
    /// `rename`, so readers never see a half-written file and a failure leaves none behind.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(IOError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder(of: path))/.\(name).mconv-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw IOError("write", path, errorNumber: errno) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        do throws(IOError) {
            if let failure = bytes.withUnsafeBufferPointer({ writeAll(fd: fd, $0, name: path) }) { throw failure }
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
            guard fsync(fd) == 0 else { throw IOError("write", path, errorNumber: errno) }
            isOpen = false
            guard close(fd) == 0 else { throw IOError("write", path, errorNumber: errno) }
            guard rename(temporaryPath, path) == 0 else { throw IOError("write", path, errorNumber: errno) }
        } catch {
            if isOpen { close(fd) }
            unlink(temporaryPath)
            throw error
        }
    }

    /// Writes every byte, retrying on `EINTR`; returns the failure, if any.
    private static func writeAll(fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>, name: String) -> IOError? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return IOError("write", name, errorNumber: errno)
            }
            offset += written
        }
        return nil
    }

    /// The folder a file path is in: `.` for a bare name, `/` for a file in the root.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Throws unless `path` names an existing directory.
    static func requireDirectory(_ path: String) throws(IOError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw IOError("write into", path, errorNumber: errno) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw IOError("write into", path, errorNumber: ENOTDIR) }
    }
}

/// The `read(2)` system call (`FileIO.read` shadows the plain name inside the type).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// The `write(2)` system call.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
