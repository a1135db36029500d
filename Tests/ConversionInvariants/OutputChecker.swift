import Backends
import Foundation
import MarkupAST
import MarkupConversion
import MarkupJSON

/// The invariants of one conversion's output, by output format (the fuzz targets' oracle,
/// see ``FuzzTarget``):
///
/// - every output is valid UTF-8;
/// - HTML (sanitized with the chosen policy) passes ``SanitizerOutputChecker``: inert,
///   idempotent and stable on re-parse;
/// - Markdown (GFM, CommonMark) is written with the self-check on and reads back as the
///   document: no `markdown-self-check-differs` (checked always since stop 29);
/// - runs.json is JSON our reader accepts, with as many runs as the runs model, and the model
///   passes ``RunsInvariants`` (offsets contiguous and matching the text in all three
///   kinds, every index in range, attachments on U+FFFC, the block tree well formed);
/// - ast.json is JSON that reads back as the same tree and writes back as the same bytes;
/// - ProseMirror, Portable Text and Contentful output is JSON our reader accepts;
/// - plain text and ANSI output follow ``TerminalTextRules``.
///
/// Input the reader refuses (JSON that is not the format, for instance) is an answer, not a
/// violation: it has no output to check.
package struct OutputChecker {
    let converter: MarkupConverter
    let policy: SanitizerPolicy

    /// A checker whose HTML output is sanitized with `policy`.
    package init(policy: SanitizerPolicy = .default) {
        var options = ConversionOptions()
        options.htmlOutput.sanitizer = policy
        options.markdownSelfCheck = true
        options.runsOutput.offsets = .all
        // MCONV_FUZZ_PROCESS_ARENA=1 parses Markdown as the CLI does (cmark-gfm allocating from
        // the process-wide chunked memory, nodes freed block by block as they are converted);
        // off by default, so CI's seeded runs keep their sequences.
        options.markdownInput.usesProcessArena = ProcessInfo.processInfo.environment["MCONV_FUZZ_PROCESS_ARENA"] == "1"
        converter = MarkupConverter(options: options)
        self.policy = policy
    }

    /// Every output format the checker knows rules for, in the order a choice byte indexes.
    package static let outputs: [DocumentFormat] = [
        .html, .gfm, .commonMark, .runsJSON, .astJSON, .plainText, .ansi, .proseMirror, .portableText, .contentful,
        .chat, .slack, .whatsapp, .telegram,
    ]

    /// The problems of converting `bytes` from `input` to `output`; empty when every
    /// invariant holds.
    package func problems(converting bytes: [UInt8], from input: FormatSpecifier, to output: DocumentFormat) -> [String] {
        let result: ConversionResult<[UInt8]>
        do {
            result = try converter.convert(utf8: bytes, from: input, to: output)
        } catch {
            return []
        }
        let label = "\(input.format.name) → \(output.name)"
        guard let text = String(validating: result.output, as: UTF8.self) else { return ["\(label): output is not valid UTF-8"] }
        let problems: [String]
        switch output.name {
        case DocumentFormat.html.name:
            let checker = SanitizerOutputChecker(policy: policy)
            problems = checker.problems(inOutput: text, fromHTML: input.format.name == DocumentFormat.html.name, sameElements: false)
        case DocumentFormat.gfm.name, DocumentFormat.commonMark.name:
            problems = result.diagnostics.filter { $0.code == "markdown-self-check-differs" }.map(\.message)
        case DocumentFormat.runsJSON.name:
            problems = runsProblems(result.output, converting: bytes, from: input)
        case DocumentFormat.astJSON.name:
            problems = astJSONProblems(result.output, converting: bytes, from: input)
        case DocumentFormat.proseMirror.name, DocumentFormat.portableText.name, DocumentFormat.contentful.name:
            problems = jsonProblems(result.output)
        case DocumentFormat.plainText.name:
            problems = TerminalTextRules.plainTextProblems(text)
        case DocumentFormat.ansi.name:
            problems = TerminalTextRules.ansiProblems(text)
        default:
            problems = []
        }
        return problems.map { "\(label): \($0)" }
    }

    /// The `markdown-self-check-differs` messages of converting `bytes` from `input` to the
    /// Markdown `output` with the self-check on; empty when it reads back as the document or
    /// the reader refuses the input.
    package func selfCheckProblems(converting bytes: [UInt8], from input: FormatSpecifier, to output: DocumentFormat) -> [String] {
        guard let result = try? converter.convert(utf8: bytes, from: input, to: output) else { return [] }
        return result.diagnostics.filter { $0.code == "markdown-self-check-differs" }.map(\.message)
    }

    /// Whether `json` is JSON our reader accepts (at the deepest nesting it supports: the
    /// writers nest as deep as the tree, up to its depth cap).
    private func jsonProblems(_ json: [UInt8]) -> [String] {
        do {
            _ = try JSONReader(maxDepth: JSONReader.maxSupportedDepth).parse(json)
            return []
        } catch {
            return ["the output is not JSON: \(error)"]
        }
    }

    private func runsProblems(_ json: [UInt8], converting bytes: [UInt8], from input: FormatSpecifier) -> [String] {
        let value: JSONValue
        do {
            value = try JSONReader(maxDepth: JSONReader.maxSupportedDepth).parse(json)
        } catch {
            return ["the output is not JSON: \(error)"]
        }
        guard let document = try? converter.parse(utf8: bytes, from: input, for: .runsJSON).document else {
            return ["the input converted but does not parse"]
        }
        let model = RunsJSONRenderer(options: converter.options.runsOutput).runs(document)
        var problems = RunsInvariants.violations(in: model)
        let written = value["runs"]?.arrayValue?.count
        if written != model.runs.count { problems.append("runs.json holds \(written ?? -1) runs, the model \(model.runs.count)") }
        return problems
    }

    private func astJSONProblems(_ json: [UInt8], converting bytes: [UInt8], from input: FormatSpecifier) -> [String] {
        let ast = FormatSpecifier(format: .astJSON)
        do {
            let direct = try converter.parse(utf8: bytes, from: input, for: .astJSON).document
            let read = try converter.parse(utf8: json, from: ast, for: .astJSON).document
            if read != direct { return ["the tree read back from ast.json differs:\n\(direct.dump)---\n\(read.dump)"] }
            let rewritten = try converter.convert(utf8: json, from: ast, to: .astJSON).output
            return rewritten == json ? [] : ["writing the tree read back from ast.json gives other bytes"]
        } catch {
            return ["ast.json output does not read back: \(error)"]
        }
    }
}
