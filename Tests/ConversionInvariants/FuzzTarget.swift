import Backends
import MarkupConversion

/// The fuzz targets of `scripts/fuzz.sh`, one per reader family, and their invariant checks.
/// The libFuzzer driver (`Fuzz/Driver`) calls ``problems(in:)`` on every input and crashes
/// on a non-empty answer; `FuzzRegressionTests` calls it on every committed seed and
/// regression input, so a finding, once fixed, stays fixed without the fuzzer.
///
/// The first bytes of an input are choices (``FuzzInput``), the rest is the document:
///
/// | target | choice bytes | reader | checked |
/// | --- | --- | --- | --- |
/// | `html` | output, policy | HTML | ``OutputChecker`` for the output chosen |
/// | `markdown` | flavour, output, policy | GFM or CommonMark | ``OutputChecker`` |
/// | `chat` | flavour, output | chat, Slack, WhatsApp, Telegram | ``OutputChecker`` |
/// | `json` | reader, output | runs.json, ast.json, ProseMirror, Portable Text, Contentful, stylesheet, sanitizer policy | ``OutputChecker``; a stylesheet styles a sample page into valid runs; a policy sanitizes a sample attack page into output that policy allows |
/// | `css` | — | inline CSS (`style=`) | canonical text reads back as itself; no `url(`/`expression(` survives; relaxed sanitizer output |
/// | `selector` | — | CSS selector list | matches in document order, outermost matches among them; `--select`/`--remove` conversion |
/// | `encoding` | label, chunk size | every Encoding Standard decoder | valid UTF-8; chunked decoding equals whole; errors counted as U+FFFD; sniffed conversion |
package enum FuzzTarget: String, CaseIterable, Sendable {
    case html, markdown, chat, json, css, selector, encoding

    /// Every violated invariant for `bytes`; empty when all hold.
    package func problems(in bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        switch self {
        case .html:
            let output = input.pick(OutputChecker.outputs)
            let checker = OutputChecker(policy: input.pick(Self.policies))
            return checker.problems(converting: input.payload, from: FormatSpecifier(format: .html), to: output)
        case .markdown:
            let flavour = input.pick([DocumentFormat.gfm, .commonMark])
            let output = input.pick(OutputChecker.outputs)
            let checker = OutputChecker(policy: input.pick(Self.policies))
            return checker.problems(converting: input.payload, from: FormatSpecifier(format: flavour), to: output)
        case .chat:
            let flavour = input.pick([DocumentFormat.chat, .slack, .whatsapp, .telegram])
            let output = input.pick(OutputChecker.outputs)
            return OutputChecker().problems(converting: input.payload, from: FormatSpecifier(format: flavour), to: output)
        case .json:
            return JSONReaderChecks.problems(&input)
        case .css:
            return InlineStyleChecks.problems(String(decoding: input.payload, as: UTF8.self))
        case .selector:
            return SelectorChecks.problems(String(decoding: input.payload, as: UTF8.self))
        case .encoding:
            return DecoderChecks.problems(&input)
        }
    }

    /// For the `html`, `markdown` and `chat` targets, when `bytes` choose a Markdown output:
    /// the Markdown self-check's verdict on that conversion (its `markdown-self-check-differs`
    /// messages, see ``OutputChecker/selfCheckProblems(converting:from:to:)``); `nil`
    /// otherwise.
    package func selfCheckProblems(in bytes: [UInt8]) -> [String]? {
        var input = FuzzInput(bytes)
        let source: DocumentFormat
        switch self {
        case .html: source = .html
        case .markdown: source = input.pick([DocumentFormat.gfm, .commonMark])
        case .chat: source = input.pick([DocumentFormat.chat, .slack, .whatsapp, .telegram])
        case .json, .css, .selector, .encoding: return nil
        }
        let output = input.pick(OutputChecker.outputs)
        guard output.name == DocumentFormat.gfm.name || output.name == DocumentFormat.commonMark.name else { return nil }
        if self != .chat { _ = input.pick(Self.policies) }
        return OutputChecker().selfCheckProblems(converting: input.payload, from: FormatSpecifier(format: source), to: output)
    }

    /// The sanitizer presets a choice byte picks from.
    static let policies: [SanitizerPolicy] = [.default, .strict, .relaxed]
}
