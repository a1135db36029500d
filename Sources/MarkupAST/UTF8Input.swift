/// Turns input bytes into a `String`, replacing invalid UTF-8 with U+FFFD (with a warning)
/// or rejecting it in strict mode.
public enum UTF8Input {
    /// Thrown in strict mode for bytes that are not valid UTF-8.
    public struct InvalidUTF8Error: Error, Hashable, Sendable, CustomStringConvertible {
        /// Offset of the first invalid byte.
        public var offset: Int
        /// A readable message.
        public var description: String { "input is not valid UTF-8 (first invalid byte at offset \(offset))" }
    }

    /// The diagnostic code for replaced bytes.
    public static let diagnosticCode = "invalid-utf8"

    /// Decodes `bytes`; a leading byte-order mark is dropped.
    /// - Parameter strict: throw ``InvalidUTF8Error`` instead of replacing invalid bytes.
    /// - Returns: the text and, when bytes were replaced, one warning.
    public static func decode(_ bytes: [UInt8], strict: Bool = false) throws(InvalidUTF8Error) -> (text: String, diagnostics: [Diagnostic]) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let text = String(validating: body, as: UTF8.self) {
            return (text, [])
        }
        let offset = firstInvalidOffset(body) + (bytes.count - body.count)
        if strict { throw InvalidUTF8Error(offset: offset) }
        let text = String(decoding: body, as: UTF8.self)
        let diagnostic = Diagnostic(
            code: diagnosticCode,
            message: "invalid UTF-8 replaced with U+FFFD (first invalid byte at offset \(offset))",
            span: SourceSpan(start: UInt32(clamping: offset), end: UInt32(clamping: offset + 1))
        )
        return (text, [diagnostic])
    }

    private static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return offset
            case .error:
                return offset
            }
        }
    }
}
