/// Why a CSS selector could not be parsed, and where: thrown by
/// ``CSSSelectorList/init(_:)`` for invalid syntax and for anything this matcher does not
/// support (pseudo-elements, unknown pseudo-classes, namespaces), so a selector is never
/// silently matched differently from what it says.
///
/// ```swift
/// do {
///     _ = try CSSSelectorList("div >")
/// } catch {
///     print(error)  // expected a selector after '>' (at byte 5)
/// }
/// ```
public struct SelectorSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, for people: `expected an identifier after '.'`.
    public var message: String
    /// The byte offset in the selector's UTF-8 text where the problem was found.
    public var position: Int

    /// Creates an error.
    public init(message: String, position: Int) {
        self.message = message
        self.position = position
    }

    /// `message (at byte N)`.
    public var description: String { "\(message) (at byte \(position))" }
}
