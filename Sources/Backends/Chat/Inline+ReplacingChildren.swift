import MarkupAST

extension Inline {
    /// The same container with `children` (text and leaves unchanged).
    func replacingChildren(_ children: [Inline]) -> Inline {
        mapChildren { _ in children }
    }
}
