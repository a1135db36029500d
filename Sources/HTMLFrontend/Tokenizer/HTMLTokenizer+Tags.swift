/// The states that read start and end tags and their attributes (§13.2.5.6–8,
/// §13.2.5.32–40).
extension HTMLTokenizer {
    /// Attributes past this many on one tag are checked for duplicates through a set.
    static let linearDuplicateCheckLimit = 8

    /// Starts a new tag token with an empty name.
    mutating func beginTag(isEndTag: Bool) {
        tagIsEndTag = isEndTag
        Self.clear(&tagName)
        tagNameSliceStart = 0
        tagNameSliceEnd = 0
        tagSelfClosing = false
        if !attributes.isEmpty { attributes = [] }
        if !attributeNameSet.isEmpty { attributeNameSet.removeAll() }
        attributeIsOpen = false
        attributeIndex = nil
    }

    /// Queues the current tag token (§13.2.5 "emit the current tag token"): completes its
    /// last attribute, reports attributes and `/` on an end tag, and remembers a start
    /// tag's name for the appropriate end tag check.
    mutating func emitTag() {
        finishAttribute()
        // A known name comes from the tag's table (a small string: no decoding, no allocation).
        let tag: HTMLTagName
        let name: String
        if tagNameSliceEnd > tagNameSliceStart {
            let slice = bytes[tagNameSliceStart..<tagNameSliceEnd]
            tag = HTMLTagName(lowercasedBytes: slice)
            name = tag == .unknown ? String(decoding: slice, as: UTF8.self) : tag.localName
        } else {
            tag = HTMLTagName(lowercasedBytes: tagName)
            name = tag == .unknown ? String(decoding: tagName, as: UTF8.self) : tag.localName
        }
        var tagAttributes: [HTMLAttribute] = []
        swap(&tagAttributes, &attributes)
        if !attributeNameSet.isEmpty { attributeNameSet.removeAll() }
        if tagIsEndTag {
            if !tagAttributes.isEmpty { parseError(.endTagWithAttributes) }
            if tagSelfClosing { parseError(.endTagWithTrailingSolidus) }
        } else {
            lastStartTagName = name
        }
        let token = HTMLTagToken(
            name: name,
            tag: tag,
            attributes: tagAttributes,
            selfClosing: tagSelfClosing,
            span: span(tokenStart, position)
        )
        emit(tagIsEndTag ? .endTag(token) : .startTag(token))
    }

    /// Moves a tag name held as an input slice into ``tagName`` (before the name grows).
    mutating func materializeTagName() {
        guard tagNameSliceEnd > tagNameSliceStart else { return }
        tagName.append(contentsOf: bytes[tagNameSliceStart..<tagNameSliceEnd])
        tagNameSliceStart = 0
        tagNameSliceEnd = 0
    }

    /// Starts a new attribute with an empty name and value.
    mutating func beginAttribute() {
        finishAttribute()
        Self.clear(&attributeName)
        Self.clear(&attributeValue)
        attributeIsOpen = true
        attributeIndex = nil
    }

    /// Leaving the attribute name state (§13.2.5.33): the name is complete. A name the tag
    /// already has is a duplicate-attribute parse error, and the attribute is dropped.
    mutating func completeAttributeName() {
        let name = String(decoding: attributeName, as: UTF8.self)
        let isDuplicate: Bool
        if attributes.count < Self.linearDuplicateCheckLimit {
            isDuplicate = attributes.contains { $0.name == name }
        } else {
            if attributeNameSet.isEmpty {
                attributeNameSet.reserveCapacity(attributes.count * 2)
                for attribute in attributes { attributeNameSet.insert(attribute.name) }
            }
            isDuplicate = !attributeNameSet.insert(name).inserted
        }
        if isDuplicate {
            parseError(.duplicateAttribute)
            attributeIndex = nil
        } else {
            attributes.append(HTMLAttribute(name: name, value: ""))
            attributeIndex = attributes.count - 1
        }
    }

    /// Stores the value of the attribute being read, if any.
    mutating func finishAttribute() {
        guard attributeIsOpen else { return }
        attributeIsOpen = false
        if let attributeIndex, !attributeValue.isEmpty {
            attributes[attributeIndex].value = String(decoding: attributeValue, as: UTF8.self)
        }
        attributeIndex = nil
    }

    /// The end of the input inside a tag: eof-in-tag, and the tag is dropped.
    mutating func endOfInputInTag() {
        parseError(.eofInTag)
        emitEndOfFile()
    }

