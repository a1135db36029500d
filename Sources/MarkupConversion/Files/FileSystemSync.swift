#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import CSystemCalls

/// Makes written files durable: `syncfs(2)` once per file system where the C library has it
/// (Linux: called through the `CSystemCalls` C target, since Swift's Glibc module does not
/// declare it and a statically linked executable cannot look it up by name), else `fsync`
/// per file.
enum FileSystemSync {
    /// Syncs the open files (descriptor, device): the `errno` of each one's failure, `nil`
    /// where its data is on disk.
    static func sync(_ files: [(descriptor: Int32, device: UInt64)]) -> [Int32?] {
        var results: [UInt64: Int32?] = [:]
        return files.map { file in
            if let known = results[file.device] { return known }
            var result: Int32? = mconv_syncfs(file.descriptor) == 0 ? nil : errno
            // No syncfs on this platform: each file on its own.
            if result == ENOSYS { result = fsync(file.descriptor) == 0 ? nil : errno } else { results[file.device] = result }
            return result
        }
    }
}
