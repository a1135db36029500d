import MarkupAST

/// The WHATWG HTML tokenizer (HTML Standard §13.2.5) over UTF-8 bytes.
///
/// The tree builder pulls tokens with ``next()`` and steers the tokenizer between calls
/// through ``state``, ``lastStartTagName`` and ``allowsCDATA``; these are the only ways
/// the two meet besides ``HTMLToken``.
///
/// The machine works on bytes, not code points. Every character the standard's states
/// look at is ASCII, so a non-ASCII byte always takes the "anything else" branch, and the
/// bytes of one multi-byte character go through the same branch one after another. Strings
/// are built once per token with `String(decoding:as:)`, which turns any invalid UTF-8 into
/// U+FFFD, so arbitrary bytes are safe.
///
/// Input stream preprocessing (§13.2.3.5) happens as bytes are read: CR and CR LF become
/// one LF. Spans stay offsets into the bytes as given.
///
/// Text is emitted in runs: one ``HTMLToken/characters(_:_:)`` for all the character
/// tokens between two other tokens. Each call to ``next()`` stops after the first
/// non-character token, so a state change made by the tree builder applies to the input
/// right after that token.
///
/// ```swift
/// var tokenizer = HTMLTokenizer(bytes: Array("<p class=x>Hi".utf8), reportsParseErrors: false)
/// tokenizer.next() // .startTag(p, [class=x])
/// tokenizer.next() // .characters("Hi")
/// tokenizer.next() // .endOfFile
/// ```
struct HTMLTokenizer {
    /// The input during one call of ``next()``.
    typealias Input = UnsafeBufferPointer<UInt8>

    /// The value ``consume(_:)`` returns at the end of the input.
    static let endOfInput = -1

    // MARK: The tree builder's controls

    /// The current state. The tree builder sets `.rcdata`, `.rawtext`, `.scriptData` or
    /// `.plaintext` after the start tag of an element whose content is text (§13.2.6.2).
    var state: TokenizerState = .data

    /// The name of the last start tag emitted, for the "appropriate end tag token" check
    /// (§13.2.5.11 and the like). The tokenizer sets it on each start tag; the tree builder
    /// sets it for fragment parsing from the context element. `nil`: no start tag yet.
    var lastStartTagName: String?

    /// Whether `<![CDATA[` opens a CDATA section: true when there is an adjusted current
    /// node and it is not in the HTML namespace (§13.2.5.42). Set before each ``next()``.
    var allowsCDATA = false

    /// The parse errors met so far, when ``reportsParseErrors`` is on: code `html-` and the
    /// standard's name of the error, span in bytes of the input.
    var diagnostics: [Diagnostic] = []

    /// Whether parse errors become ``diagnostics``.
    let reportsParseErrors: Bool
    /// Whether a numeric reference to a control character becomes U+FFFD.
    let replacesControlCharacterReferences: Bool

    // MARK: Input

    /// The input bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to consume.
    var position = 0
    /// The offset of the current input character (what ``consume(_:)`` returned last).
    var characterStart = 0
    /// Input stream errors (§13.2.3.5) found up front when errors are reported, in input
    /// order, and how many of them are already in ``diagnostics``.
    var inputStreamErrors: [(offset: Int, error: HTMLTokenizerError)]
    var inputStreamErrorsReported = 0

    // MARK: Output

    /// Tokens ready to return, in order: the first ``pendingCount`` slots hold them, the
    /// others `.endOfFile`. One step emits at most three: a character run, a token, and the
    /// end of the file. Not optionals: overwriting an `HTMLToken?` goes through a generic,
    /// unspecialized destroy, once per token.
    var firstPending: HTMLToken = .endOfFile
    var secondPending: HTMLToken = .endOfFile
    var thirdPending: HTMLToken = .endOfFile
    var pendingCount = 0
    /// Set once the end-of-file token is queued.
    var reachedEnd = false
    /// Whether the input ended in the data state: no tag, comment, DOCTYPE, CDATA section or
    /// raw text was left open by the end of the input (set with ``reachedEnd``).
    var endedInDataState = false

