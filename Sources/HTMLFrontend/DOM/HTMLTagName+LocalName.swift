extension HTMLTagName {
    /// The lower-cased local name of this HTML element (`"p"`, `"annotation-xml"`), empty for
    /// ``unknown``. Lets a ``DOMTree/Node`` of a known HTML element store no name of its own.
    public var localName: String {
        Self.localNames[Int(rawValue)]
    }

    /// ``localName`` by raw value, built once from ``byName``; every name fits a small
    /// (inline) `String`, so reading one neither allocates nor retains.
    private static let localNames: [String] = {
        var names = [String](repeating: "", count: 256)
        for (name, tag) in byName { names[Int(tag.rawValue)] = name }
        return names
    }()
}
