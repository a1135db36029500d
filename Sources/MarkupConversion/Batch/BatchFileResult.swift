/// What happened to one file of a batch.
public struct BatchFileResult: Sendable {
    /// The outcome.
    public enum Status: String, Sendable {
        /// Converted and written.
        case converted
        /// Skipped by ``BatchConverter/skipsUpToDate``: the output is newer than the input.
        case upToDate = "up-to-date"
        /// Not converted (see ``BatchFileResult/failure``); nothing was written for it.
        case failed
    }

    /// Why a file failed.
    public enum Failure: Sendable, CustomStringConvertible {
        /// The input could not be read or the output not written (`mconv` exit code 1).
        case io(IOError)
        /// The input is invalid for its format (`--strict` and invalid bytes; runs.json that
        /// is not runs.json).
        case invalidInput(InputError)

        /// The message for the user.
        public var description: String {
            switch self {
            case .io(let error): return error.description
            case .invalidInput(let error): return error.description
            }
        }
    }

    /// The file.
    public let item: BatchItem
    /// The outcome.
    public let status: Status
    /// Why it failed, for ``Status/failed``.
    public let failure: Failure?
    /// The parser's, decoder's and renderer's diagnostics, located in the input.
    public let diagnostics: [LocatedDiagnostic]
    /// Input size in bytes (0 when not read).
    public let inputBytes: Int
    /// Output size in bytes (0 when nothing was written).
    public let outputBytes: Int
    /// Time spent on the file, in milliseconds.
    public let milliseconds: Double

    /// A result.
    public init(
        item: BatchItem, status: Status, failure: Failure? = nil, diagnostics: [LocatedDiagnostic] = [],
        inputBytes: Int = 0, outputBytes: Int = 0, milliseconds: Double = 0
    ) {
        self.item = item
        self.status = status
        self.failure = failure
        self.diagnostics = diagnostics
        self.inputBytes = inputBytes
        self.outputBytes = outputBytes
        self.milliseconds = milliseconds
    }

    /// The result with `failure`: nothing written.
    func failing(with failure: Failure) -> BatchFileResult {
        BatchFileResult(
            item: item, status: .failed, failure: failure, diagnostics: diagnostics, inputBytes: inputBytes, milliseconds: milliseconds
        )
    }

    /// The number of warnings (notes are not counted).
    public var warningCount: Int {
        diagnostics.reduce(0) { $0 + ($1.diagnostic.severity == .warning ? 1 : 0) }
    }
}