    /// The character tokens not yet emitted, as UTF-8: ``text`` followed by the input bytes
    /// `textSliceStart..<textSliceEnd` (input copied only when something else follows it,
    /// so a run of plain text becomes a `String` straight from the input).
    var text: [UInt8] = []
    var textSliceStart = 0
    var textSliceEnd = 0
    /// The bytes of the input the pending character tokens come from.
    var textStart = 0
    var textEnd = 0

    // MARK: Tokens under construction

    /// The offset of the `<` that began the current tag, comment or DOCTYPE (or of the `<`
    /// an end tag state may have to emit as text).
    var tokenStart = 0
    /// The current tag token.
    var tagIsEndTag = false
    var tagName: [UInt8] = []
    /// While ``tagName`` is empty, the input bytes `tagNameSliceStart..<tagNameSliceEnd`
    /// may hold the current tag's name instead: a name read in one run without upper-case
    /// letters (nearly every tag) is then neither copied nor cleared. Empty otherwise;
    /// ``materializeTagName()`` moves it into ``tagName`` before the name grows.
    var tagNameSliceStart = 0
    var tagNameSliceEnd = 0
    var tagSelfClosing = false
    var attributes: [HTMLAttribute] = []
    /// The name and value of the attribute being read.
    var attributeName: [UInt8] = []
    var attributeValue: [UInt8] = []
    /// Whether an attribute is being read, and its index in ``attributes`` once its name is
    /// complete (`nil` while the name is read, and for a dropped duplicate).
    var attributeIsOpen = false
    var attributeIndex: Int?
    /// The attribute names of the current tag once it has many, so duplicate checks stay
    /// constant time per attribute.
    var attributeNameSet: Set<String> = []
    /// The current comment's data.
    var commentData: [UInt8] = []
    /// The current DOCTYPE token; `nil` fields are missing.
    var doctypeName: [UInt8]?
    var doctypePublicIdentifier: [UInt8]?
    var doctypeSystemIdentifier: [UInt8]?
    var doctypeForceQuirks = false

    // MARK: Character references and end tag names

    /// The temporary buffer (§13.2.4).
    var temporaryBuffer: [UInt8] = []
    /// The return state of a character reference (§13.2.4).
    var returnState: TokenizerState = .data
    /// The character reference code (§13.2.5.75), saturated above U+10FFFF.
    var characterReferenceCode: UInt32 = 0
    /// The offset of the `&` of the current character reference.
    var characterReferenceStart = 0

    /// A tokenizer over `bytes` in the data state.
    /// - Parameter reportsParseErrors: collect every parse error in ``diagnostics``.
    /// - Parameter replacesControlCharacterReferences: turn references to control characters
    ///   into U+FFFD (``HTMLParseOptions/replacesControlCharacterReferences``).
    init(bytes: [UInt8], reportsParseErrors: Bool, replacesControlCharacterReferences: Bool = false) {
        self.bytes = bytes
        self.reportsParseErrors = reportsParseErrors
        self.replacesControlCharacterReferences = replacesControlCharacterReferences
        // Assigned once, unconditionally: a conditional write after the defaults made the
        // compiler build the whole tokenizer twice and copy it (about 1,000 instructions
        // a parse).
        inputStreamErrors = reportsParseErrors ? Self.inputStreamErrors(in: bytes) : []
    }

    /// The next token; ``HTMLToken/endOfFile`` at the end of the input and on every call
    /// after it.
    mutating func next() -> HTMLToken {
        if pendingCount == 0 {
            if reachedEnd { return .endOfFile }
            let input = bytes
            input.withUnsafeBufferPointer { input in
                while pendingCount == 0 { step(input) }
            }
            if reportsParseErrors { reportInputStreamErrors(before: position) }
        }
        var token = HTMLToken.endOfFile
        swap(&token, &firstPending)
        if pendingCount > 1 {
            swap(&firstPending, &secondPending)
            swap(&secondPending, &thirdPending)
        }
        pendingCount -= 1
        return token
    }

