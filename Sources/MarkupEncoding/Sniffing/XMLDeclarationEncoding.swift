/// The HTML Standard's "get an XML encoding" (§13.2.3.2), which the prescan falls back on
/// when it finds no `<meta>` declaration: the `encoding` of an XML declaration that starts the
/// bytes, such as `<?xml version="1.0" encoding="Shift_JIS"?>`.
enum XMLDeclarationEncoding {
    /// The encoding the XML declaration at the start of `bytes` names, or `nil`.
    ///
    /// `encoding` is looked for inside the declaration, before its `>` (the standard finds
    /// that `>` and then searches on without it as a bound; the bound is what browsers do and
    /// what the step that finds it is for).
    static func encoding(in bytes: [UInt8]) -> TextEncoding? {
        guard bytes.starts(with: "<?xml".utf8), let declarationEnd = bytes.firstIndex(of: 0x3E) else { return nil }
        let declaration = bytes[..<declarationEnd]
        let word = Array("encoding".utf8)
        guard let found = declaration.indices.first(where: { declaration[$0...].starts(with: word) }) else {
            return nil
        }
        var position = found + word.count
        func skipSpacesAndControls() {
            while position < declarationEnd, bytes[position] <= 0x20 {
                position += 1
            }
        }
        skipSpacesAndControls()
        guard position < declarationEnd, bytes[position] == 0x3D else { return nil }
        position += 1
        skipSpacesAndControls()
        guard position < declarationEnd else { return nil }
        let quote = bytes[position]
        guard quote == 0x22 || quote == 0x27 else { return nil }
        position += 1
        guard let close = declaration[position...].firstIndex(of: quote) else { return nil }
        let name = declaration[position..<close]
        guard !name.contains(where: { $0 <= 0x20 }), let encoding = TextEncoding(labelBytes: name) else { return nil }
        return encoding.isUTF16 ? .utf8 : encoding
    }
}
