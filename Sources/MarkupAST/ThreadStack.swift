#if canImport(Glibc)
import Glibc
internal import CSystemCalls
#elseif canImport(Darwin)
import Darwin
#endif

/// How much stack the calling thread has left, so that ``DeepTreeStack`` checks a tree's
/// depth only on threads whose stacks are small.
enum ThreadStack {
    /// The bytes between the caller's frame and the low end of this thread's stack; `nil`
    /// when the system does not say.
    static func remainingBytes() -> Int? {
        guard let low = lowEnd() else { return nil }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > low ? Int(here - low) : 0
    }

    #if canImport(Darwin)
    /// The stack's low end, from the thread's own record (cheap on Darwin).
    private static func lowEnd() -> UInt? {
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        return top > size ? top - size : nil
    }
    #else
    /// The key of the per-thread cache of the stack's low end: asking glibc costs a read of
    /// `/proc/self/maps` on the main thread, so each thread asks once.
    private static let cacheKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The stack's low end, asked of glibc once per thread.
    private static func lowEnd() -> UInt? {
        guard let key = cacheKey else { return askedLowEnd() }
        if let cached = pthread_getspecific(key) { return UInt(bitPattern: cached) }
        guard let low = askedLowEnd() else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: low))
        return low
    }

    private static func askedLowEnd() -> UInt? {
        var attributes = pthread_attr_t()
        guard pthread_getattr_np(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
    }
    #endif
}
