extension Document {
    /// Sets metadata `key` to `value`, in ``metadata`` and, when the document has a
    /// ``frontMatter`` block, in that block too (its entry replaced, or added at the end), so
    /// Markdown output writes the new value. `tags` and `keywords` are lists, split at commas.
    public mutating func setMetadata(_ key: String, to value: String) {
        metadata[key] = value
        guard let frontMatter else { return }
        let isList = key == "tags" || key == "keywords"
        let items = value.split(separator: ",").map { part -> String in
            var item = Substring(part)
            while item.first == " " { item.removeFirst() }
            while item.last == " " { item.removeLast() }
            return String(item)
        }.filter { !$0.isEmpty }
        self.frontMatter = frontMatter.setting(key, to: isList ? .list(items) : .string(value))
    }
}
