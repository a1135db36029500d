/// The link reference definitions of a document written with
/// ``MarkdownRenderOptions/LinkStyle/reference``: one number per distinct destination and
/// title, in order of first use, written at the end (`[1]: <url> "title"`).
final class MarkdownLinkReferences {
    private struct Key: Hashable {
        let destination: String
        let title: String
    }

    private var numbers: [Key: Int] = [:]
    private var definitions: [Key] = []

    /// The number of the definition for `destination` and `title`, added when new.
    func number(destination: String, title: String) -> Int {
        let key = Key(destination: destination, title: title)
        if let number = numbers[key] { return number }
        definitions.append(key)
        numbers[key] = definitions.count
        return definitions.count
    }

    /// Whether no link was numbered.
    var isEmpty: Bool { definitions.isEmpty }

    /// Calls `body` with each definition's number, destination and title, in order.
    func forEach(_ body: (Int, String, String) -> Void) {
        for (index, key) in definitions.enumerated() { body(index + 1, key.destination, key.title) }
    }
}
