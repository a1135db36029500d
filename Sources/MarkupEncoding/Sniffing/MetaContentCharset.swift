/// The HTML Standard's "algorithm for extracting a character encoding from a meta element"
/// (in "Extracting character encodings from meta elements"), run on a `content` attribute's
/// value such as `text/html; charset=utf-8`.
enum MetaContentCharset {
    /// The encoding `content` names after `charset=`, or `nil` when it names none or one that
    /// "get an encoding" does not know.
    static func encoding(in content: [UInt8]) -> TextEncoding? {
        let word = Array("charset".utf8)
        var position = 0
        while true {
            // Loop: the next "charset", ASCII case-insensitively.
            guard let found = firstIndex(of: word, in: content, from: position) else { return nil }
            position = found + word.count
            while position < content.count, EncodingPrescanner.isWhitespace(content[position]) {
                position += 1
            }
            if position < content.count, content[position] == 0x3D {
                break
            }
        }
        position += 1
        while position < content.count, EncodingPrescanner.isWhitespace(content[position]) {
            position += 1
        }
        guard position < content.count else { return nil }
        let first = content[position]
        if first == 0x22 || first == 0x27 {
            guard let close = content[(position + 1)...].firstIndex(of: first) else { return nil }
            return TextEncoding(labelBytes: content[(position + 1)..<close])
        }
        let end = content[position...].firstIndex { EncodingPrescanner.isWhitespace($0) || $0 == 0x3B } ?? content.count
        return TextEncoding(labelBytes: content[position..<end])
    }

    /// The index of the first ASCII case-insensitive match of `word` (lowercase) in `bytes` at
    /// or after `start`.
    private static func firstIndex(of word: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= word.count, start <= bytes.count - word.count else { return nil }
        for index in start...(bytes.count - word.count) {
            let candidate = bytes[index..<index + word.count]
            if candidate.elementsEqual(word, by: { ((0x41...0x5A).contains($0) ? $0 | 0x20 : $0) == $1 }) {
                return index
            }
        }
        return nil
    }
}
