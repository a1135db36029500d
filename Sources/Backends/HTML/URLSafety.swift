/// Decides which link and image URLs the safe HTML mode drops.
///
/// Dangerous are `javascript:`, `vbscript:` and `file:`, and `data:` unless it is an image
/// (`data:image/png|gif|jpeg|webp`) used as an image source. The scheme is read the way
/// browsers read it: leading C0 controls and spaces are ignored, ASCII tab/LF/CR anywhere
/// are ignored, letters compare case-insensitively. So `&#x6A;avascript:` (decoded by the
/// frontend) and `java\tscript:` are caught too.
enum URLSafety {
    /// Whether `url` must not be emitted in safe mode.
    static func isDangerous(_ url: String, asImageSource: Bool) -> Bool {
        var scheme: [UInt8] = []
        var sawContent = false
        var schemeEnd: String.UTF8View.Index?
        let utf8 = url.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if !sawContent && byte <= 0x20 {
                index = utf8.index(after: index)
                continue
            }
            sawContent = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index = utf8.index(after: index)
                continue
            }
            if byte == UInt8(ascii: ":") {
                schemeEnd = index
                break
            }
            let isSchemeByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isSchemeByte, scheme.count < 32 else { return false }
            scheme.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte)
            index = utf8.index(after: index)
        }
        guard let schemeEnd else { return false }
        switch String(decoding: scheme, as: UTF8.self) {
        case "javascript", "vbscript", "file":
            return true
        case "data":
            guard asImageSource else { return true }
            let rest = String(url.utf8[utf8.index(after: schemeEnd)...])?.lowercased() ?? ""
            let safeImages = ["image/png", "image/gif", "image/jpeg", "image/webp"]
            return !safeImages.contains { rest.hasPrefix($0) }
        default:
            return false
        }
    }
}
