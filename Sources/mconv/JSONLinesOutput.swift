import MarkupAST
import MarkupConversion
import MarkupJSON

/// The output lines of `mconv --jsonl`, one JSON object and a `\n` each:
///
/// ```
/// {"id":7,"content":"# Title\n","diagnostics":[{"code":"…","severity":"warning","message":"…","line":1,"column":5}]}
/// {"id":8,"error":"\"from\": unknown format 'htm' (formats: …)","line":2}
/// ```
///
/// `id` is the input's `id` text as it was written. A diagnostic's `line` and `column`
/// (1-based, the column in bytes) point into the record's content (for `content_base64`,
/// into its text decoded to UTF-8), `null` when the diagnostic has no position. An error
/// record's `line` is the input line number, counting every line from 1.
enum JSONLinesOutput {
    /// A converted record.
    static func result(id: [UInt8], content: [UInt8], diagnostics: [Diagnostic], source: [UInt8]) -> [UInt8] {
        let writer = JSONByteWriter(capacity: content.count + content.count / 8 + 64 + diagnostics.count * 128)
        writer.raw("{\"id\":")
        id.withUnsafeBufferPointer { writer.buffer.append($0) }
        writer.raw(",\"content\":")
        writer.string(String(decoding: content, as: UTF8.self))
        writer.raw(",\"diagnostics\":[")
        for (index, located) in LocatedDiagnostic.locate(diagnostics, in: source).enumerated() {
            let diagnostic = located.diagnostic
            if index > 0 { writer.raw(",") }
            writer.raw("{\"code\":")
            writer.string(diagnostic.code)
            writer.raw(",\"severity\":")
            writer.string(diagnostic.severity.rawValue)
            writer.raw(",\"message\":")
            writer.string(diagnostic.message)
            if let line = located.line, let column = located.column {
                writer.raw(",\"line\":")
                writer.int(line)
                writer.raw(",\"column\":")
                writer.int(column)
                writer.raw("}")
            } else {
                writer.raw(",\"line\":null,\"column\":null}")
            }
        }
        writer.raw("]}\n")
        return writer.buffer.bytes
    }

    /// An error record: the input line `lineNumber` could not be read or converted.
    static func error(id: [UInt8], message: String, lineNumber: Int) -> [UInt8] {
        let writer = JSONByteWriter(capacity: message.utf8.count + id.count + 48)
        writer.raw("{\"id\":")
        id.withUnsafeBufferPointer { writer.buffer.append($0) }
        writer.raw(",\"error\":")
        writer.string(message)
        writer.raw(",\"line\":")
        writer.int(lineNumber)
        writer.raw("}\n")
        return writer.buffer.bytes
    }
}