    /// Runs the state machine for the current state: one input character, or a run of
    /// characters the state treats alike.
    mutating func step(_ input: Input) {
        switch state {
        case .data: dataState(input)
        case .rcdata: rcdataState(input)
        case .rawtext: rawTextState(input, lessThanSign: .rawtextLessThanSign)
        case .scriptData: rawTextState(input, lessThanSign: .scriptDataLessThanSign)
        case .plaintext: plaintextState(input)
        case .tagOpen: tagOpenState(input)
        case .endTagOpen: endTagOpenState(input)
        case .tagName: tagNameState(input)
        case .rcdataLessThanSign: textLessThanSignState(input, returningTo: .rcdata, endTagOpen: .rcdataEndTagOpen)
        case .rcdataEndTagOpen: textEndTagOpenState(input, returningTo: .rcdata, endTagName: .rcdataEndTagName)
        case .rcdataEndTagName: textEndTagNameState(input, returningTo: .rcdata)
        case .rawtextLessThanSign: textLessThanSignState(input, returningTo: .rawtext, endTagOpen: .rawtextEndTagOpen)
        case .rawtextEndTagOpen: textEndTagOpenState(input, returningTo: .rawtext, endTagName: .rawtextEndTagName)
        case .rawtextEndTagName: textEndTagNameState(input, returningTo: .rawtext)
        case .scriptDataLessThanSign: scriptDataLessThanSignState(input)
        case .scriptDataEndTagOpen: textEndTagOpenState(input, returningTo: .scriptData, endTagName: .scriptDataEndTagName)
        case .scriptDataEndTagName: textEndTagNameState(input, returningTo: .scriptData)
        case .scriptDataEscapeStart: scriptDataEscapeStartState(input)
        case .scriptDataEscapeStartDash: scriptDataEscapeStartDashState(input)
        case .scriptDataEscaped: scriptDataEscapedState(input)
        case .scriptDataEscapedDash: scriptDataEscapedDashState(input)
        case .scriptDataEscapedDashDash: scriptDataEscapedDashDashState(input)
        case .scriptDataEscapedLessThanSign: scriptDataEscapedLessThanSignState(input)
        case .scriptDataEscapedEndTagOpen:
            textEndTagOpenState(input, returningTo: .scriptDataEscaped, endTagName: .scriptDataEscapedEndTagName)
        case .scriptDataEscapedEndTagName: textEndTagNameState(input, returningTo: .scriptDataEscaped)
        case .scriptDataDoubleEscapeStart: scriptDataDoubleEscapeBoundaryState(input, ending: false)
        case .scriptDataDoubleEscaped: scriptDataDoubleEscapedState(input)
        case .scriptDataDoubleEscapedDash: scriptDataDoubleEscapedDashState(input)
        case .scriptDataDoubleEscapedDashDash: scriptDataDoubleEscapedDashDashState(input)
        case .scriptDataDoubleEscapedLessThanSign: scriptDataDoubleEscapedLessThanSignState(input)
        case .scriptDataDoubleEscapeEnd: scriptDataDoubleEscapeBoundaryState(input, ending: true)
        case .beforeAttributeName: beforeAttributeNameState(input)
        case .attributeName: attributeNameState(input)
        case .afterAttributeName: afterAttributeNameState(input)
        case .beforeAttributeValue: beforeAttributeValueState(input)
        case .attributeValueDoubleQuoted: attributeValueQuotedState(input, quote: Self.quotationMark)
        case .attributeValueSingleQuoted: attributeValueQuotedState(input, quote: Self.apostrophe)
        case .attributeValueUnquoted: attributeValueUnquotedState(input)
        case .afterAttributeValueQuoted: afterAttributeValueQuotedState(input)
        case .selfClosingStartTag: selfClosingStartTagState(input)
        case .bogusComment: bogusCommentState(input)
        case .markupDeclarationOpen: markupDeclarationOpenState(input)
        case .commentStart: commentStartState(input)
        case .commentStartDash: commentStartDashState(input)
        case .comment: commentState(input)
        case .commentLessThanSign: commentLessThanSignState(input)
        case .commentLessThanSignBang: commentLessThanSignBangState(input)
        case .commentLessThanSignBangDash: commentLessThanSignBangDashState(input)
        case .commentLessThanSignBangDashDash: commentLessThanSignBangDashDashState(input)
        case .commentEndDash: commentEndDashState(input)
        case .commentEnd: commentEndState(input)
        case .commentEndBang: commentEndBangState(input)
        case .doctype: doctypeState(input)
        case .beforeDoctypeName: beforeDoctypeNameState(input)
        case .doctypeName: doctypeNameState(input)
        case .afterDoctypeName: afterDoctypeNameState(input)
        case .afterDoctypePublicKeyword: afterDoctypeKeywordState(input, system: false)
        case .beforeDoctypePublicIdentifier: beforeDoctypeIdentifierState(input, system: false)
        case .doctypePublicIdentifierDoubleQuoted: doctypeIdentifierState(input, system: false, quote: Self.quotationMark)
        case .doctypePublicIdentifierSingleQuoted: doctypeIdentifierState(input, system: false, quote: Self.apostrophe)
        case .afterDoctypePublicIdentifier: afterDoctypePublicIdentifierState(input, between: false)
        case .betweenDoctypePublicAndSystemIdentifiers: afterDoctypePublicIdentifierState(input, between: true)
        case .afterDoctypeSystemKeyword: afterDoctypeKeywordState(input, system: true)
        case .beforeDoctypeSystemIdentifier: beforeDoctypeIdentifierState(input, system: true)
        case .doctypeSystemIdentifierDoubleQuoted: doctypeIdentifierState(input, system: true, quote: Self.quotationMark)
        case .doctypeSystemIdentifierSingleQuoted: doctypeIdentifierState(input, system: true, quote: Self.apostrophe)
        case .afterDoctypeSystemIdentifier: afterDoctypeSystemIdentifierState(input)
        case .bogusDoctype: bogusDoctypeState(input)
        case .cdataSection: cdataSectionState(input)
        case .cdataSectionBracket: cdataSectionBracketState(input)
        case .cdataSectionEnd: cdataSectionEndState(input)
        case .characterReference: characterReferenceState(input)
        case .namedCharacterReference: namedCharacterReferenceState(input)
        case .ambiguousAmpersand: ambiguousAmpersandState(input)
        case .numericCharacterReference: numericCharacterReferenceState(input)
        case .hexadecimalCharacterReferenceStart: numericCharacterReferenceStartState(input, hexadecimal: true)
        case .decimalCharacterReferenceStart: numericCharacterReferenceStartState(input, hexadecimal: false)
        case .hexadecimalCharacterReference: numericCharacterReferenceDigitsState(input, hexadecimal: true)
        case .decimalCharacterReference: numericCharacterReferenceDigitsState(input, hexadecimal: false)
        case .numericCharacterReferenceEnd: numericCharacterReferenceEndState()
        }
    }

