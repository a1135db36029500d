/// The states that read comments and markup declarations (§13.2.5.41–52).
extension HTMLTokenizer {
    /// Queues the current comment token, spanning from its `<` to the current position.
    mutating func emitComment() {
        emit(.comment(String(decoding: commentData, as: UTF8.self), span(tokenStart, position)))
    }

    /// The end of the input inside a comment: eof-in-comment, the comment, then the end.
    mutating func endOfInputInComment() {
        parseError(.eofInComment)
        emitComment()
        emitEndOfFile()
    }

    /// Adds the comment bytes from the current position up to the first of `stop`, NUL or
    /// CR to the comment's data.
    @inline(__always)
    mutating func takeCommentRun(_ input: Input, until stop: UInt8, _ otherStop: UInt8) {
        var index = position
        while index < input.count {
            let byte = input[index]
            if byte == stop || byte == otherStop || byte == Self.carriageReturn || byte == 0 { break }
            index += 1
        }
        if index > position {
            commentData.append(contentsOf: UnsafeBufferPointer(rebasing: input[position..<index]))
            position = index
        }
    }

    /// §13.2.5.41 Bogus comment state.
    mutating func bogusCommentState(_ input: Input) {
        takeCommentRun(input, until: UInt8(Self.greaterThanSign), UInt8(Self.greaterThanSign))
        let character = consume(input)
        switch character {
        case Self.greaterThanSign:
            state = .data
            emitComment()
        case Self.endOfInput:
            emitComment()
            emitEndOfFile()
        case Self.null:
            parseError(.unexpectedNullCharacter)
            commentData.append(contentsOf: Self.replacementCharacter)
        default:
            commentData.append(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.42 Markup declaration open state.
    mutating func markupDeclarationOpenState(_ input: Input) {
        Self.clear(&commentData)
        characterStart = position
        if consumeIfNext(input, "--", ignoringCase: false) {
            state = .commentStart
        } else if consumeIfNext(input, "DOCTYPE", ignoringCase: true) {
            state = .doctype
        } else if consumeIfNext(input, "[CDATA[", ignoringCase: false) {
            if allowsCDATA {
                state = .cdataSection
            } else {
                characterStart = position - 1
                parseError(.cdataInHTMLContent)
                commentData.append(contentsOf: "[CDATA[".utf8)
                state = .bogusComment
            }
        } else {
            parseError(.incorrectlyOpenedComment)
            state = .bogusComment
        }
    }

    /// §13.2.5.43 Comment start state.
    mutating func commentStartState(_ input: Input) {
        switch consume(input) {
        case Self.hyphenMinus:
            state = .commentStartDash
        case Self.greaterThanSign:
            parseError(.abruptClosingOfEmptyComment)
            state = .data
            emitComment()
        default:
            reconsume(in: .comment)
        }
    }

    /// §13.2.5.44 Comment start dash state.
    mutating func commentStartDashState(_ input: Input) {
        switch consume(input) {
        case Self.hyphenMinus:
            state = .commentEnd
        case Self.greaterThanSign:
            parseError(.abruptClosingOfEmptyComment)
            state = .data
            emitComment()
        case Self.endOfInput:
            endOfInputInComment()
        default:
            commentData.append(UInt8(Self.hyphenMinus))
            reconsume(in: .comment)
        }
    }

    /// §13.2.5.45 Comment state.
    mutating func commentState(_ input: Input) {
        takeCommentRun(input, until: UInt8(Self.lessThanSign), UInt8(Self.hyphenMinus))
        let character = consume(input)
        switch character {
        case Self.lessThanSign:
            commentData.append(UInt8(Self.lessThanSign))
            state = .commentLessThanSign
        case Self.hyphenMinus:
            state = .commentEndDash
        case Self.null:
            parseError(.unexpectedNullCharacter)
            commentData.append(contentsOf: Self.replacementCharacter)
        case Self.endOfInput:
            endOfInputInComment()
        default:
            commentData.append(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.46 Comment less-than sign state.
    mutating func commentLessThanSignState(_ input: Input) {
        switch consume(input) {
        case Self.exclamationMark:
            commentData.append(UInt8(Self.exclamationMark))
            state = .commentLessThanSignBang
        case Self.lessThanSign:
            commentData.append(UInt8(Self.lessThanSign))
        default:
            reconsume(in: .comment)
        }
    }

    /// §13.2.5.47 Comment less-than sign bang state.
    mutating func commentLessThanSignBangState(_ input: Input) {
        if consume(input) == Self.hyphenMinus {
            state = .commentLessThanSignBangDash
        } else {
            reconsume(in: .comment)
        }
    }

    /// §13.2.5.48 Comment less-than sign bang dash state.
    mutating func commentLessThanSignBangDashState(_ input: Input) {
        if consume(input) == Self.hyphenMinus {
            state = .commentLessThanSignBangDashDash
        } else {
            reconsume(in: .commentEndDash)
        }
    }

    /// §13.2.5.49 Comment less-than sign bang dash dash state.
    mutating func commentLessThanSignBangDashDashState(_ input: Input) {
        let character = consume(input)
        if character != Self.greaterThanSign && character != Self.endOfInput {
            parseError(.nestedComment)
        }
        reconsume(in: .commentEnd)
    }

    /// §13.2.5.50 Comment end dash state.
    mutating func commentEndDashState(_ input: Input) {
        switch consume(input) {
        case Self.hyphenMinus:
            state = .commentEnd
        case Self.endOfInput:
            endOfInputInComment()
        default:
            commentData.append(UInt8(Self.hyphenMinus))
            reconsume(in: .comment)
        }
    }

    /// §13.2.5.51 Comment end state.
    mutating func commentEndState(_ input: Input) {
        switch consume(input) {
        case Self.greaterThanSign:
            state = .data
            emitComment()
        case Self.exclamationMark:
            state = .commentEndBang
        case Self.hyphenMinus:
            commentData.append(UInt8(Self.hyphenMinus))
        case Self.endOfInput:
            endOfInputInComment()
        default:
            commentData.append(UInt8(Self.hyphenMinus))
            commentData.append(UInt8(Self.hyphenMinus))
            reconsume(in: .comment)
        }
    }

    /// §13.2.5.52 Comment end bang state.
    mutating func commentEndBangState(_ input: Input) {
        switch consume(input) {
        case Self.hyphenMinus:
            commentData.append(contentsOf: "--!".utf8)
            state = .commentEndDash
        case Self.greaterThanSign:
            parseError(.incorrectlyClosedComment)
            state = .data
            emitComment()
        case Self.endOfInput:
            endOfInputInComment()
        default:
            commentData.append(contentsOf: "--!".utf8)
            reconsume(in: .comment)
        }
    }
}
