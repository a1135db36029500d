import Backends
import MarkupConversion

/// The `json` fuzz target: a choice byte picks the reader (runs.json, ast.json, ProseMirror,
/// Portable Text, Contentful, a stylesheet, a sanitizer policy), the rest is the JSON.
///
/// Documents go through ``OutputChecker`` to the output a second byte chooses. A stylesheet
/// that loads must style ``SampleHTML/page`` into runs that pass ``RunsInvariants``; a policy
/// that loads must sanitize ``attackPage`` into output that passes
/// ``SanitizerOutputChecker`` for that policy (what it allows may appear, nothing else).
enum JSONReaderChecks {
    /// The document readers a choice byte picks from (the two settings files follow them).
    static let documentReaders: [DocumentFormat] = [.runsJSON, .astJSON, .proseMirror, .portableText, .contentful]

    static func problems(_ input: inout FuzzInput) -> [String] {
        let reader = input.choice(documentReaders.count + 2)
        if reader < documentReaders.count {
            let output = input.pick(OutputChecker.outputs)
            return OutputChecker().problems(converting: input.payload, from: FormatSpecifier(format: documentReaders[reader]), to: output)
        }
        let json = input.payload
        if reader == documentReaders.count {
            guard let styleSheet = try? StyleSheet(json: json) else { return [] }
            let runs = MarkupConverter(styleSheet: styleSheet).runs(SampleHTML.page, from: .html)
            return RunsInvariants.violations(in: runs).map { "stylesheet: \($0)" }
        }
        guard let policy = try? SanitizerPolicy(json: json) else { return [] }
        return SanitizerOutputChecker(policy: policy).problems(for: attackPage, isMarkdown: false).map { "policy: \($0)" }
    }

    /// A page with the usual attacks: scripts, handlers, dangerous schemes, foreign content,
    /// embedded documents, styles and forms.
    static let attackPage = """
        <p onclick="alert(1)" style="background: url(javascript:alert(1)); color: red" id="x" class="c">text \
        <a href="javascript:alert(1)">js</a> <a href="https://example.com/" target="_blank" rel="opener">ok</a> \
        <img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="alert(1)"></p>
        <script>alert(1)</script><style>p{}</style><svg><a href="#x">svg</a></svg><math><mi>x</mi></math>
        <iframe src="https://www.youtube.com/embed/x"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>
        <object data="x.swf"></object><embed src="x.swf"><form action="javascript:alert(1)"><input formaction="x"></form>
        <table><tr><td background="javascript:alert(1)">cell</td></tr></table><details open><summary>s</summary>d</details>
        <noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><base href="javascript:/">
        """
}
