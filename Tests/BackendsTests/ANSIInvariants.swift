@testable import Backends

/// What every line of the ANSI renderer's output must satisfy, checked through
/// ``TerminalOutputParser`` (which reads the escapes as a terminal would):
/// - no wider than the width, in cells, with the escapes stripped;
/// - no trailing space;
/// - every SGR attribute and hyperlink it opened closed at its end;
/// - no escape but SGR and OSC 8, none broken, and no other control character.
enum ANSIInvariants {
    static func violations(in output: String, width: Int) -> [String] {
        var problems: [String] = []
        for (number, line) in TerminalOutputParser.lines(of: output).enumerated() {
            let where_ = "line \(number + 1) \"\(line.text.prefix(40))\""
            if line.cells > width { problems.append("\(where_): \(line.cells) cells > \(width)") }
            if line.text.hasSuffix(" ") { problems.append("\(where_): trailing space") }
            if !line.openAttributes.isEmpty { problems.append("\(where_): ends with SGR \(line.openAttributes.sorted()) open") }
            if let link = line.openLink { problems.append("\(where_): ends inside link \(link)") }
            problems += line.problems.map { "\(where_): \($0)" }
        }
        if !output.isEmpty && !output.hasSuffix("\n") { problems.append("no final line feed") }
        if output.hasSuffix("\n\n") { problems.append("blank line at the end") }
        if output.hasPrefix("\n") { problems.append("blank line at the start") }
        return problems
    }
}
