/// The last pass of plain-text output: text meant for `cat` and terminals holds no control
/// character but tab and line feed. A document can still carry one past the readers — a
/// character reference such as `&#13;` or `&#12;` decodes to a carriage return or form
/// feed, which HTML and CommonMark keep as whitespace — so the writer's bytes are checked
/// here, whatever the input format.
///
/// Carriage return, form feed and vertical tab become a space (CSS renders a carriage
/// return as a space, and all three are whitespace to HTML or Markdown); every other C0
/// control, DEL and the C1 controls become U+FFFD, as the readers replace them.
enum PlainTextControls {
    /// `bytes` with the control characters replaced; the same array when it holds none.
    static func replaced(in bytes: [UInt8]) -> [UInt8] {
        guard let first = firstControl(in: bytes) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        result.append(contentsOf: bytes[..<first])
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A:
                result.append(byte)
            case 0x0B, 0x0C, 0x0D:
                result.append(0x20)
            case 0x00..<0x20, 0x7F:
                result.append(contentsOf: replacementCharacter)
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                result.append(contentsOf: replacementCharacter)
                index += 1
            default:
                result.append(byte)
            }
            index += 1
        }
        return result
    }

    /// The offset of the first control character to replace, or `nil`.
    private static func firstControl(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return index }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return index }
            index += 1
        }
        return nil
    }

    /// U+FFFD in UTF-8.
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
}
