/// The files of a batch, in their stable order, with what listing them met (see
/// ``BatchConverter/plan(inputs:outputDirectory:)``).
public struct BatchPlan: Sendable {
    /// The files to convert, sorted within each input operand, operands in the order given.
    public var items: [BatchItem]
    /// Folders that could not be read, link loops, dangling links.
    public var problems: [BatchProblem]

    /// A plan.
    public init(items: [BatchItem], problems: [BatchProblem] = []) {
        self.items = items
        self.problems = problems
    }
}
