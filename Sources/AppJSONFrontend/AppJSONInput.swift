import MarkupAST
import MarkupJSON

/// The JSON text of an app document, read with the shared reader.
enum AppJSONInput {
    /// The value `bytes` hold.
    /// - Throws: ``MarkupAST/MalformedInputError`` when they are not JSON.
    /// Escaped control characters are replaced, with a warning among the diagnostics.
    static func parse(_ bytes: [UInt8], format: String) throws(MalformedInputError) -> (value: JSONValue, diagnostics: [Diagnostic]) {
        do {
            return try JSONReader(maxDepth: AppJSONParseOptions.jsonMaxDepth, replacesControlCharacters: true).parseCountingReplacements(bytes)
        } catch {
            throw MalformedInputError("not a valid \(format) document: not JSON: \(error.description)")
        }
    }
}
