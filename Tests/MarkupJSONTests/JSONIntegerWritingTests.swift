import MarkupJSON
import TestSupport
import Testing

/// `JSONByteWriter.int` writes digits in place after reserving room once; every width, both
/// signs and the extremes must read back as the value, including when the buffer has to grow
/// right at the number.
@Suite("JSON integer writing")
struct JSONIntegerWritingTests {
    static func written(_ value: Int, capacity: Int = 16, after prefix: Int = 0) -> String {
        let json = JSONByteWriter(capacity: capacity)
        for _ in 0..<prefix { json.raw(" ") }
        json.int(value)
        return String(decoding: json.buffer.bytes.dropFirst(prefix), as: UTF8.self)
    }

    @Test("every power of ten and its neighbours, both signs, and the extremes")
    func boundaries() {
        var values = [0, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
            if power <= Int.max / 10 { power *= 10 }
        }
        for value in values {
            #expect(Self.written(value) == String(value))
        }
    }

    @Test("a number that does not fit the buffer's room grows it, at every fill level")
    func growsAtTheNumber() {
        for prefix in 0..<40 {
            #expect(Self.written(-1_234_567_890_123, capacity: 16, after: prefix) == "-1234567890123")
        }
    }

    @Test("random integers read back as themselves")
    func randomValues() {
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<5_000 {
            let value = Int(bitPattern: UInt(generator.next())) >> Int(generator.next() % 63)
            #expect(Self.written(value) == String(value))
        }
    }
}
