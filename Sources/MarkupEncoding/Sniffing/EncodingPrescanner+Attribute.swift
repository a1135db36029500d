extension EncodingPrescanner {
    /// The standard's "get an attribute" (§13.2.3.2): the next attribute's name and value,
    /// ASCII letters lowercased, or `nil` at the tag's `>`.
    mutating func attribute() throws(OutOfBytes) -> (name: [UInt8], value: [UInt8])? {
        while try byte(at: position) == 0x2F || Self.isWhitespace(bytes[position]) {
            position += 1
        }
        if bytes[position] == 0x3E {
            return nil
        }
        var name: [UInt8] = []
        // The name.
        while true {
            let current = try byte(at: position)
            if current == 0x3D, !name.isEmpty {
                position += 1
                return (name, try attributeValue())
            }
            if Self.isWhitespace(current) {
                break
            }
            if current == 0x2F || current == 0x3E {
                return (name, [])
            }
            name.append(Self.lowercased(current))
            position += 1
        }
        // Spaces.
        while Self.isWhitespace(try byte(at: position)) {
            position += 1
        }
        guard bytes[position] == 0x3D else {
            return (name, [])
        }
        position += 1
        return (name, try attributeValue())
    }

    /// "get an attribute" from its step "value", just after the `=`.
    private mutating func attributeValue() throws(OutOfBytes) -> [UInt8] {
        var value: [UInt8] = []
        while Self.isWhitespace(try byte(at: position)) {
            position += 1
        }
        let first = bytes[position]
        if first == 0x22 || first == 0x27 {
            while true {
                position += 1
                let current = try byte(at: position)
                if current == first {
                    position += 1
                    return value
                }
                value.append(Self.lowercased(current))
            }
        }
        if first == 0x3E {
            return value
        }
        value.append(Self.lowercased(first))
        position += 1
        while true {
            let current = try byte(at: position)
            if Self.isWhitespace(current) || current == 0x3E {
                return value
            }
            value.append(Self.lowercased(current))
            position += 1
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
