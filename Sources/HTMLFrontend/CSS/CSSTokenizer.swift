/// The CSS tokenizer of CSS Syntax 3 §4.3 over UTF-8 bytes.
///
/// Input preprocessing (§3.3) is folded into the byte classes: CR and FF count as newlines
/// (CR LF as one where it matters) and U+0000 decodes to U+FFFD. Names and strings without
/// escapes are byte ranges of the input; only those with escapes or U+0000 are decoded, into
/// ``scratch``. Every step advances, so tokenizing is linear in the input.
struct CSSTokenizer {
    let input: UnsafeBufferPointer<UInt8>
    /// The byte offset of the next unread byte.
    private(set) var position = 0
    /// Decoded text of tokens with escapes; the caller may clear it between declarations.
    var scratch: [UInt8] = []

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    // MARK: - Byte classes

    /// The byte at `index` as an `Int`, or -1 past the end.
    @inline(__always)
    private func at(_ index: Int) -> Int {
        index < input.count ? Int(input[index]) : -1
    }

    @inline(__always)
    static func isWhitespace(_ c: Int) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C
    }

    @inline(__always)
    static func isNewline(_ c: Int) -> Bool {
        c == 0x0A || c == 0x0D || c == 0x0C
    }

    @inline(__always)
    static func isDigit(_ c: Int) -> Bool {
        c >= 0x30 && c <= 0x39
    }

    @inline(__always)
    static func hexValue(_ c: Int) -> Int? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x41 + 10
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }

    /// An ident-start code point (§4.2): letter, `_`, non-ASCII, or U+0000 (read as U+FFFD).
    @inline(__always)
    static func isNameStart(_ c: Int) -> Bool {
        (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == 0x5F || c >= 0x80 || c == 0
    }

    @inline(__always)
    static func isName(_ c: Int) -> Bool {
        isNameStart(c) || isDigit(c) || c == 0x2D
    }

    /// A non-printable code point (§4.2); U+0000 is not one after preprocessing.
    @inline(__always)
    static func isNonPrintable(_ c: Int) -> Bool {
        (c >= 0x01 && c <= 0x08) || c == 0x0B || (c >= 0x0E && c <= 0x1F) || c == 0x7F
    }

    /// §4.3.8 "check if two code points are a valid escape", at `index`.
    private func isValidEscape(_ index: Int) -> Bool {
        at(index) == 0x5C && !Self.isNewline(at(index + 1))
    }

    /// §4.3.9 "check if three code points would start an ident sequence", at `index`.
    private func wouldStartIdentifier(_ index: Int) -> Bool {
        let first = at(index)
        if first == 0x2D {
            let second = at(index + 1)
            return Self.isNameStart(second) || second == 0x2D || isValidEscape(index + 1)
        }
        if Self.isNameStart(first) { return true }
        return first == 0x5C && isValidEscape(index)
    }

    /// §4.3.10 "check if three code points would start a number", at `index`.
    private func wouldStartNumber(_ index: Int) -> Bool {
        let first = at(index)
        if first == 0x2B || first == 0x2D {
            let second = at(index + 1)
            return Self.isDigit(second) || (second == 0x2E && Self.isDigit(at(index + 2)))
        }
        if first == 0x2E { return Self.isDigit(at(index + 1)) }
        return Self.isDigit(first)
    }

    // MARK: - Tokens

    /// §4.3.1 "consume a token"; `nil` at the end of the input. Comments are skipped.
    mutating func nextToken() -> CSSToken? {
        skipComments()
        let c = at(position)
        guard c >= 0 else { return nil }
        switch c {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
            position += 1
            while Self.isWhitespace(at(position)) { position += 1 }
            return CSSToken(kind: .whitespace)
        case 0x22, 0x27:
            position += 1
            return consumeString(endingWith: c)
        case 0x23:
            if Self.isName(at(position + 1)) || isValidEscape(position + 1) {
                position += 1
                var token = CSSToken(kind: .hash)
                consumeName(into: &token)
                return token
            }
            return delimiter()
        case 0x28: return single(.openParenthesis)
        case 0x29: return single(.closeParenthesis)
        case 0x2C: return single(.comma)
        case 0x3A: return single(.colon)
        case 0x3B: return single(.semicolon)
        case 0x5B: return single(.openSquare)
        case 0x5D: return single(.closeSquare)
        case 0x7B: return single(.openCurly)
        case 0x7D: return single(.closeCurly)
        case 0x2B, 0x2E:
            return wouldStartNumber(position) ? consumeNumeric() : delimiter()
        case 0x2D:
            if wouldStartNumber(position) { return consumeNumeric() }
            if at(position + 1) == 0x2D && at(position + 2) == 0x3E {
                position += 3
                return CSSToken(kind: .cdc)
            }
            return wouldStartIdentifier(position) ? consumeIdentLike() : delimiter()
        case 0x3C:
            if at(position + 1) == 0x21 && at(position + 2) == 0x2D && at(position + 3) == 0x2D {
                position += 4
                return CSSToken(kind: .cdo)
            }
            return delimiter()
        case 0x40:
            if wouldStartIdentifier(position + 1) {
                position += 1
                var token = CSSToken(kind: .atKeyword)
                consumeName(into: &token)
                return token
            }
            return delimiter()
        case 0x5C:
            return isValidEscape(position) ? consumeIdentLike() : delimiter()
        case 0x30...0x39:
            return consumeNumeric()
        default:
            return Self.isNameStart(c) ? consumeIdentLike() : delimiter()
        }
    }

    private mutating func single(_ kind: CSSToken.Kind) -> CSSToken {
        position += 1
        return CSSToken(kind: kind)
    }

    private mutating func delimiter() -> CSSToken {
        var token = CSSToken(kind: .delim)
        token.delimiter = input[position]
        position += 1
        return token
    }

    /// §4.3.2: comments are consumed before each token; an unclosed one runs to the end.
    private mutating func skipComments() {
        while at(position) == 0x2F && at(position + 1) == 0x2A {
            var index = position + 2
            while index + 1 < input.count && !(input[index] == 0x2A && input[index + 1] == 0x2F) { index += 1 }
            position = index + 1 < input.count ? index + 2 : input.count
        }
    }

    /// §4.3.4 "consume an ident-like token": ident, function, or url.
    private mutating func consumeIdentLike() -> CSSToken {
        var token = CSSToken(kind: .ident)
        consumeName(into: &token)
        guard at(position) == 0x28 else { return token }
        position += 1
        token.kind = .function
        if isURL(token) {
            while Self.isWhitespace(at(position)) && Self.isWhitespace(at(position + 1)) { position += 1 }
            let c = at(position)
            let quoteFollows = c == 0x22 || c == 0x27 || (Self.isWhitespace(c) && (at(position + 1) == 0x22 || at(position + 1) == 0x27))
            if !quoteFollows { return consumeURL() }
        }
        return token
    }

    private func isURL(_ token: CSSToken) -> Bool {
        guard token.textEnd - token.textStart == 3 else { return false }
        return withText(of: token) { CSSKeyword.equals($0, "url") }
    }

    /// §4.3.6 "consume a url token", after `url(`. The URL itself is never needed by the
    /// properties kept, so escapes are skipped rather than decoded.
    private mutating func consumeURL() -> CSSToken {
        var token = CSSToken(kind: .url)
        while Self.isWhitespace(at(position)) { position += 1 }
        token.textStart = position
        while true {
            let c = at(position)
            switch c {
            case -1:
                token.textEnd = position
                return token
            case 0x29:
                token.textEnd = position
                position += 1
                return token
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                token.textEnd = position
                while Self.isWhitespace(at(position)) { position += 1 }
                if at(position) == -1 { return token }
                if at(position) == 0x29 {
                    position += 1
                    return token
                }
                return consumeBadURLRemnants()
            case 0x22, 0x27, 0x28:
                return consumeBadURLRemnants()
            case 0x5C:
                guard isValidEscape(position) else { return consumeBadURLRemnants() }
                position += 1
                consumeEscape(decoding: false)
            default:
                if Self.isNonPrintable(c) { return consumeBadURLRemnants() }
                position += 1
            }
        }
    }

    /// §4.3.14 "consume the remnants of a bad url".
    private mutating func consumeBadURLRemnants() -> CSSToken {
        while true {
            let c = at(position)
            if c == -1 { break }
            if c == 0x29 {
                position += 1
                break
            }
            if isValidEscape(position) {
                position += 1
                consumeEscape(decoding: false)
            } else {
                position += 1
            }
        }
        return CSSToken(kind: .badURL)
    }

    /// §4.3.3 "consume a numeric token".
    private mutating func consumeNumeric() -> CSSToken {
        let (value, isInteger) = consumeNumber()
        var token: CSSToken
        if wouldStartIdentifier(position) {
            token = CSSToken(kind: .dimension)
            consumeName(into: &token)
        } else if at(position) == 0x25 {
            position += 1
            token = CSSToken(kind: .percentage)
        } else {
            token = CSSToken(kind: .number)
        }
        token.number = value
        token.isInteger = isInteger
        return token
    }

    /// §4.3.12 "consume a number", converting as it goes: up to 18 significant digits are
    /// kept, exact for every value with at most 15 digits and a small exponent; the
    /// exponent is clamped (the result is then 0 or infinity either way).
    private mutating func consumeNumber() -> (Double, Bool) {
        var isNegative = false
        if at(position) == 0x2B || at(position) == 0x2D {
            isNegative = at(position) == 0x2D
            position += 1
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var isInteger = true
        while Self.isDigit(at(position)) {
            if mantissa < 100_000_000_000_000_000 {
                mantissa = mantissa * 10 + UInt64(input[position] - 0x30)
            } else {
                exponent += 1
            }
            position += 1
        }
        if at(position) == 0x2E && Self.isDigit(at(position + 1)) {
            isInteger = false
            position += 1
            while Self.isDigit(at(position)) {
                if mantissa < 100_000_000_000_000_000 {
                    mantissa = mantissa * 10 + UInt64(input[position] - 0x30)
                    exponent -= 1
                }
                position += 1
            }
        }
        let e = at(position)
        if e == 0x45 || e == 0x65 {
            let sign = at(position + 1)
            let hasSign = sign == 0x2B || sign == 0x2D
            if Self.isDigit(at(position + (hasSign ? 2 : 1))) {
                isInteger = false
                position += hasSign ? 2 : 1
                var written = 0
                while Self.isDigit(at(position)) {
                    if written < 100_000 { written = written * 10 + Int(input[position] - 0x30) }
                    position += 1
                }
                exponent += sign == 0x2D ? -written : written
            }
        }
        let magnitude = Self.scale(Double(mantissa), byPowerOfTen: exponent)
        return (isNegative ? -magnitude : magnitude, isInteger)
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `value × 10^exponent`; exact (one rounding) for |exponent| ≤ 22.
    static func scale(_ value: Double, byPowerOfTen exponent: Int) -> Double {
        var result = value
        var remaining = min(max(exponent, -400), 400)
        while remaining > 22 {
            result *= 1e22
            remaining -= 22
        }
        while remaining < -22 {
            result /= 1e22
            remaining += 22
        }
        return remaining >= 0 ? result * exactPowersOfTen[remaining] : result / exactPowersOfTen[-remaining]
    }

    /// §4.3.5 "consume a string token", after the opening quote.
    private mutating func consumeString(endingWith quote: Int) -> CSSToken {
        var token = CSSToken(kind: .string)
        let start = position
        while true {
            let c = at(position)
            if c == quote || c == -1 {
                token.textStart = start
                token.textEnd = position
                if c == quote { position += 1 }
                return token
            }
            if Self.isNewline(c) { return CSSToken(kind: .badString) }
            if c == 0x5C || c == 0 { break }
            position += 1
        }
        // Escapes or U+0000: decode into the scratch buffer from here on.
        let decodedStart = scratch.count
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<position]))
        token.textIsDecoded = true
        token.textStart = decodedStart
        while true {
            let c = at(position)
            if c == quote || c == -1 {
                if c == quote { position += 1 }
                break
            }
            if Self.isNewline(c) { return CSSToken(kind: .badString) }
            if c == 0x5C {
                let next = at(position + 1)
                if next == -1 {
                    position += 1
                } else if Self.isNewline(next) {
                    position += next == 0x0D && at(position + 2) == 0x0A ? 3 : 2
                } else {
                    position += 1
                    consumeEscape(decoding: true)
                }
            } else if c == 0 {
                Self.appendReplacementCharacter(to: &scratch)
                position += 1
            } else {
                scratch.append(UInt8(c))
                position += 1
            }
        }
        token.textEnd = scratch.count
        return token
    }

    /// §4.3.11 "consume an ident sequence" into the token's text range.
    private mutating func consumeName(into token: inout CSSToken) {
        let start = position
        while true {
            let c = at(position)
            guard Self.isName(c), c != 0 else { break }
            position += 1
        }
        guard at(position) == 0 || isValidEscape(position) else {
            token.textStart = start
            token.textEnd = position
            return
        }
        let decodedStart = scratch.count
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<position]))
        while true {
            let c = at(position)
            if c == 0 {
                Self.appendReplacementCharacter(to: &scratch)
                position += 1
            } else if Self.isName(c) {
                scratch.append(UInt8(c))
                position += 1
            } else if isValidEscape(position) {
                position += 1
                consumeEscape(decoding: true)
            } else {
                break
            }
        }
        token.textIsDecoded = true
        token.textStart = decodedStart
        token.textEnd = scratch.count
    }

    /// §4.3.7 "consume an escaped code point", after the backslash; appends its UTF-8 to
    /// ``scratch`` when `decoding`.
    private mutating func consumeEscape(decoding: Bool) {
        let escape = Self.escapedCodePoint(in: input, from: position)
        position = escape.end
        if decoding, let scalar = Unicode.Scalar(escape.value) {
            UTF8.encode(scalar) { scratch.append($0) }
        }
    }

    /// §4.3.7 "consume an escaped code point" on `input` from `start` (just after the
    /// backslash): up to six hex digits and one white space (CR LF counting as one), or any
    /// one code point. Zero, surrogates, values past U+10FFFF, NUL and the end of the input
    /// give U+FFFD. Returns the code point and where the escape ends. Shared by the style
    /// tokenizer and the selector parser.
    static func escapedCodePoint(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: UInt32, end: Int) {
        guard start < input.count else { return (0xFFFD, start) }
        guard var value = hexValue(Int(input[start])) else {
            // Any other code point stands for itself.
            let end = min(start + sequenceLength(leadByte: input[start]), input.count)
            var iterator = UnsafeBufferPointer(rebasing: input[start..<end]).makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.value != 0 else { return (0xFFFD, end) }
            return (scalar.value, end)
        }
        var position = start + 1
        var digits = 1
        while digits < 6, position < input.count, let digit = hexValue(Int(input[position])) {
            value = value * 16 + digit
            digits += 1
            position += 1
        }
        if position + 1 < input.count, input[position] == 0x0D, input[position + 1] == 0x0A {
            position += 2
        } else if position < input.count, isWhitespace(Int(input[position])) {
            position += 1
        }
        guard value != 0, !(0xD800...0xDFFF).contains(value), value <= 0x10FFFF else { return (0xFFFD, position) }
        return (UInt32(value), position)
    }

    /// The length of a UTF-8 sequence from its lead byte (1 for ASCII and stray bytes).
    static func sequenceLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private static func appendReplacementCharacter(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
    }

    /// Calls `body` with the bytes of a token's text.
    func withText<R>(of token: CSSToken, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if token.textIsDecoded {
            return scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[token.textStart..<token.textEnd])) }
        }
        return body(UnsafeBufferPointer(rebasing: input[token.textStart..<token.textEnd]))
    }
}
