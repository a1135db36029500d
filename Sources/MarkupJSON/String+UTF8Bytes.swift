extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying a native string (a
    /// bridged or non-contiguous one is made contiguous first).
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8(body)
    }
}
