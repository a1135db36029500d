/// Line feeds at the end of text, by byte. `Character` comparison cannot do this: a carriage
/// return before the line feed (`&#13;` in HTML, kept in code) makes one `"\r\n"` character,
/// so `hasSuffix("\n")` is false and `removeLast()` would take the carriage return too.
extension String {
    /// Whether the text ends with a line feed (after a carriage return too).
    public var endsWithLineFeed: Bool { utf8.last == 0x0A }

    /// Removes one line feed that ends the text, leaving a carriage return before it.
    public mutating func removeTrailingLineFeed() {
        if unicodeScalars.last == "\n" { unicodeScalars.removeLast() }
    }

    /// Appends a line feed unless the text is empty or already ends with one.
    public mutating func terminateLine() {
        if !isEmpty, !endsWithLineFeed { append("\n") }
    }
}

extension Substring {
    /// The text without the line feeds that end it (carriage returns before them kept).
    public var droppingTrailingLineFeeds: Substring {
        var scalars = unicodeScalars
        while scalars.last == "\n" { scalars.removeLast() }
        return Substring(scalars)
    }
}
