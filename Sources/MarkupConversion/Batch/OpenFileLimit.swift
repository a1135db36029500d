#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files: a batch keeps a few hundred outputs open until they are
/// committed, more than the usual soft limit of 1,024 allows with many jobs.
enum OpenFileLimit {
    /// Raises the soft limit to the hard limit (what any process may do), once.
    static func raiseToMaximum() {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(resource, &limit)
    }
}
