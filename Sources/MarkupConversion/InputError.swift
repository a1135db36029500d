import MarkupAST

/// Input a conversion refuses: invalid UTF-8 (or bytes not valid in the input's declared
/// encoding) in strict mode, or bytes that are not the input format at all (a runs.json
/// input that is not runs.json), or input over the size limit. The command line exits 65.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Invalid UTF-8 with ``ConversionOptions/strictUTF8``.
    case invalidUTF8(UTF8Input.InvalidUTF8Error)
    /// Bytes not valid in the input's encoding, when that is not UTF-8, with
    /// ``ConversionOptions/strictUTF8`` (see ``MarkupConverter/decode(_:from:)``).
    case undecodable(UndecodableInputError)
    /// Not the input format (see ``MarkupAST/DocumentParser/parseOrThrow(validatedUTF8:)``).
    case malformed(MalformedInputError)
    /// More bytes than ``ConversionOptions/maxInputBytes``.
    case tooLarge(InputSizeError)

    /// The message for the user.
    public var description: String {
        switch self {
        case .invalidUTF8(let error): return error.description
        case .undecodable(let error): return error.description
        case .malformed(let error): return error.description
        case .tooLarge(let error): return error.description
        }
    }

    /// The error as a warning, for the calls that take a `String` and never throw.
    var diagnostic: Diagnostic {
        switch self {
        case .invalidUTF8(let error): return Diagnostic(code: UTF8Input.diagnosticCode, message: error.description)
        case .undecodable(let error): return Diagnostic(code: MarkupConverter.undecodableInputCode, message: error.description)
        case .malformed(let error): return Diagnostic(code: "malformed-input", message: error.description, span: error.span)
        case .tooLarge(let error): return Diagnostic(code: "input-too-large", message: error.description)
        }
    }
}