    /// §13.2.5.6 Tag open state.
    mutating func tagOpenState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.exclamationMark:
            state = .markupDeclarationOpen
        case Self.solidus:
            state = .endTagOpen
        case Self.questionMark:
            parseError(.unexpectedQuestionMarkInsteadOfTagName)
            Self.clear(&commentData)
            reconsume(in: .bogusComment)
        case Self.endOfInput:
            parseError(.eofBeforeTagName)
            emitLessThanSign()
            emitEndOfFile()
        default:
            if Self.isAlpha(character) {
                beginTag(isEndTag: false)
                reconsume(in: .tagName)
            } else {
                parseError(.invalidFirstCharacterOfTagName)
                emitLessThanSign()
                reconsume(in: .data)
            }
        }
    }

    /// §13.2.5.7 End tag open state.
    mutating func endTagOpenState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.greaterThanSign:
            parseError(.missingEndTagName)
            state = .data
        case Self.endOfInput:
            parseError(.eofBeforeTagName)
            emitCharacters([UInt8(Self.lessThanSign), UInt8(Self.solidus)], from: tokenStart, to: position)
            emitEndOfFile()
        default:
            if Self.isAlpha(character) {
                beginTag(isEndTag: true)
                reconsume(in: .tagName)
            } else {
                parseError(.invalidFirstCharacterOfTagName)
                Self.clear(&commentData)
                reconsume(in: .bogusComment)
            }
        }
    }

    /// §13.2.5.8 Tag name state. The bytes up to the next character that matters are taken
    /// at once and lower-cased.
    mutating func tagNameState(_ input: Input) {
        var index = position
        var hasUpper = false
        scan: while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x00, 0x2F, 0x3E: break scan
            default:
                if byte &- 0x41 < 26 { hasUpper = true }
                index += 1
            }
        }
        if index > position {
            if !hasUpper && tagName.isEmpty && tagNameSliceEnd == tagNameSliceStart {
                tagNameSliceStart = position
                tagNameSliceEnd = index
            } else {
                materializeTagName()
                Self.appendLowercased(input, from: position, to: index, to: &tagName)
            }
        }
        position = index
        let character = consume(input)
        switch character {
        case Self.solidus:
            state = .selfClosingStartTag
        case Self.greaterThanSign:
            state = .data
            emitTag()
        case Self.null:
            parseError(.unexpectedNullCharacter)
            materializeTagName()
            tagName.append(contentsOf: Self.replacementCharacter)
        case Self.endOfInput:
            endOfInputInTag()
        default:
            // Only whitespace reaches here.
            state = .beforeAttributeName
        }
    }

    /// §13.2.5.32 Before attribute name state.
    mutating func beforeAttributeNameState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.solidus, Self.greaterThanSign, Self.endOfInput:
            reconsume(in: .afterAttributeName)
        case Self.equalsSign:
            parseError(.unexpectedEqualsSignBeforeAttributeName)
            beginAttribute()
            attributeName.append(UInt8(Self.equalsSign))
            state = .attributeName
        default:
            if !Self.isWhitespace(character) {
                beginAttribute()
                reconsume(in: .attributeName)
            }
        }
    }

    /// §13.2.5.33 Attribute name state. The bytes up to the next character that matters are
    /// taken at once and lower-cased.
    mutating func attributeNameState(_ input: Input) {
        var index = position
        scan: while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x00, 0x22, 0x27, 0x2F, 0x3C, 0x3D, 0x3E: break scan
            default: index += 1
            }
        }
        Self.appendLowercased(input, from: position, to: index, to: &attributeName)
        position = index
        let character = consume(input)
        switch character {
        case Self.solidus, Self.greaterThanSign, Self.endOfInput:
            completeAttributeName()
            reconsume(in: .afterAttributeName)
        case Self.equalsSign:
            completeAttributeName()
            state = .beforeAttributeValue
        case Self.null:
            parseError(.unexpectedNullCharacter)
            attributeName.append(contentsOf: Self.replacementCharacter)
        case Self.quotationMark, Self.apostrophe, Self.lessThanSign:
            parseError(.unexpectedCharacterInAttributeName)
            attributeName.append(UInt8(truncatingIfNeeded: character))
        default:
            // Only whitespace reaches here.
            completeAttributeName()
            reconsume(in: .afterAttributeName)
        }
    }

    /// §13.2.5.34 After attribute name state.
    mutating func afterAttributeNameState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.solidus:
            state = .selfClosingStartTag
        case Self.equalsSign:
            state = .beforeAttributeValue
        case Self.greaterThanSign:
            state = .data
            emitTag()
        case Self.endOfInput:
            endOfInputInTag()
        default:
            if !Self.isWhitespace(character) {
                beginAttribute()
                reconsume(in: .attributeName)
            }
        }
    }

    /// §13.2.5.35 Before attribute value state.
    mutating func beforeAttributeValueState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.quotationMark:
            state = .attributeValueDoubleQuoted
        case Self.apostrophe:
            state = .attributeValueSingleQuoted
        case Self.greaterThanSign:
            parseError(.missingAttributeValue)
            state = .data
            emitTag()
        default:
            if !Self.isWhitespace(character) {
                reconsume(in: .attributeValueUnquoted)
            }
        }
    }

    /// §13.2.5.36 Attribute value (double-quoted) state and §13.2.5.37 attribute value
    /// (single-quoted) state; `quote` is the character that ends the value.
    mutating func attributeValueQuotedState(_ input: Input, quote: Int) {
        let quoteByte = UInt8(quote)
        var index = position
        while index < input.count {
            let byte = input[index]
            if byte == quoteByte || byte == UInt8(Self.ampersand) || byte == Self.carriageReturn || byte == 0 { break }
            index += 1
        }
        if attributeValue.isEmpty, index < input.count, input[index] == quoteByte {
            // The whole value at once, the common case: a String straight from the input.
            if let attributeIndex, index > position {
                attributes[attributeIndex].value = String(decoding: UnsafeBufferPointer(rebasing: input[position..<index]), as: UTF8.self)
            }
            attributeIsOpen = false
            position = index + 1
            state = .afterAttributeValueQuoted
            return
        }
        if index > position {
            attributeValue.append(contentsOf: UnsafeBufferPointer(rebasing: input[position..<index]))
            position = index
        }
        let character = consume(input)
        switch character {
        case quote:
            state = .afterAttributeValueQuoted
        case Self.ampersand:
            beginCharacterReference(returningTo: state)
        case Self.null:
            parseError(.unexpectedNullCharacter)
            attributeValue.append(contentsOf: Self.replacementCharacter)
        case Self.endOfInput:
            endOfInputInTag()
        default:
            attributeValue.append(UInt8(truncatingIfNeeded: character))
        }
    }

    /// §13.2.5.38 Attribute value (unquoted) state.
    mutating func attributeValueUnquotedState(_ input: Input) {
        var index = position
        scan: while index < input.count {
            switch input[index] {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x00, 0x22, 0x26, 0x27, 0x3C, 0x3D, 0x3E, 0x60: break scan
            default: index += 1
            }
        }
        if index > position {
            attributeValue.append(contentsOf: UnsafeBufferPointer(rebasing: input[position..<index]))
            position = index
        }
        let character = consume(input)
        switch character {
        case Self.ampersand:
            beginCharacterReference(returningTo: .attributeValueUnquoted)
        case Self.greaterThanSign:
            state = .data
            emitTag()
        case Self.null:
            parseError(.unexpectedNullCharacter)
            attributeValue.append(contentsOf: Self.replacementCharacter)
        case Self.quotationMark, Self.apostrophe, Self.lessThanSign, Self.equalsSign, Self.graveAccent:
            parseError(.unexpectedCharacterInUnquotedAttributeValue)
            attributeValue.append(UInt8(truncatingIfNeeded: character))
        case Self.endOfInput:
            endOfInputInTag()
        default:
            if Self.isWhitespace(character) {
                state = .beforeAttributeName
            } else {
                attributeValue.append(UInt8(truncatingIfNeeded: character))
            }
        }
    }

    /// §13.2.5.39 After attribute value (quoted) state.
    mutating func afterAttributeValueQuotedState(_ input: Input) {
        let character = consume(input)
        switch character {
        case Self.solidus:
            state = .selfClosingStartTag
        case Self.greaterThanSign:
            state = .data
            emitTag()
        case Self.endOfInput:
            endOfInputInTag()
        default:
            if Self.isWhitespace(character) {
                state = .beforeAttributeName
            } else {
                parseError(.missingWhitespaceBetweenAttributes)
                reconsume(in: .beforeAttributeName)
            }
        }
    }

    /// §13.2.5.40 Self-closing start tag state.
    mutating func selfClosingStartTagState(_ input: Input) {
        switch consume(input) {
        case Self.greaterThanSign:
            tagSelfClosing = true
            state = .data
            emitTag()
        case Self.endOfInput:
            endOfInputInTag()
        default:
            parseError(.unexpectedSolidusInTag)
            reconsume(in: .beforeAttributeName)
        }
    }
}
