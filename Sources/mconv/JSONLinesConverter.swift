import MarkupAST
import MarkupConversion

/// Turns one `--jsonl` input line into its output line: the record read
/// (``JSONLinesRecord``), its formats resolved, the content converted exactly as `mconv`
/// converts a file (``ConversionPlan``), the result or the failure written as one JSON line
/// (``JSONLinesOutput``).
///
/// An immutable value: the worker threads share one.
struct JSONLinesConverter {
    /// A converted line, ready to write.
    struct Outcome {
        /// One JSON object and its `\n`.
        let line: [UInt8]
        /// `false` for an error record.
        let succeeded: Bool
    }

    /// The command line's converter, with every option.
    let converter: MarkupConverter
    /// `-f`, with the `-e` extensions added; `nil` when not given.
    let input: FormatSpecifier?
    /// `-e` extensions, added to every input format that has them.
    let addedExtensions: Set<String>
    /// `-t` (or the default): the output format of records without `to`.
    let output: DocumentFormat
    /// `--dump-ast`: the content is the document tree instead of the converted text.
    let dumpsAST: Bool

    private var registry: FormatRegistry { converter.registry }

    /// The output line for the input line `line`.
    func convert(_ line: LineReader.Line) -> Outcome {
        do {
            let record = try JSONLinesRecord(line: line.bytes)
            return Outcome(line: try converted(record), succeeded: true)
        } catch {
            return Outcome(line: JSONLinesOutput.error(id: error.id, message: error.message, lineNumber: line.number), succeeded: false)
        }
    }

    private func converted(_ record: JSONLinesRecord) throws(JSONLinesRecord.Failure) -> [UInt8] {
        let input = try inputSpecifier(for: record)
        let plan = ConversionPlan(converter: converter, input: input, addedExtensions: addedExtensions, output: try outputFormat(for: record))
        let parsed: (result: ParseResult, source: [UInt8])
        switch record.content {
        case .text(let utf8):
            // Text needs no decoding: a <meta charset> in it describes bytes it no longer is.
            do {
                parsed = (try converter.parse(utf8: utf8, from: input, for: plan.output), utf8)
            } catch {
                throw JSONLinesRecord.Failure(id: record.id, message: error.description)
            }
        case .bytes(let bytes):
            do {
                parsed = try plan.parse(bytes, path: "-")
            } catch {
                throw JSONLinesRecord.Failure(id: record.id, message: error.description)
            }
        }
        if dumpsAST {
            return JSONLinesOutput.result(
                id: record.id, content: Array(parsed.result.document.dump.utf8), diagnostics: parsed.result.diagnostics, source: parsed.source
            )
        }
        let rendered = plan.render(parsed.result.document, inputPath: "-")
        return JSONLinesOutput.result(
            id: record.id, content: rendered.output, diagnostics: parsed.result.diagnostics + rendered.diagnostics, source: parsed.source
        )
    }

    /// The record's `from`, else `-f`, else the format `path`'s extension selects, else the
    /// default (GFM, as for standard input).
    private func inputSpecifier(for record: JSONLinesRecord) throws(JSONLinesRecord.Failure) -> FormatSpecifier {
        var specifier: FormatSpecifier
        if let from = record.from {
            specifier = try resolve(from, member: "from", in: record)
            guard specifier.format.isReadable else {
                throw JSONLinesRecord.Failure(
                    id: record.id,
                    message: "\"from\": format '\(specifier.format.name)' cannot be read (input formats: \(registry.names { $0.isReadable }))"
                )
            }
        } else if let input {
            return input
        } else {
            specifier = registry.inputSpecifier(forPath: record.path, fallback: ConversionPlan.defaultInput)
        }
        if let available = specifier.format.extensions?.available {
            specifier.extensions.formUnion(addedExtensions.filter(available.contains))
        }
        return specifier
    }

    /// The record's `to`, else `-t` (or the default).
    private func outputFormat(for record: JSONLinesRecord) throws(JSONLinesRecord.Failure) -> DocumentFormat {
        guard let to = record.to else { return output }
        let specifier = try resolve(to, member: "to", in: record)
        guard specifier.extensions == FormatSpecifier(format: specifier.format).extensions else {
            throw JSONLinesRecord.Failure(id: record.id, message: "\"to\": extensions (+name/-name) apply to the input format (\"from\")")
        }
        guard specifier.format.isWritable else {
            throw JSONLinesRecord.Failure(
                id: record.id,
                message: "\"to\": format '\(specifier.format.name)' cannot be written (output formats: \(registry.names { $0.isWritable }))"
            )
        }
        return specifier.format
    }

    private func resolve(_ name: String, member: String, in record: JSONLinesRecord) throws(JSONLinesRecord.Failure) -> FormatSpecifier {
        do {
            return try FormatSpecifier(name, in: registry)
        } catch {
            throw JSONLinesRecord.Failure(id: record.id, message: "\"\(member)\": \(error.description)")
        }
    }
}
