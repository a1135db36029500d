#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files being written right now, so that a SIGINT, SIGTERM or SIGHUP removes
/// them before the process dies: an interrupted run leaves no stray `.name.mconv-XXXXXX`.
///
/// The paths live in fixed C buffers allocated once, which the signal handler reads with
/// nothing but `unlink` (async-signal-safe); registration takes a lock, so conversions on
/// several threads can write at once.
enum TemporaryFiles {
    /// How many temporary files may be open at once (one per conversion in flight).
    static let capacity = 256
    private static let pathLength = Int(PATH_MAX) + 1

    /// Registers `path`; returns its slot for ``unregister(_:)`` (-1 when all slots are in
    /// use: the file is then only removed by the normal error paths). Installs the signal
    /// handlers first, so no temporary name exists without them, whichever way the file was
    /// written (a single output, or a batch's group commit).
    static func register(_ path: String) -> Int {
        installSignalHandlers()
        lock()
        defer { unlock() }
        guard let slot = (0..<capacity).first(where: { storage.used[$0] == 0 }) else { return -1 }
        let bytes = Array(path.utf8.prefix(pathLength - 1))
        let buffer = storage.paths + slot * pathLength
        bytes.withUnsafeBufferPointer { source in
            for index in 0..<source.count { buffer[index] = CChar(bitPattern: source[index]) }
        }
        buffer[bytes.count] = 0
        storage.used[slot] = 1
        return slot
    }

    /// Forgets the file in `slot` (it was renamed into place or removed).
    static func unregister(_ slot: Int) {
        guard slot >= 0, slot < capacity else { return }
        lock()
        storage.used[slot] = 0
        unlock()
    }

    /// Installs the handlers once: SIGINT, SIGTERM and SIGHUP remove the registered files and
    /// then end the process as the signal would have; SIGXFSZ is ignored, so that exceeding a
    /// file size limit fails the write (and the error path removes the file).
    ///
    /// A signal the process started with ignored stays ignored (`nohup` ignores SIGHUP, a
    /// shell ignores SIGINT in background jobs), and the three are unblocked in the calling
    /// thread on every call, in case the parent left them blocked (a child inherits the mask
    /// of the thread that started it: a Dispatch thread blocks them), so that they do end the
    /// process while any thread that writes an output runs.
    static func installSignalHandlers() {
        lock()
        defer { unlock() }
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        guard storage.handlersInstalled == 0 else { return }
        storage.handlersInstalled = 1
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, removeTemporaryFilesAndReraise)
            if isIgnoring(previous) { signal(signalNumber, SIG_IGN) }
        }
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Whether a disposition `signal` returned is `SIG_IGN` (C function pointers are not
    /// `Equatable` in Swift: their addresses are compared).
    private static func isIgnoring(_ handler: __sighandler_t?) -> Bool {
        let ignore: __sighandler_t? = SIG_IGN
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
    }

    fileprivate static func removeAll() {
        for slot in 0..<capacity where storage.used[slot] != 0 {
            unlink(storage.paths + slot * pathLength)
        }
    }

    /// Runs `body` holding the registry's lock.
    static func withLock<Result>(_ body: () -> Result) -> Result {
        lock()
        defer { unlock() }
        return body()
    }

    private static func lock() { pthread_mutex_lock(storage.mutex) }
    private static func unlock() { pthread_mutex_unlock(storage.mutex) }

    /// The buffers, made once before any handler can run.
    fileprivate struct Storage: @unchecked Sendable {
        let paths: UnsafeMutablePointer<CChar>
        let used: UnsafeMutablePointer<UInt8>
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        var handlersInstalled: Int {
            get { Int(flags.pointee) }
            nonmutating set { flags.pointee = UInt8(newValue) }
        }
        private let flags: UnsafeMutablePointer<UInt8>

        init() {
            paths = .allocate(capacity: TemporaryFiles.capacity * TemporaryFiles.pathLength)
            used = .allocate(capacity: TemporaryFiles.capacity)
            used.initialize(repeating: 0, count: TemporaryFiles.capacity)
            mutex = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
            flags = .allocate(capacity: 1)
            flags.initialize(to: 0)
        }
    }

    fileprivate static let storage = Storage()
}

/// The signal handler: removes the temporary files, restores the default action and raises
/// the signal again, so the exit status says which signal ended the process.
private func removeTemporaryFilesAndReraise(_ signalNumber: Int32) {
    TemporaryFiles.removeAll()
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
