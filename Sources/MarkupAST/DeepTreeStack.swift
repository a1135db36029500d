#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs recursive work over a deeply nested document on a thread with a large stack.
///
/// Renderers and passes recurse as deep as the tree (frontends cap it at
/// ``NestingLimit/defaultMaxDepth`` levels), and apps call them from threads with small
/// stacks: 512 KB for a secondary thread on Apple platforms, less for some thread pools. On
/// a thread with less than ``inPlaceStackBytes`` of stack left, a tree nested past
/// ``inPlaceLevels`` is therefore walked on a thread of its own with a ``stackBytes`` stack
/// while the caller waits; a shallower one (nearly every real document) runs in place, at
/// the cost of one depth check that stops at ``inPlaceLevels``. A thread with a large stack
/// (a process's main thread: 8 MB by default on Linux) runs everything in place without the
/// check. So no caller's stack size bounds the depth a document may have.
public enum DeepTreeStack {
    /// The nesting (block and inline containers together) handled on the caller's own
    /// thread. At a few kilobytes per level in the largest renderer (runs.json's style
    /// resolution), this needs well under 128 KB of the caller's stack.
    public static let inPlaceLevels = 24

    /// The stack left on the caller's thread above which any tree runs in place: the
    /// largest renderer needs about 0.8 MB at the nesting cap in a release build, a debug
    /// build under 4 MB.
    public static let inPlaceStackBytes = 4 << 20

    /// The stack of the thread deep trees run on: room for every renderer at 256 levels in
    /// a debug build, or under a sanitizer, with a wide margin. Stacks are reserved, not
    /// touched, so the size costs address space only.
    public static let stackBytes = 64 << 20

    /// `body`'s result, computed on the caller's thread when it has ``inPlaceStackBytes`` of
    /// stack left or `blocks` nest at most ``inPlaceLevels`` deep, else on a large-stack
    /// thread (see the type's description).
    public static func run<Result>(over blocks: [Block], _ body: () -> Result) -> Result {
        if let remaining = ThreadStack.remainingBytes(), remaining >= inPlaceStackBytes { return body() }
        guard blocks.nestingExceeds(inPlaceLevels) else { return body() }
        return onLargeStack(body)
    }

    /// `body`'s result, computed on a new thread with a ``stackBytes`` stack while the caller
    /// waits; in place when the system refuses the thread.
    public static func onLargeStack<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { escapable in
            let job = StackJob(escapable)
            guard job.runOnOwnThread(stackBytes: stackBytes), let result = job.result else { return body() }
            return result
        }
    }
}

/// The work `DeepTreeStack` hands to its thread: the closure and, once run, its result.
/// The caller blocks in `pthread_join` until the thread ends, so the closure and its
/// captures outlive the thread, and the result is read only after it.
private final class StackJob<Result>: StackJobBase, @unchecked Sendable {
    private let body: () -> Result
    private(set) var result: Result?

    init(_ body: @escaping () -> Result) {
        self.body = body
    }

    override func run() {
        result = body()
    }
}

/// The non-generic face of `StackJob` that the C thread entry point can call.
private class StackJobBase {
    func run() {}

    /// Runs ``run()`` on a new thread with a `stackBytes` stack and waits for it; `false`
    /// when no thread could be created (nothing has run then).
    func runOnOwnThread(stackBytes: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return false }
        let context = Unmanaged.passRetained(self)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        #if canImport(Darwin)
        // Darwin's start routine takes a non-optional argument.
        let created = pthread_create(&thread, &attributes, { raw in
            Unmanaged<StackJobBase>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context.toOpaque())
        #else
        let created = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let job = Unmanaged<StackJobBase>.fromOpaque(raw).takeRetainedValue()
            job.run()
            return nil
        }, context.toOpaque())
        #endif
        guard created == 0 else {
            context.release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }
}
