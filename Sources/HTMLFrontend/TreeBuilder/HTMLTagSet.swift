/// A set of ``HTMLTagName``s as a 256-bit mask: the tag lists of the tree-construction rules
/// ("a start tag whose tag name is one of: caption, col, …") tested with one bit test and no
/// allocation.
struct HTMLTagSet: ExpressibleByArrayLiteral {
    private var low: UInt64 = 0
    private var lowMiddle: UInt64 = 0
    private var highMiddle: UInt64 = 0
    private var high: UInt64 = 0

    init(arrayLiteral tags: HTMLTagName...) {
        for tag in tags {
            let bit = UInt64(1) << UInt64(tag.rawValue & 63)
            switch tag.rawValue >> 6 {
            case 0: low |= bit
            case 1: lowMiddle |= bit
            case 2: highMiddle |= bit
            default: high |= bit
            }
        }
    }

    /// Whether `tag` is in the set.
    @inline(__always)
    func contains(_ tag: HTMLTagName) -> Bool {
        let bit = UInt64(1) << UInt64(tag.rawValue & 63)
        switch tag.rawValue >> 6 {
        case 0: return low & bit != 0
        case 1: return lowMiddle & bit != 0
        case 2: return highMiddle & bit != 0
        default: return high & bit != 0
        }
    }
}
