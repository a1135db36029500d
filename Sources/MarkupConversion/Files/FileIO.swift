#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs and writing outputs with plain POSIX calls: no Foundation, so the CLI
/// starts in a few milliseconds. Errors are ``IOError``s that name the path and the reason.
public enum FileIO {
    /// Reads a whole file, or standard input for `-`. With `maxBytes`, reading stops one byte
    /// past that many (a regular file larger than that is not read at all: its first
    /// `maxBytes + 1` bytes are), so the caller sees that the input is over its limit
    /// (``ConversionOptions/maxInputBytes``) without holding all of it in memory.
    public static func read(_ path: String, maxBytes: Int? = nil) throws(IOError) -> [UInt8] {
        let cap = maxBytes.map { $0 < Int.max ? $0 + 1 : $0 }
        if path == "-" { return try readAll(fd: 0, name: "standard input", cap: cap) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw IOError("read", path, errorNumber: errno) }
        defer { close(fd) }
        var info = stat()
        var expectedSize = 0
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw IOError("read", path, errorNumber: EISDIR) }
            if (info.st_mode & S_IFMT) == S_IFREG { expectedSize = Int(info.st_size) }
        }
        return try readAll(fd: fd, name: path, expectedSize: cap.map { min(expectedSize, $0) } ?? expectedSize, cap: cap)
    }

    /// The whole content of the open, readable file `fd`, from its first byte.
    static func readFromStart(_ fd: Int32, name: String) throws(IOError) -> [UInt8] {
        var info = stat()
        guard lseek(fd, 0, SEEK_SET) == 0, fstat(fd, &info) == 0 else { throw IOError("read", name, errorNumber: errno) }
        return try readAll(fd: fd, name: name, expectedSize: Int(info.st_size))
    }

    /// Reads to the end of `fd`, or until `cap` bytes are read. A regular file's size is
    /// reserved up front, so its bytes are read into one buffer without the regrowth copies
    /// (each of which briefly holds the old and the new buffer: the largest allocations of a
    /// big conversion).
    private static func readAll(fd: Int32, name: String, expectedSize: Int = 0, cap: Int? = nil) throws(IOError) -> [UInt8] {
        var bytes: [UInt8] = []
        if expectedSize > 0 { bytes.reserveCapacity(expectedSize + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = cap.map { min(chunk.count, $0 - bytes.count) } ?? chunk.count
            if wanted == 0 { return bytes }
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
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

    /// Whether `path` names a folder (through symbolic links); `-` never does.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return path != "-" && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Writes `text` to standard output.
    public static func writeStandardOutput(_ text: String) throws(IOError) {
        try writeStandardOutput(Array(text.utf8))
    }

    /// Writes UTF-8 bytes to standard output.
    public static func writeStandardOutput(_ bytes: [UInt8]) throws(IOError) {
        if let failure = bytes.withUnsafeBufferPointer({ writeAll(fd: 1, $0, name: "standard output") }) { throw failure }
    }

    /// Writes `content` to standard output, piece by piece as it is made.
    public static func writeStandardOutput(_ content: OutputContent) throws(IOError) {
        try content.write(toDescriptor: 1, name: "standard output")
    }

    /// Writes a message line to standard error, ignoring failures.
    public static func writeStandardError(_ line: String) {
        var text = line + "\n"
        _ = text.withUTF8 { writeAll(fd: 2, $0, name: "standard error") }
    }

    /// Writes every byte of `bytes` to the open descriptor `fd`.
    public static func write(_ bytes: [UInt8], toDescriptor fd: Int32, name: String) throws(IOError) {
        if let failure = bytes.withUnsafeBufferPointer({ writeAll(fd: fd, $0, name: name) }) { throw failure }
    }

    /// Writes every byte of `piece` to `fd`; returns the failure, if any.
    static func write(_ piece: UnsafeBufferPointer<UInt8>, toDescriptor fd: Int32, name: String) -> IOError? {
        writeAll(fd: fd, piece, name: name)
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
}

/// The `read(2)` system call (`FileIO.read` shadows the plain name inside the type).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// The `write(2)` system call.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
