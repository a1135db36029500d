import MarkupJSON

/// One input record of `mconv --jsonl`: a JSON object on one line.
///
/// ```
/// {"id": 7, "content": "<p>Hi</p>", "from": "html", "to": "markdown", "path": "a/b.html"}
/// {"id": "x", "content_base64": "PHA+Y2Fm6TwvcD4="}
/// ```
///
/// - `id`: any JSON value, echoed as written (absent: `null`);
/// - `content` (text) or `content_base64` (the raw bytes of a file, in any encoding: they are
///   sniffed like a file's, see ``MarkupConversion/MarkupConverter/decode(_:from:)``), exactly one;
/// - `from`, `to`: format names as `-f`/`-t` take them; `path`: a file name whose extension
///   selects the input format when neither `from` nor `-f` does. `null` is the same as absent.
///
/// Other members are ignored, so producers may send more than mconv reads.
struct JSONLinesRecord {
    /// What the record asks to convert.
    enum Content {
        /// `content`: text, as UTF-8.
        case text([UInt8])
        /// `content_base64`: bytes in an encoding to detect.
        case bytes([UInt8])
    }

    /// Why a line is not a usable record; `id` is the record's when it could be read.
    struct Failure: Error {
        var id: [UInt8]
        var message: String
    }

    /// The JSON text of the `id` member, as the line wrote it (`null` when absent).
    var id: [UInt8]
    var content: Content
    var from: String?
    var to: String?
    var path: String?

    static let nullID = Array("null".utf8)

    /// Reads the record on `line` (without its line end).
    init(line: [UInt8]) throws(Failure) {
        let value: JSONValue
        do {
            value = try JSONReader().parse(line)
        } catch {
            throw Failure(id: Self.nullID, message: Self.message(for: error, in: line))
        }
        guard case .object = value else {
            throw Failure(id: Self.nullID, message: "a record must be a JSON object, like {\"id\": 1, \"content\": \"<p>text</p>\"}")
        }
        id = RawJSONMember.valueRange(named: "id", in: line).map { Array(line[$0]) } ?? Self.nullID
        let id = id
        func text(_ name: String) throws(Failure) -> String? {
            switch value[name] {
            case nil, .null?: return nil
            case .string(let text)?: return text
            case _?: throw Failure(id: id, message: "\"\(name)\" must be a string")
            }
        }
        switch (try text("content"), try text("content_base64")) {
        case (let text?, nil):
            content = .text(Array(text.utf8))
        case (nil, let encoded?):
            do {
                content = .bytes(try Base64Decoder.decode(encoded.utf8))
            } catch {
                throw Failure(id: id, message: "\"content_base64\": \(error.description)")
            }
        case (_?, _?):
            throw Failure(id: id, message: "a record has either \"content\" or \"content_base64\", not both")
        case (nil, nil):
            throw Failure(id: id, message: "the record has no \"content\" (a string) or \"content_base64\"")
        }
        from = try text("from")
        to = try text("to")
        path = try text("path")
    }

    /// `invalid JSON at column 12: expected ':' after an object member name`. The column
    /// counts Unicode scalars from the start of the line (a record is one line, even when
    /// it holds a carriage return, which the reader counts as a line end).
    private static func message(for error: JSONSyntaxError, in line: [UInt8]) -> String {
        if error.reason == .invalidUTF8 {
            return "the line is not valid UTF-8 (byte offset \(error.offset)); JSON Lines must be UTF-8 (send bytes in other encodings as \"content_base64\")"
        }
        let prefix = "\(error.line):\(error.column): "
        let reason = error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
        let column = 1 + line.prefix(error.offset).count { $0 & 0xC0 != 0x80 }
        return "invalid JSON at column \(column): \(reason)"
    }
}
