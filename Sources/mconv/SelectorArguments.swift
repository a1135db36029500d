import HTMLFrontend
import MarkupAST

/// `--select` and `--remove`: each value is a CSS selector list; repeated options add to
/// the list.
enum SelectorArguments {
    /// The selectors of `values` as one list, `nil` when there are none.
    /// - Throws: a usage error naming the invalid value and the reason.
    static func list(_ values: [String]) throws(UsageError) -> CSSSelectorList? {
        var result: CSSSelectorList?
        for value in values {
            let list: CSSSelectorList
            do {
                list = try CSSSelectorList(value)
            } catch {
                throw UsageError(description: "invalid selector '\(value)': \(error.description)")
            }
            if var combined = result {
                combined.selectors += list.selectors
                combined.text += ", " + list.text
                result = combined
            } else {
                result = list
            }
        }
        return result
    }
}