    // MARK: Reading input

    /// Consumes the next input character and returns it (an ASCII byte, one byte of a
    /// multi-byte character, or ``endOfInput``). CR and CR LF come back as one LF.
    @inline(__always)
    mutating func consume(_ input: Input) -> Int {
        characterStart = position
        guard position < input.count else { return Self.endOfInput }
        let byte = input[position]
        position += 1
        if byte == Self.carriageReturn {
            if position < input.count, input[position] == Self.lineFeed { position += 1 }
            return Int(Self.lineFeed)
        }
        return Int(byte)
    }

    /// "Reconsume in the … state": the current input character is read again.
    @inline(__always)
    mutating func reconsume(in newState: TokenizerState) {
        position = characterStart
        state = newState
    }

    /// Whether the input at the current position starts with `word` (ASCII, compared
    /// case-insensitively when `ignoringCase`); consumes it when it does.
    mutating func consumeIfNext(_ input: Input, _ word: StaticString, ignoringCase: Bool) -> Bool {
        let count = word.utf8CodeUnitCount
        guard input.count - position >= count else { return false }
        let matches = word.withUTF8Buffer { word in
            for index in 0..<count {
                let byte = input[position + index]
                let expected = word[index]
                if byte != expected && !(ignoringCase && Self.asciiLowercased(byte) == Self.asciiLowercased(expected)) {
                    return false
                }
            }
            return true
        }
        if matches { position += count }
        return matches
    }

    // MARK: Emitting tokens

