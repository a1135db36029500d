/// A 3×3 matrix applied to colour vectors, stored by rows.
struct ColorMatrix: Sendable {
    let row0: SIMD3<Double>
    let row1: SIMD3<Double>
    let row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The product of the matrix with the column vector `vector`.
    func callAsFunction(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((row0 * vector).sum(), (row1 * vector).sum(), (row2 * vector).sum())
    }
}
