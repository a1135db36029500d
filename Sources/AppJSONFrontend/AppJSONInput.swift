import MarkupAST
import MarkupJSON

/// The JSON text of an app document, read with the shared reader.
enum AppJSONInput {
    /// The value `bytes` hold.
    /// - Throws: ``MarkupAST/MalformedInputError`` when they are not JSON.
    static func parse(_ bytes: [UInt8], format: String) throws(MalformedInputError) -> JSONValue {
        do {
            return try JSONReader(maxDepth: AppJSONParseOptions.jsonMaxDepth).parse(bytes)
        } catch {
            throw MalformedInputError("not a valid \(format) document: not JSON: \(error.description)")
        }
    }
}
