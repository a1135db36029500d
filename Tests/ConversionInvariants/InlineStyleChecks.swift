import Backends
import Foundation
import HTMLFrontend
import MarkupAST

/// The `css` fuzz target: the input is an inline `style=` value.
///
/// - The canonical text (``MarkupAST/InlineStyle/cssText``) reads back as the same
///   declarations (the HTML writer writes styles from it, so a style that changed on the
///   way back would change on every round trip).
/// - No `url(` or `expression(` survives into the canonical text outside quoted strings
///   (the parser keeps typed values only, sanitizer.md; a font family may be any string).
/// - The parser's diagnostics stay bounded (``HTMLFrontend/InlineStyleParser/maxDiagnosticsPerAttribute``
///   plus one truncation note).
/// - `<p style="…">` through the relaxed policy (which keeps safe styles) passes
///   ``SanitizerOutputChecker``.
enum InlineStyleChecks {
    static func problems(_ css: String) -> [String] {
        var problems: [String] = []
        var diagnostics: [Diagnostic] = []
        let style = InlineStyleParser.parse(css, span: nil, diagnostics: &diagnostics)
        if diagnostics.count > InlineStyleParser.maxDiagnosticsPerAttribute + 1 {
            problems.append("\(diagnostics.count) diagnostics for one attribute")
        }
        let text = style.cssText
        var ignored: [Diagnostic] = []
        let again = InlineStyleParser.parse(text, span: nil, diagnostics: &ignored)
        if again != style { problems.append("the canonical text \(text.debugDescription) reads back as \(again.cssText.debugDescription)") }
        let lowered = Self.outsideStrings(text).lowercased()
        for forbidden in ["url(", "expression("] where lowered.contains(forbidden) {
            problems.append("\(forbidden) in the canonical text \(text.debugDescription)")
        }
        let attribute = css.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        let checker = SanitizerOutputChecker(policy: .relaxed)
        problems += checker.problems(for: "<p style=\"\(attribute)\">styled <span style=\"\(attribute)\">text</span></p>", isMarkdown: false)
        return problems
    }

    /// `css` with the contents of its quoted strings (`"…"`, `'…'`, backslash escapes
    /// included) left out.
    static func outsideStrings(_ css: String) -> String {
        // Code point by code point, as CSS tokenizes: as Characters, a quotation mark followed
        // by a combining mark (`"\u{07AB}`) is one grapheme that is no quotation mark, and
        // the string it opens was read as outside (seeded fuzzing, stop 36).
        var result = String.UnicodeScalarView()
        var quote: Unicode.Scalar?
        var escaped = false
        for scalar in css.unicodeScalars {
            if let open = quote {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == open { quote = nil }
                continue
            }
            if scalar == "\"" || scalar == "'" { quote = scalar } else { result.append(scalar) }
        }
        return String(result)
    }
}