    /// Emits input bytes `start..<end` (which hold no CR) as character tokens.
    @inline(__always)
    mutating func appendText(_ input: Input, from start: Int, to end: Int) {
        if textSliceEnd > textSliceStart {
            if textSliceEnd == start {
                textSliceEnd = end
                textEnd = end
                return
            }
            copyTextSlice()
        } else if text.isEmpty {
            textStart = start
        }
        textSliceStart = start
        textSliceEnd = end
        textEnd = end
    }

    /// Moves the pending input slice of the character run into ``text``.
    mutating func copyTextSlice() {
        text.append(contentsOf: bytes[textSliceStart..<textSliceEnd])
        textSliceStart = textSliceEnd
    }

    /// Prepares the character run for bytes that are not an input slice, coming from the
    /// input from `start` on.
    @inline(__always)
    mutating func prepareText(from start: Int) {
        if textSliceEnd > textSliceStart {
            copyTextSlice()
        } else if text.isEmpty {
            textStart = start
        }
    }

    /// Emits `byte` as a character token coming from the current input character.
    @inline(__always)
    mutating func emitCharacter(_ byte: UInt8) {
        prepareText(from: characterStart)
        text.append(byte)
        textEnd = position
    }

    /// Emits U+FFFD for the current input character.
    mutating func emitReplacementCharacter() {
        prepareText(from: characterStart)
        text.append(contentsOf: Self.replacementCharacter)
        textEnd = position
    }

    /// Emits `characters` as character tokens that come from the input bytes `start..<end`.
    mutating func emitCharacters(_ characters: some Sequence<UInt8>, from start: Int, to end: Int) {
        let wasEmpty = text.isEmpty && textSliceEnd == textSliceStart
        prepareText(from: start)
        text.append(contentsOf: characters)
        textEnd = wasEmpty ? end : max(textEnd, end)
    }

    /// Queues the pending character run, if any, as one token.
    mutating func flushText() {
        let string: String
        if textSliceEnd > textSliceStart, text.isEmpty {
            string = String(decoding: bytes[textSliceStart..<textSliceEnd], as: UTF8.self)
            textSliceStart = textSliceEnd
        } else {
            if textSliceEnd > textSliceStart { copyTextSlice() }
            guard !text.isEmpty else { return }
            string = String(decoding: text, as: UTF8.self)
            Self.clear(&text)
        }
        queue(.characters(string, span(textStart, textEnd)))
    }

    /// Queues `token` after the pending character run.
    mutating func emit(_ token: consuming HTMLToken) {
        flushText()
        queue(token)
    }

    /// Puts `token` in the first free pending slot.
    mutating func queue(_ token: consuming HTMLToken) {
        switch pendingCount {
        case 0: firstPending = token
        case 1: secondPending = token
        default: thirdPending = token
        }
        pendingCount += 1
    }

    /// Queues the pending character run and the end-of-file token.
    mutating func emitEndOfFile() {
        emit(.endOfFile)
        reachedEnd = true
        endedInDataState = state == .data
    }

    /// A span from byte offsets.
    func span(_ start: Int, _ end: Int) -> SourceSpan {
        SourceSpan(start: UInt32(clamping: start), end: UInt32(clamping: end))
    }

    // MARK: Parse errors

    /// Records `error` at the current input character when errors are reported.
    @inline(__always)
    mutating func parseError(_ error: HTMLTokenizerError) {
        if reportsParseErrors { record(error, at: characterStart, end: max(position, characterStart + 1)) }
    }

    /// Appends `error`'s diagnostic after any input stream errors that come before it.
    mutating func record(_ error: HTMLTokenizerError, at start: Int, end: Int) {
        reportInputStreamErrors(before: start + 1)
        let end = min(end, bytes.count)
        diagnostics.append(Diagnostic(code: error.diagnosticCode, message: error.message, span: span(start, max(start, end))))
    }

    /// Moves the input stream errors at offsets below `offset` into ``diagnostics``.
    mutating func reportInputStreamErrors(before offset: Int) {
        while inputStreamErrorsReported < inputStreamErrors.count,
              inputStreamErrors[inputStreamErrorsReported].offset < offset {
            let (start, error) = inputStreamErrors[inputStreamErrorsReported]
            inputStreamErrorsReported += 1
            diagnostics.append(Diagnostic(code: error.diagnosticCode, message: error.message, span: span(start, start + 1)))
        }
    }
}
