/// Resolves a relative reference against an absolute base URL (RFC 3986 §5.2), for
/// ``URLPolicy/Relative/resolve(against:)``.
enum URLResolution {
    /// The parts of a URL reference (RFC 3986 §3): each `nil` when absent.
    private struct Parts {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        init(_ url: String) {
            var rest = Substring(url)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let scheme = URLPolicy.scheme(of: String(rest)) {
                self.scheme = scheme
                rest = rest.dropFirst(scheme.utf8.count + 1)
            }
            if rest.hasPrefix("//") {
                let afterSlashes = rest.dropFirst(2)
                let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
                authority = String(afterSlashes[..<end])
                rest = afterSlashes[end...]
            }
            path = String(rest)
        }

        var text: String {
            var result = ""
            if let scheme { result += scheme + ":" }
            if let authority { result += "//" + authority }
            result += path
            if let query { result += "?" + query }
            if let fragment { result += "#" + fragment }
            return result
        }
    }

    /// `reference` resolved against `base`, or `nil` when `base` is not absolute.
    static func resolve(_ reference: String, against base: String) -> String? {
        let base = Parts(base)
        guard base.scheme != nil else { return nil }
        let relative = Parts(reference)
        var target = Parts("")
        if relative.scheme != nil {
            target = relative
            target.path = removingDotSegments(relative.path)
        } else {
            target.scheme = base.scheme
            if relative.authority != nil {
                target.authority = relative.authority
                target.path = removingDotSegments(relative.path)
                target.query = relative.query
            } else {
                target.authority = base.authority
                if relative.path.isEmpty {
                    target.path = base.path
                    target.query = relative.query ?? base.query
                } else {
                    target.path = removingDotSegments(
                        relative.path.hasPrefix("/") ? relative.path : merged(base: base, relative: relative.path)
                    )
                    target.query = relative.query
                }
            }
        }
        target.fragment = relative.fragment
        return target.text
    }

    /// RFC 3986 §5.2.3.
    private static func merged(base: Parts, relative: String) -> String {
        if base.authority != nil && base.path.isEmpty { return "/" + relative }
        guard let slash = base.path.lastIndex(of: "/") else { return relative }
        return String(base.path[...slash]) + relative
    }

    /// RFC 3986 §5.2.4.
    private static func removingDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output: [Substring] = []
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input = input.dropFirst(3)
            } else if input.hasPrefix("./") {
                input = input.dropFirst(2)
            } else if input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input = input.dropFirst(3)
                if !output.isEmpty { output.removeLast() }
            } else if input == "/.." {
                input = "/"
                if !output.isEmpty { output.removeLast() }
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let start = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
                let end = input[start...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[..<end])
                input = input[end...]
            }
        }
        return output.joined()
    }
}
