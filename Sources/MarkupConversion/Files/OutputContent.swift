/// What an output receives: bytes already rendered, or a renderer that hands them over in
/// pieces as it makes them (``MarkupConverter/render(_:to:inputExtensions:inputFormat:inPieces:)``),
/// so the whole output is never held at once. ``OutputFile`` writes either the same way:
/// into a temporary file renamed over the target only when every piece is written.
public enum OutputContent {
    /// The whole output.
    case bytes([UInt8])
    /// Calls its argument with each piece, in order; each piece is valid only during its call.
    case pieces((_ write: (UnsafeBufferPointer<UInt8>) -> Void) -> Void)

    /// Writes every piece to `fd`, retrying on `EINTR`. After a failed write the rest of the
    /// pieces are still made (a renderer cannot be stopped half-way) but not written, and
    /// the first failure is thrown.
    func write(toDescriptor fd: Int32, name: String) throws(IOError) {
        switch self {
        case .bytes(let bytes):
            try FileIO.write(bytes, toDescriptor: fd, name: name)
        case .pieces(let produce):
            var failure: IOError?
            produce { piece in
                guard failure == nil else { return }
                failure = FileIO.write(piece, toDescriptor: fd, name: name)
            }
            if let failure { throw failure }
        }
    }
}
