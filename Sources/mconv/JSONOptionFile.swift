import Backends
import MarkupConversion

/// A JSON file named by an option (`--stylesheet`, `--sanitize-policy`), read and parsed. A
/// file that cannot be read or parsed is a usage error (exit 64) naming the option, the file
/// and the JSON path of the mistake.
enum JSONOptionFile {
    static func parse<Value>(
        _ path: String, option: String, _ parse: ([UInt8]) throws(JSONInputError) -> Value
    ) throws(UsageError) -> Value {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path)
        } catch {
            throw UsageError(description: "\(option): \(error.description)")
        }
        do {
            return try parse(bytes)
        } catch {
            throw UsageError(description: "\(option) '\(path)': \(error.description)")
        }
    }
}
