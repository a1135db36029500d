import Foundation
import MarkupEncoding
import Testing

/// "get an encoding" (Encoding Standard section 4.2): labels to encodings.
struct TextEncodingLabelTests {
    @Test(arguments: [
        ("latin1", "windows-1252"), ("iso-8859-1", "windows-1252"), ("ascii", "windows-1252"),
        ("us-ascii", "windows-1252"), ("ISO_8859-1:1987", "windows-1252"), ("utf8", "UTF-8"),
        ("unicode-1-1-utf-8", "UTF-8"), (" UTF-8\t\n\u{0C}\r", "UTF-8"), ("utf-16", "UTF-16LE"),
        ("unicodeFFFE", "UTF-16BE"), ("sjis", "Shift_JIS"), ("x-gbk", "GBK"), ("gb2312", "GBK"),
        ("GB18030", "gb18030"), ("big5-hkscs", "Big5"), ("csiso2022jp", "ISO-2022-JP"), ("korean", "EUC-KR"),
        ("iso-2022-kr", "replacement"), ("hz-gb-2312", "replacement"), ("logical", "ISO-8859-8-I"),
        ("visual", "ISO-8859-8"), ("x-user-defined", "x-user-defined"), ("mac", "macintosh"),
        ("replacement", "replacement"),
    ])
    func label(_ label: String, names encoding: String) {
        #expect(TextEncoding(label: label)?.name == encoding)
    }

    @Test(arguments: ["", " ", "utf-7", "utf-32", "latin-1", "utf 8", "utf-8 x", "utf\u{0}8", "\u{A0}utf-8",
                      "ｕｔｆ-8", "utf-8\u{B}", "cp65001", "x-mac-roman2"])
    func unknownLabel(_ label: String) {
        #expect(TextEncoding(label: label) == nil)
    }

    @Test("every label of encodings.json names its encoding, in any ASCII case")
    func everyLabel() throws {
        guard let directory = ConformanceData.directory else {
            return ConformanceData.reportSkipped("encoding labels")
        }
        let data = try Data(contentsOf: directory.appendingPathComponent("encoding/encodings.json"))
        let groups = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var names: [String] = []
        for group in groups {
            for encoding in try #require(group["encodings"] as? [[String: Any]]) {
                let name = try #require(encoding["name"] as? String)
                let labels = try #require(encoding["labels"] as? [String])
                names.append(name)
                #expect(TextEncoding(label: name)?.labels == labels, "\(name)")
                for label in labels {
                    #expect(TextEncoding(label: label)?.name == name, "\(label)")
                    #expect(TextEncoding(label: label.uppercased())?.name == name, "\(label.uppercased())")
                }
            }
        }
        #expect(TextEncoding.allEncodings.map(\.name) == names)
    }

    @Test func staticEncodings() {
        #expect(TextEncoding.utf8.name == "UTF-8")
        #expect(TextEncoding.utf16LE.name == "UTF-16LE")
        #expect(TextEncoding.utf16BE.name == "UTF-16BE")
        #expect(TextEncoding.windows1252.name == "windows-1252")
        #expect(TextEncoding.replacement.name == "replacement")
        #expect(TextEncoding.xUserDefined.name == "x-user-defined")
        #expect(TextEncoding(label: "utf-8") == .utf8)
        #expect("\(TextEncoding.utf8)" == "UTF-8")
    }
}
