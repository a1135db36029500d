import MarkupAST
import MarkupJSON

extension BatchSummary {
    /// The report `mconv --report FILE.json` writes (docs: README, "Migrating a whole site"):
    ///
    /// ```json
    /// {"version": 1,
    ///  "summary": {"converted": 530, "upToDate": 0, "failed": 2, "warnings": 14,
    ///              "filesWithWarnings": 3, "inputBytes": 12345678, "seconds": 9.8},
    ///  "problems": [{"path": "site/loop", "message": "symbolic link loop …: skipped", "failure": false}],
    ///  "files": [{"path": "site/a.html", "output": "out/a.md", "status": "converted",
    ///             "bytes": 5120, "outputBytes": 2048, "ms": 3.2,
    ///             "diagnostics": [{"code": "invalid-utf8", "severity": "warning", "count": 2,
    ///                              "message": "…", "line": 3, "column": 7}]},
    ///            {"path": "site/b.html", "output": "out/b.md", "status": "failed",
    ///             "error": "cannot read 'site/b.html': Permission denied", …}]}
    /// ```
    ///
    /// Diagnostics are grouped by code: the count, and the first one's message and position.
    public var reportJSON: [UInt8] {
        let writer = JSONByteWriter(capacity: 256 + results.count * 256)
        writer.raw("{\"version\":1,\"summary\":{\"converted\":")
        writer.int(converted)
        writer.raw(",\"upToDate\":")
        writer.int(upToDate)
        writer.raw(",\"failed\":")
        writer.int(failed)
        writer.raw(",\"warnings\":")
        writer.int(warnings)
        writer.raw(",\"filesWithWarnings\":")
        writer.int(filesWithWarnings)
        writer.raw(",\"inputBytes\":")
        writer.int(inputBytes)
        writer.raw(",\"seconds\":")
        writer.number((seconds * 1000).rounded() / 1000)
        writer.raw("},\n\"problems\":[")
        for (index, problem) in problems.enumerated() {
            writer.raw(index == 0 ? "\n{\"path\":" : ",\n{\"path\":")
            writer.string(problem.path)
            writer.raw(",\"message\":")
            writer.string(problem.message)
            writer.raw(",\"failure\":")
            writer.bool(problem.isFailure)
            writer.raw("}")
        }
        writer.raw("],\n\"files\":[")
        for (index, result) in results.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            Self.write(result, to: writer)
        }
        writer.raw("]}\n")
        return writer.buffer.bytes
    }

    private static func write(_ result: BatchFileResult, to writer: JSONByteWriter) {
        writer.raw("{\"path\":")
        writer.string(result.item.source)
        writer.raw(",\"output\":")
        writer.string(result.item.output)
        writer.raw(",\"status\":")
        writer.string(result.status.rawValue)
        if let failure = result.failure {
            writer.raw(",\"error\":")
            writer.string(failure.description)
        }
        writer.raw(",\"bytes\":")
        writer.int(result.inputBytes)
        writer.raw(",\"outputBytes\":")
        writer.int(result.outputBytes)
        writer.raw(",\"ms\":")
        writer.number((result.milliseconds * 1000).rounded() / 1000)
        writer.raw(",\"diagnostics\":[")
        for (index, group) in DiagnosticGroup.groups(of: result.diagnostics).enumerated() {
            writer.raw(index == 0 ? "{\"code\":" : ",{\"code\":")
            writer.string(group.first.diagnostic.code)
            writer.raw(",\"severity\":")
            writer.string(group.first.diagnostic.severity.rawValue)
            writer.raw(",\"count\":")
            writer.int(group.count)
            writer.raw(",\"message\":")
            writer.string(group.first.diagnostic.message)
            if let line = group.first.line, let column = group.first.column {
                writer.raw(",\"line\":")
                writer.int(line)
                writer.raw(",\"column\":")
                writer.int(column)
            }
            writer.raw("}")
        }
        writer.raw("]}")
    }
}
