extension String {
    /// The string without trailing `\n` characters.
    var trimmingTrailingNewlines: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == "\n" { end = index(before: end) }
        return self[..<end]
    }
}
