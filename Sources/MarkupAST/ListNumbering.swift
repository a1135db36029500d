extension ListStyle {
    /// The counter style of an ordered list: HTML's `<ol type>` values, and the matching
    /// CSS `list-style-type` keywords.
    public enum Numbering: String, Hashable, Sendable {
        /// 1, 2, 3 (`type="1"`, `decimal`).
        case decimal
        /// a, b, c … z, aa, ab (`type="a"`, `lower-alpha`).
        case lowerAlpha
        /// A, B, C (`type="A"`, `upper-alpha`).
        case upperAlpha
        /// i, ii, iii (`type="i"`, `lower-roman`).
        case lowerRoman
        /// I, II, III (`type="I"`, `upper-roman`).
        case upperRoman

        /// The `<ol type>` attribute value.
        public var htmlType: String {
            switch self {
            case .decimal: return "1"
            case .lowerAlpha: return "a"
            case .upperAlpha: return "A"
            case .lowerRoman: return "i"
            case .upperRoman: return "I"
            }
        }

        /// The counter text for `number` (without the delimiter). Alphabetic and roman
        /// styles fall back to decimal where they have no representation (zero, negative
        /// numbers, roman numerals above 3999), as CSS counter styles do.
        public func counterText(_ number: Int) -> String {
            switch self {
            case .decimal:
                return String(number)
            case .lowerAlpha, .upperAlpha:
                guard number > 0 else { return String(number) }
                var value = number
                var scalars: [UInt8] = []
                let base: UInt8 = self == .lowerAlpha ? 97 : 65
                while value > 0 {
                    value -= 1
                    scalars.append(base + UInt8(value % 26))
                    value /= 26
                }
                return String(decoding: scalars.reversed(), as: UTF8.self)
            case .lowerRoman, .upperRoman:
                guard number > 0, number < 4000 else { return String(number) }
                let table: [(Int, String)] = [
                    (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                    (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
                ]
                var value = number
                var text = ""
                for (amount, letters) in table {
                    while value >= amount {
                        text += letters
                        value -= amount
                    }
                }
                return self == .upperRoman ? text.uppercased() : text
            }
        }
    }
}
