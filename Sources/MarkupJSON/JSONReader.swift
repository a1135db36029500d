import MarkupAST

/// A strict RFC 8259 JSON reader over UTF-8 bytes, Swift standard library only.
///
/// - Input is UTF-8; a leading byte order mark is skipped, any other invalid or
///   ill-formed UTF-8 is an error (`.invalidUTF8`).
/// - One value, optionally surrounded by whitespace; anything after it is an error.
/// - `\u` escapes that form a UTF-16 surrogate pair are combined into one scalar. A lone
///   surrogate is an error (`.loneSurrogate`): a Swift `String` cannot hold one, and quietly
///   replacing it with U+FFFD would hide a broken file.
/// - Duplicate member names: the **last** value wins and the member keeps the position of the
///   name's first occurrence, so `{"a":1,"b":2,"a":3}` reads as `{"a":3,"b":2}`.
/// - Numbers follow the RFC grammar exactly (no `+1`, `01`, `.5`, `NaN`) and become the nearest
///   `Double` (correctly rounded); a magnitude beyond `Double` is an error (`.numberOutOfRange`).
/// - Arrays and objects may nest `maxDepth` levels; deeper input is an error, never a crash.
///   The reader itself is iterative.
///
/// Linear time in the input size (duplicate names are found by hashing). A reader holds no
/// mutable state and may be shared between threads.
///
/// ```swift
/// let sheet = try JSONReader().parse(Array(text.utf8))
/// if let size = sheet["base"]?["fontSize"]?.doubleValue { ... }
/// ```
public struct JSONReader: Hashable, Sendable {
    /// The deepest `maxDepth` accepted. Releasing a ``JSONValue`` is recursive, so the
    /// values a reader builds stay shallow enough for any thread's stack.
    public static let maxSupportedDepth = 1024

    /// How many arrays and objects may nest; at most ``maxSupportedDepth``.
    public let maxDepth: Int
    /// Whether a string escape that decodes to a control character that could drive a
    /// terminal (`\u001b`, `\u0007`, `\b`, `\u009b`: C0 but tab, line feed and carriage
    /// return; DEL; C1) is replaced: a form feed by a space, the others by U+FFFD. The readers
    /// of documents whose text is written to other formats set it, so that escapes cannot
    /// bring back the controls ``MarkupAST/UTF8Input/replacingControlCharacters(_:)`` removes
    /// from raw input. Off by default: a JSON reader returns what the text says.
    public let replacesControlCharacters: Bool

    /// A reader allowing `maxDepth` levels of nested arrays and objects (clamped to
    /// `0...maxSupportedDepth`; 0 allows only a scalar top-level value), replacing escaped
    /// control characters when `replacesControlCharacters` is set.
    public init(maxDepth: Int = 128, replacesControlCharacters: Bool = false) {
        self.maxDepth = min(max(maxDepth, 0), Self.maxSupportedDepth)
        self.replacesControlCharacters = replacesControlCharacters
    }

    /// Parses one JSON text.
    ///
    /// - Throws: ``JSONSyntaxError`` with the reason and its line and column.
    public func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parseCountingReplacements(bytes).value
    }

    /// Parses one JSON text, with the `control-character-replaced` warning when
    /// ``replacesControlCharacters`` replaced any escape.
    ///
    /// - Throws: ``JSONSyntaxError`` with the reason and its line and column.
    public func parseCountingReplacements(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> (value: JSONValue, diagnostics: [Diagnostic]) {
        var parser = JSONParser(bytes: Array(bytes), maxDepth: maxDepth, replacesControlCharacters: replacesControlCharacters)
        let value = try parser.parseDocument()
        guard parser.replacedControlCharacters > 0 else { return (value, []) }
        let diagnostic = Diagnostic(
            code: UTF8Input.controlCharacterCode,
            message: "\(parser.replacedControlCharacters) escaped control character(s) replaced (U+FFFD; a form feed by a space)"
        )
        return (value, [diagnostic])
    }
}
