#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if os(Linux)
import CSystemCalls
#endif

/// Makes written files durable: `syncfs(2)` once per file system on Linux (declared by the
/// `CSystemCalls` module, since Swift's Glibc module leaves it out and a statically linked
/// executable cannot look it up by name), elsewhere `fsync` per file.
enum FileSystemSync {
    /// Syncs the open files (descriptor, device): the `errno` of each one's failure, `nil`
    /// where its data is on disk.
    static func sync(_ files: [(descriptor: Int32, device: UInt64)]) -> [Int32?] {
        #if os(Linux)
        var results: [UInt64: Int32?] = [:]
        return files.map { file in
            if let known = results[file.device] { return known }
            let result: Int32? = syncfs(file.descriptor) == 0 ? nil : errno
            results[file.device] = result
            return result
        }
        #else
        return files.map { fsync($0.descriptor) == 0 ? nil : errno }
        #endif
    }
}
