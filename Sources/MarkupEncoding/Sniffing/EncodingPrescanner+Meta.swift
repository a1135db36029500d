extension EncodingPrescanner {
    /// The charset a `<meta>` element sets: none yet, one "get an encoding" failed on, or an
    /// encoding.
    private enum Charset {
        case none
        case failure
        case encoding(TextEncoding)
    }

    /// The standard's steps for a `<meta` tag, from its attributes to "processing": the
    /// encoding it declares, or `nil` to go on with the next byte.
    mutating func metaDeclaration() throws(OutOfBytes) -> TextEncoding? {
        var attributeNames: Set<[UInt8]> = []
        var gotPragma = false
        var needPragma: Bool?
        var charset = Charset.none
        while let (name, value) = try attribute() {
            guard attributeNames.insert(name).inserted else { continue }
            if name.elementsEqual("http-equiv".utf8) {
                if value.elementsEqual("content-type".utf8) {
                    gotPragma = true
                }
            } else if name.elementsEqual("content".utf8) {
                if case .none = charset, let encoding = MetaContentCharset.encoding(in: value) {
                    charset = .encoding(encoding)
                    needPragma = true
                }
            } else if name.elementsEqual("charset".utf8) {
                charset = TextEncoding(labelBytes: value).map(Charset.encoding) ?? .failure
                needPragma = false
            }
        }
        // Processing.
        guard let needPragma, !needPragma || gotPragma, case var .encoding(encoding) = charset else {
            return nil
        }
        if encoding.isUTF16 {
            encoding = .utf8
        } else if encoding == .xUserDefined {
            encoding = .windows1252
        }
        return encoding
    }
}
