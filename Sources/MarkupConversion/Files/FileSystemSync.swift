#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes written files durable: `syncfs(2)` once per file system where the C library has it
/// (Linux; Swift does not import it, so it is looked up by name), else `fsync` per file.
enum FileSystemSync {
    private typealias SyncFileSystem = @convention(c) (Int32) -> Int32

    /// `syncfs` from the C library, if present.
    private static let syncFileSystem: SyncFileSystem? = {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileSystem.self)
    }()

    /// Syncs the open files (descriptor, device): the `errno` of each one's failure, `nil`
    /// where its data is on disk.
    static func sync(_ files: [(descriptor: Int32, device: UInt64)]) -> [Int32?] {
        guard let syncFileSystem else {
            return files.map { fsync($0.descriptor) == 0 ? nil : errno }
        }
        var results: [UInt64: Int32?] = [:]
        return files.map { file in
            if let known = results[file.device] { return known }
            let result: Int32? = syncFileSystem(file.descriptor) == 0 ? nil : errno
            results[file.device] = result
            return result
        }
    }
}
