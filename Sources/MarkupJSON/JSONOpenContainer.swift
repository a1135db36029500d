/// An array or object that ``JSONParser`` is reading. A class, so appending to the innermost
/// one on the parser's stack mutates in place instead of copying its elements.
final class JSONOpenContainer {
    /// Objects this small look up duplicate names by scanning; larger ones hash.
    private static let scanLimit = 8

    /// The name of the member whose value is being read; `nil` for an array.
    var pendingName: String?
    private(set) var elements: [JSONValue] = []
    private(set) var members: [JSONMember] = []
    /// Empty until the object outgrows `scanLimit`, then complete.
    private var indexByName: [String: Int] = [:]

    init(pendingName: String?) {
        self.pendingName = pendingName
    }

    /// Appends an array element, or sets the pending member (a repeated name keeps its
    /// first position and takes the new value).
    func add(_ value: JSONValue) {
        guard let name = pendingName else {
            elements.append(value)
            return
        }
        if let index = index(of: name) {
            members[index].value = value
            return
        }
        if !indexByName.isEmpty { indexByName[name] = members.count }
        members.append(JSONMember(name: name, value: value))
    }

    private func index(of name: String) -> Int? {
        if members.count <= Self.scanLimit {
            return members.firstIndex { $0.name == name }
        }
        if indexByName.isEmpty {
            for (index, member) in members.enumerated() { indexByName[member.name] = index }
        }
        return indexByName[name]
    }
}
