#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock, for timing files and progress (never the wall clock,
/// which can jump).
package enum MonotonicClock {
    /// Seconds since an arbitrary fixed point.
    package static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
