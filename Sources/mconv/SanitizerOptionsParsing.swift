import Backends
import MarkupAST
import MarkupConversion

/// Turns `--trusted-html`, `--sanitize`, `--sanitize-policy` and `--base-url` into the HTML
/// output's ``SanitizerPolicy`` (`nil`: trusted). A policy file that cannot be read or is
/// invalid is a usage error (exit 64) naming the file and the JSON path. (`--base-url` also
/// resolves the links of every other output: ``MarkupConversion/ConversionOptions/baseURL``.)
enum SanitizerOptionsParsing {
    static func policy(from options: CommandLineOptions) throws(UsageError) -> SanitizerPolicy? {
        if let base = options.baseURL {
            guard let scheme = URLPolicy.scheme(of: base), scheme == "http" || scheme == "https" else {
                throw UsageError(description: "--base-url: expected an absolute http or https URL, got '\(base)'")
            }
        }
        if options.trustedHTML {
            // --base-url still resolves links (in the document, for every output).
            guard options.sanitize == nil, options.sanitizePolicy == nil else {
                throw UsageError(description: "--trusted-html turns sanitizing off: it cannot be combined with --sanitize or --sanitize-policy")
            }
            return nil
        }
        var policy = SanitizerPolicy.default
        if let name = options.sanitize {
            guard let preset = SanitizerPolicy.presets[name.lowercased()] else {
                throw UsageError(description: "--sanitize: expected strict, default or relaxed, got '\(name)'")
            }
            policy = preset
        }
        if let path = options.sanitizePolicy {
            guard options.sanitize == nil else {
                throw UsageError(description: "--sanitize-policy names its preset with \"extends\": it cannot be combined with --sanitize")
            }
            policy = try JSONOptionFile.parse(path, option: "--sanitize-policy") { bytes throws(JSONInputError) in
                try SanitizerPolicy(json: bytes)
            }
        }
        if let base = options.baseURL { policy.urls.relative = .resolve(against: base) }
        return policy
    }

    /// The warning for sanitizer options given with an output other than HTML, which they
    /// do not change (`sanitize-html-only`), or `nil`.
    static func ignoredOptionsWarning(_ options: CommandLineOptions, output: DocumentFormat) -> Diagnostic? {
        guard output.name != DocumentFormat.html.name else { return nil }
        let given = [options.sanitize.map { _ in "--sanitize" }, options.sanitizePolicy.map { _ in "--sanitize-policy" }].compactMap { $0 }
        guard !given.isEmpty else { return nil }
        return Diagnostic(
            code: "sanitize-html-only",
            message: "\(given.joined(separator: ", ")) \(given.count == 1 ? "applies" : "apply") to HTML output only; ignored for \(output.name) output"
        )
    }
}
