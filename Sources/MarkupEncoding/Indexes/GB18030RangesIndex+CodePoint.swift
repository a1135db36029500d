extension GB18030RangesIndex {
    /// The index gb18030 ranges code point for `pointer` (Encoding Standard section 5), or
    /// `nil` when there is none.
    static func codePoint(forPointer pointer: Int) -> UInt32? {
        if pointer > 39419 && pointer < 189_000 || pointer > 1_237_575 || pointer < 0 {
            return nil
        }
        if pointer == 7457 {
            return 0xE7C7
        }
        // The last range whose first pointer is at or below `pointer` (the first range starts
        // at pointer 0, so there always is one).
        var low = 0
        var high = pointers.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(pointers[middle]) <= pointer {
                low = middle
            } else {
                high = middle
            }
        }
        return codePoints[low] + UInt32(pointer - Int(pointers[low]))
    }
}
