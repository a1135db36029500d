#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread running one closure, joined with ``join()``: the batch converters' threads,
/// without Foundation or Dispatch (the CLI starts in a few milliseconds without them).
///
/// Each thread gets a 16 MB stack, twice the usual main-thread limit, so a conversion on a
/// worker has at least the room it has on the main thread.
final class WorkerThread {
    private static let stackSize = 16 << 20

    #if os(Linux)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif
    private var isRunning = false

    /// Starts `body` on a new thread; `nil` when the system refuses another thread (the caller
    /// then does the work itself).
    init?(_ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        isRunning = true
    }

    /// Waits for the closure to return.
    func join() {
        guard isRunning else { return }
        isRunning = false
        #if os(Linux)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }

    /// The closure, boxed to cross into C.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
