/// A `data:` URL (RFC 2397, as the WHATWG Fetch Standard's data: URL processor reads it):
/// its media type and its decoded bytes.
struct DataURL {
    /// The media type, lower-cased, without parameters (`image/png`); `text/plain` when empty.
    let mediaType: String
    /// The body: percent-decoded, then base64-decoded when the header ends with `;base64`.
    let bytes: [UInt8]

    /// Parses `url`; `nil` when it is not a `data:` URL, has no comma, or its base64 body is
    /// invalid.
    init?(_ url: String) {
        let text = Array(url.utf8)
        var start = 0
        while start < text.count, text[start] <= 0x20 { start += 1 }
        guard text.count - start >= 5,
              String(decoding: text[start..<(start + 5)], as: UTF8.self).lowercased() == "data:",
              let comma = text[(start + 5)...].firstIndex(of: 0x2C) else { return nil }
        let header = String(decoding: text[(start + 5)..<comma], as: UTF8.self).lowercased()
            .filter { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" }
        var parameters = header.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let isBase64 = parameters.count > 1 && parameters.last == "base64"
        if isBase64 { parameters.removeLast() }
        let type = parameters.first ?? ""
        mediaType = type.isEmpty ? "text/plain" : type
        let body = PercentDecoding.decoded(text[(comma + 1)...])
        if isBase64 {
            guard let decoded = Self.base64Decoded(body) else { return nil }
            bytes = decoded
        } else {
            bytes = body
        }
    }

    /// The file extension for the media type (`png` for `image/png`); `bin` when unknown.
    var fileExtension: String {
        switch mediaType {
        case "image/png": return "png"
        case "image/jpeg", "image/jpg", "image/pjpeg": return "jpg"
        case "image/gif": return "gif"
        case "image/webp": return "webp"
        case "image/svg+xml": return "svg"
        case "image/avif": return "avif"
        case "image/bmp", "image/x-ms-bmp": return "bmp"
        case "image/x-icon", "image/vnd.microsoft.icon": return "ico"
        case "image/tiff": return "tiff"
        default: return "bin"
        }
    }

    /// The forgiving-base64 decode of the WHATWG Infra Standard: ASCII white space ignored,
    /// one or two `=` of padding allowed at the end, anything else invalid.
    private static func base64Decoded(_ bytes: [UInt8]) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(bytes.count)
        for byte in bytes where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D) {
            values.append(byte)
        }
        if values.count % 4 == 0 {
            if values.last == 0x3D { values.removeLast() }
            if values.last == 0x3D { values.removeLast() }
        }
        guard values.count % 4 != 1 else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(values.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in values {
            guard let value = sextet(byte) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                result.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return result
    }

    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x41...0x5A: return byte - 0x41
        case 0x61...0x7A: return byte - 0x61 + 26
        case 0x30...0x39: return byte - 0x30 + 52
        case 0x2B: return 62
        case 0x2F: return 63
        default: return nil
        }
    }
}
