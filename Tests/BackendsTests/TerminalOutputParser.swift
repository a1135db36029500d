@testable import Backends

/// Reads terminal output the way a terminal would, for tests: splits it into lines, strips
/// and interprets the escape sequences (SGR attributes and colours, OSC 8 hyperlinks), and
/// reports what a line leaves open at its end. Written independently of the renderer's
/// writer, from ECMA-48 and the OSC 8 convention.
struct TerminalOutputParser {
    /// One line as a person sees it, and what its escapes did.
    struct Line {
        /// The visible text, escapes removed.
        var text = ""
        /// SGR parameters still in effect at the end of the line (empty: plain).
        var openAttributes: Set<String> = []
        /// The hyperlink still open at the end of the line, if any.
        var openLink: String?
        /// Problems found: a broken escape, a stray control character.
        var problems: [String] = []
        /// The hyperlink (URL) of each visible character, in order (`nil` outside links).
        var linkOfCharacter: [String?] = []
        /// The `id=` of each hyperlink opened on the line.
        var linkIDs: [String] = []
        /// Every SGR sequence's parameters, in order.
        var sgrSequences: [String] = []

        /// The width in terminal cells.
        var cells: Int { TerminalCellWidth.width(of: text) }
    }

    /// The lines of `output` (its final line feed ends the last line, it does not start one).
    static func lines(of output: String) -> [Line] {
        var lines: [Line] = []
        var current = Line()
        // Attributes carry over from line to line, as in a terminal.
        var attributes: Set<String> = []
        var link: String?
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                current.openAttributes = attributes
                current.openLink = link
                lines.append(current)
                current = Line()
                index += 1
            case "\u{1B}":
                guard index + 1 < scalars.count else {
                    current.problems.append("ESC at the end of the output")
                    index += 1
                    continue
                }
                if scalars[index + 1] == "[" {
                    var end = index + 2
                    while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                    guard end < scalars.count else {
                        current.problems.append("unterminated CSI")
                        index = end
                        continue
                    }
                    let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    if scalars[end] == "m" {
                        current.sgrSequences.append(parameters)
                        apply(parameters, to: &attributes, problems: &current.problems)
                    } else {
                        current.problems.append("CSI other than SGR: \(parameters)\(scalars[end])")
                    }
                    index = end + 1
                } else if scalars[index + 1] == "]" {
                    // OSC … ST (ESC \); BEL also ends one, but the renderer never uses it.
                    var end = index + 2
                    while end + 1 < scalars.count, !(scalars[end] == "\u{1B}" && scalars[end + 1] == "\\") {
                        if scalars[end] == "\n" || scalars[end] == "\u{7}" { break }
                        end += 1
                    }
                    guard end + 1 < scalars.count, scalars[end] == "\u{1B}" else {
                        current.problems.append("unterminated OSC")
                        index = end
                        continue
                    }
                    let body = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    let fields = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
                    if fields.count == 3, fields[0] == "8" {
                        if fields[2].isEmpty {
                            if link == nil { current.problems.append("OSC 8 close without an open link") }
                            link = nil
                        } else {
                            if link != nil { current.problems.append("OSC 8 opened inside an open link") }
                            link = fields[2]
                            if let id = fields[1].split(separator: ":").first(where: { $0.hasPrefix("id=") }) {
                                current.linkIDs.append(String(id.dropFirst(3)))
                            }
                        }
                    } else {
                        current.problems.append("OSC other than 8: \(body)")
                    }
                    index = end + 2
                } else {
                    current.problems.append("ESC followed by \(scalars[index + 1])")
                    index += 2
                }
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    current.problems.append("control character U+\(String(scalar.value, radix: 16))")
                }
                current.text.unicodeScalars.append(scalar)
                current.linkOfCharacter.append(link)
                index += 1
            }
        }
        if !current.text.isEmpty || !current.sgrSequences.isEmpty {
            current.openAttributes = attributes
            current.openLink = link
            current.problems.append("output does not end with a line feed")
            lines.append(current)
        }
        return lines
    }

    /// The visible text of `output`, escapes removed.
    static func plainText(of output: String) -> String {
        lines(of: output).map(\.text).joined(separator: "\n") + (output.hasSuffix("\n") ? "\n" : "")
    }

    /// Applies one SGR sequence's parameters to the set of attributes in effect (named by
    /// their "on" code: `1` bold, `38` foreground…).
    private static func apply(_ parameters: String, to attributes: inout Set<String>, problems: inout [String]) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? -1 }
        if codes.isEmpty { codes = [0] }
        var index = 0
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: attributes.removeAll()
            case 1, 2, 3, 4, 7, 9: attributes.insert(String(code))
            case 22: attributes.remove("1"); attributes.remove("2")
            case 23: attributes.remove("3")
            case 24: attributes.remove("4")
            case 27: attributes.remove("7")
            case 29: attributes.remove("9")
            case 30...37, 90...97: attributes.insert("38")
            case 40...47, 100...107: attributes.insert("48")
            case 39: attributes.remove("38")
            case 49: attributes.remove("48")
            case 38, 48:
                guard index + 1 < codes.count else { problems.append("truncated colour in \(parameters)"); return }
                let isTrue = codes[index + 1] == 2
                let needed = isTrue ? 5 : 3
                guard codes[index + 1] == 2 || codes[index + 1] == 5, index + needed <= codes.count else {
                    problems.append("bad extended colour in \(parameters)")
                    return
                }
                let values = codes[(index + 2)..<(index + needed)]
                if values.contains(where: { $0 < 0 || $0 > 255 }) { problems.append("colour value out of range in \(parameters)") }
                attributes.insert(String(code))
                index += needed - 1
            default:
                problems.append("unexpected SGR code \(code) in \(parameters)")
            }
            index += 1
        }
    }
}
