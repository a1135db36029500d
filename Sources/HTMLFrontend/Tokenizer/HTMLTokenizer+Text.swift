/// The states that read text: data, RCDATA, RAWTEXT, script data (with its escaped and
/// double-escaped states), PLAINTEXT and CDATA sections (§13.2.5.1–31, §13.2.5.69–71).
extension HTMLTokenizer {
    /// Adds the bytes from the current position up to the first of `a`, `b`, `c` or `d`
    /// (or the end) to the character run: the bytes every text state emits unchanged.
    @inline(__always)
    mutating func takeRun(_ input: Input, until a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
        var index = position
        let count = input.count
        while index < count {
            let byte = input[index]
            if byte == a || byte == b || byte == c || byte == d { break }
            index += 1
        }
        if index > position {
            appendText(input, from: position, to: index)
            position = index
        }
    }

    /// Switches to the character reference state for an `&` just consumed.
    @inline(__always)
    mutating func beginCharacterReference(returningTo state: TokenizerState) {
        returnState = state
        characterReferenceStart = characterStart
        self.state = .characterReference
    }

    /// §13.2.5.1 Data state.
    mutating func dataState(_ input: Input) {
        takeRun(input, until: UInt8(Self.lessThanSign), UInt8(Self.ampersand), Self.carriageReturn, 0)
        let character = consume(input)
        switch character {
        case Self.ampersand:
            beginCharacterReference(returningTo: .data)
        case Self.lessThanSign:
            tokenStart = characterStart
            state = .tagOpen
        case Self.null:
            parseError(.unexpectedNullCharacter)
            emitCharacter(0)
        case Self.endOfInput:
            emitEndOfFile()
        default:
            emitCharacter(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.2 RCDATA state.
    mutating func rcdataState(_ input: Input) {
        takeRun(input, until: UInt8(Self.lessThanSign), UInt8(Self.ampersand), Self.carriageReturn, 0)
        let character = consume(input)
        switch character {
        case Self.ampersand:
            beginCharacterReference(returningTo: .rcdata)
        case Self.lessThanSign:
            tokenStart = characterStart
            state = .rcdataLessThanSign
        default:
            textCharacter(character)
        }
    }

    /// §13.2.5.3 RAWTEXT state (`lessThanSign: .rawtextLessThanSign`) and §13.2.5.4 script
    /// data state (`lessThanSign: .scriptDataLessThanSign`): the two differ only in the state
    /// a `<` leads to.
    mutating func rawTextState(_ input: Input, lessThanSign: TokenizerState) {
        takeRun(input, until: UInt8(Self.lessThanSign), Self.carriageReturn, 0, 0)
        let character = consume(input)
        if character == Self.lessThanSign {
            tokenStart = characterStart
            state = lessThanSign
        } else {
            textCharacter(character)
        }
    }

    /// §13.2.5.5 PLAINTEXT state.
    mutating func plaintextState(_ input: Input) {
        takeRun(input, until: Self.carriageReturn, 0, 0, 0)
        textCharacter(consume(input))
    }

    /// The branches the RCDATA, RAWTEXT, script data and PLAINTEXT states share: NUL is a
    /// parse error and becomes U+FFFD, the end of the input ends, anything else is emitted.
    @inline(__always)
    mutating func textCharacter(_ character: Int) {
        switch character {
        case Self.null:
            parseError(.unexpectedNullCharacter)
            emitReplacementCharacter()
        case Self.endOfInput:
            emitEndOfFile()
        default:
            emitCharacter(UInt8(truncatingIfNeeded: character))
        }
    }

    /// Emits the `<` at ``tokenStart`` as a character token.
    mutating func emitLessThanSign() {
        emitCharacters(CollectionOfOne(UInt8(Self.lessThanSign)), from: tokenStart, to: tokenStart + 1)
    }

    /// Emits `</` and the temporary buffer as character tokens: an end tag that was not one.
    mutating func emitFailedEndTag() {
        emitCharacters([UInt8(Self.lessThanSign), UInt8(Self.solidus)], from: tokenStart, to: characterStart)
        emitCharacters(temporaryBuffer, from: tokenStart, to: characterStart)
    }

    /// §13.2.5.9 RCDATA less-than sign state and §13.2.5.12 RAWTEXT less-than sign state.
    mutating func textLessThanSignState(_ input: Input, returningTo textState: TokenizerState, endTagOpen: TokenizerState) {
        if consume(input) == Self.solidus {
            Self.clear(&temporaryBuffer)
            state = endTagOpen
        } else {
            emitLessThanSign()
            reconsume(in: textState)
        }
    }

    /// §13.2.5.10 RCDATA end tag open state, §13.2.5.13 RAWTEXT end tag open state,
    /// §13.2.5.16 script data end tag open state and §13.2.5.24 script data escaped end tag
    /// open state.
    mutating func textEndTagOpenState(_ input: Input, returningTo textState: TokenizerState, endTagName: TokenizerState) {
        if Self.isAlpha(consume(input)) {
            beginTag(isEndTag: true)
            reconsume(in: endTagName)
        } else {
            emitFailedEndTag()
            reconsume(in: textState)
        }
    }

    /// §13.2.5.11 RCDATA end tag name state, §13.2.5.14 RAWTEXT end tag name state,
    /// §13.2.5.17 script data end tag name state and §13.2.5.25 script data escaped end tag
    /// name state.
    mutating func textEndTagNameState(_ input: Input, returningTo textState: TokenizerState) {
        let character = consume(input)
        if Self.isUpperAlpha(character) || Self.isLowerAlpha(character) {
            let byte = UInt8(truncatingIfNeeded: character)
            materializeTagName()
            tagName.append(byte | 0x20)
            temporaryBuffer.append(byte)
            return
        }
        if isAppropriateEndTag {
            if Self.isWhitespace(character) {
                state = .beforeAttributeName
                return
            }
            if character == Self.solidus {
                state = .selfClosingStartTag
                return
            }
            if character == Self.greaterThanSign {
                state = .data
                emitTag()
                return
            }
        }
        emitFailedEndTag()
        reconsume(in: textState)
    }

    /// Whether the current tag is an appropriate end tag token (§13.2.5): its name is the
    /// name of the last start tag emitted.
    var isAppropriateEndTag: Bool {
        guard let lastStartTagName else { return false }
        if tagNameSliceEnd > tagNameSliceStart {
            return lastStartTagName.utf8.elementsEqual(bytes[tagNameSliceStart..<tagNameSliceEnd])
        }
        return lastStartTagName.utf8.elementsEqual(tagName)
    }

    /// §13.2.5.15 Script data less-than sign state.
    mutating func scriptDataLessThanSignState(_ input: Input) {
        switch consume(input) {
        case Self.solidus:
            Self.clear(&temporaryBuffer)
            state = .scriptDataEndTagOpen
        case Self.exclamationMark:
            state = .scriptDataEscapeStart
            emitCharacters([UInt8(Self.lessThanSign), UInt8(Self.exclamationMark)], from: tokenStart, to: position)
        default:
            emitLessThanSign()
            reconsume(in: .scriptData)
        }
    }

    /// §13.2.5.18 Script data escape start state.
    mutating func scriptDataEscapeStartState(_ input: Input) {
        if consume(input) == Self.hyphenMinus {
            state = .scriptDataEscapeStartDash
            emitCharacter(UInt8(Self.hyphenMinus))
        } else {
            reconsume(in: .scriptData)
        }
    }

    /// §13.2.5.19 Script data escape start dash state.
    mutating func scriptDataEscapeStartDashState(_ input: Input) {
        if consume(input) == Self.hyphenMinus {
            state = .scriptDataEscapedDashDash
            emitCharacter(UInt8(Self.hyphenMinus))
        } else {
            reconsume(in: .scriptData)
        }
    }

    /// §13.2.5.20 Script data escaped state.
    mutating func scriptDataEscapedState(_ input: Input) {
        takeRun(input, until: UInt8(Self.hyphenMinus), UInt8(Self.lessThanSign), Self.carriageReturn, 0)
        let character = consume(input)
        switch character {
        case Self.hyphenMinus:
            state = .scriptDataEscapedDash
            emitCharacter(UInt8(Self.hyphenMinus))
        case Self.lessThanSign:
            tokenStart = characterStart
            state = .scriptDataEscapedLessThanSign
        default:
            escapedCharacter(character, stayingIn: .scriptDataEscaped)
        }
    }

    /// §13.2.5.21 Script data escaped dash state.
    mutating func scriptDataEscapedDashState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.hyphenMinus:
            state = .scriptDataEscapedDashDash
            emitCharacter(UInt8(Self.hyphenMinus))
        case Self.lessThanSign:
            tokenStart = characterStart
            state = .scriptDataEscapedLessThanSign
        default:
            escapedCharacter(character, stayingIn: .scriptDataEscaped)
        }
    }

    /// §13.2.5.22 Script data escaped dash dash state.
    mutating func scriptDataEscapedDashDashState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.hyphenMinus:
            emitCharacter(UInt8(Self.hyphenMinus))
        case Self.lessThanSign:
            tokenStart = characterStart
            state = .scriptDataEscapedLessThanSign
        case Self.greaterThanSign:
            state = .scriptData
            emitCharacter(UInt8(Self.greaterThanSign))
        default:
            escapedCharacter(character, stayingIn: .scriptDataEscaped)
        }
    }

    /// The branches the escaped and double-escaped script states share: NUL is a parse
    /// error and becomes U+FFFD, the end of the input is a parse error, anything else is
    /// emitted; both switch to `textState`.
    mutating func escapedCharacter(_ character: Int, stayingIn textState: TokenizerState) {
        switch character {
        case Self.null:
            parseError(.unexpectedNullCharacter)
            state = textState
            emitReplacementCharacter()
        case Self.endOfInput:
            parseError(.eofInScriptHTMLCommentLikeText)
            emitEndOfFile()
        default:
            state = textState
            emitCharacter(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.23 Script data escaped less-than sign state.
    mutating func scriptDataEscapedLessThanSignState(_ input: Input) {
        let character = consume(input)
        if character == Self.solidus {
            Self.clear(&temporaryBuffer)
            state = .scriptDataEscapedEndTagOpen
        } else if Self.isAlpha(character) {
            Self.clear(&temporaryBuffer)
            emitLessThanSign()
            reconsume(in: .scriptDataDoubleEscapeStart)
        } else {
            emitLessThanSign()
            reconsume(in: .scriptDataEscaped)
        }
    }

    /// §13.2.5.26 Script data double escape start state (`ending == false`) and §13.2.5.31
    /// script data double escape end state (`ending == true`): the two differ only in which
    /// state `script` leads to.
    mutating func scriptDataDoubleEscapeBoundaryState(_ input: Input, ending: Bool) {
        let character = consume(input)
        if Self.isWhitespace(character) || character == Self.solidus || character == Self.greaterThanSign {
            let isScript = temporaryBuffer.elementsEqual("script".utf8)
            state = isScript == ending ? .scriptDataEscaped : .scriptDataDoubleEscaped
            emitCharacter(UInt8(truncatingIfNeeded: character))
        } else if Self.isUpperAlpha(character) || Self.isLowerAlpha(character) {
            let byte = UInt8(truncatingIfNeeded: character)
            temporaryBuffer.append(byte | 0x20)
            emitCharacter(byte)
        } else {
            reconsume(in: ending ? .scriptDataDoubleEscaped : .scriptDataEscaped)
        }
    }

    /// §13.2.5.27 Script data double escaped state.
    mutating func scriptDataDoubleEscapedState(_ input: Input) {
        takeRun(input, until: UInt8(Self.hyphenMinus), UInt8(Self.lessThanSign), Self.carriageReturn, 0)
        let character = consume(input)
        switch character {
        case Self.hyphenMinus:
            state = .scriptDataDoubleEscapedDash
            emitCharacter(UInt8(Self.hyphenMinus))
        case Self.lessThanSign:
            state = .scriptDataDoubleEscapedLessThanSign
            emitCharacter(UInt8(Self.lessThanSign))
        default:
            escapedCharacter(character, stayingIn: .scriptDataDoubleEscaped)
        }
    }

    /// §13.2.5.28 Script data double escaped dash state.
    mutating func scriptDataDoubleEscapedDashState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.hyphenMinus:
            state = .scriptDataDoubleEscapedDashDash
            emitCharacter(UInt8(Self.hyphenMinus))
        case Self.lessThanSign:
            state = .scriptDataDoubleEscapedLessThanSign
            emitCharacter(UInt8(Self.lessThanSign))
        default:
            escapedCharacter(character, stayingIn: .scriptDataDoubleEscaped)
        }
    }

    /// §13.2.5.29 Script data double escaped dash dash state.
    mutating func scriptDataDoubleEscapedDashDashState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.hyphenMinus:
            emitCharacter(UInt8(Self.hyphenMinus))
        case Self.lessThanSign:
            state = .scriptDataDoubleEscapedLessThanSign
            emitCharacter(UInt8(Self.lessThanSign))
        case Self.greaterThanSign:
            state = .scriptData
            emitCharacter(UInt8(Self.greaterThanSign))
        default:
            escapedCharacter(character, stayingIn: .scriptDataDoubleEscaped)
        }
    }

    /// §13.2.5.30 Script data double escaped less-than sign state.
    mutating func scriptDataDoubleEscapedLessThanSignState(_ input: Input) {
        if consume(input) == Self.solidus {
            Self.clear(&temporaryBuffer)
            state = .scriptDataDoubleEscapeEnd
            emitCharacter(UInt8(Self.solidus))
        } else {
            reconsume(in: .scriptDataDoubleEscaped)
        }
    }

    /// §13.2.5.69 CDATA section state.
    mutating func cdataSectionState(_ input: Input) {
        takeRun(input, until: UInt8(Self.rightSquareBracket), Self.carriageReturn, Self.carriageReturn, Self.carriageReturn)
        let character = consume(input)
        switch character {
        case Self.rightSquareBracket:
            state = .cdataSectionBracket
        case Self.endOfInput:
            parseError(.eofInCDATA)
            emitEndOfFile()
        default:
            emitCharacter(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.70 CDATA section bracket state.
    mutating func cdataSectionBracketState(_ input: Input) {
        if consume(input) == Self.rightSquareBracket {
            state = .cdataSectionEnd
        } else {
            emitCharacters(CollectionOfOne(UInt8(Self.rightSquareBracket)), from: characterStart - 1, to: characterStart)
            reconsume(in: .cdataSection)
        }
    }

    /// §13.2.5.71 CDATA section end state.
    mutating func cdataSectionEndState(_ input: Input) {
        switch consume(input) {
        case Self.rightSquareBracket:
            emitCharacters(CollectionOfOne(UInt8(Self.rightSquareBracket)), from: characterStart - 2, to: characterStart - 1)
        case Self.greaterThanSign:
            state = .data
        default:
            let brackets = [UInt8(Self.rightSquareBracket), UInt8(Self.rightSquareBracket)]
            emitCharacters(brackets, from: characterStart - 2, to: characterStart)
            reconsume(in: .cdataSection)
        }
    }
}
