/// How a property is checked: cases, seed, budgets, and stored examples to replay first.
public struct PropertySettings: Sendable {
    /// Cases that must pass (rejected cases do not count). Default 100.
    public var cases: Int
    /// The seed: case `i` draws from the stream derived from (seed, `i`).
    public var seed: UInt64
    /// The most property calls shrinking may spend. Default 2,000.
    public var shrinkBudget: Int
    /// The most rejected cases before the health check fails; nil (the default) means ten times `cases`, at least 100.
    public var maxRejections: Int?
    /// The most evaluations the targeted search may spend per target label. Default 1,000.
    public var targetBudget: Int
    /// Choices of earlier failures, replayed before any new case (an example database's entries).
    public var examples: [[UInt64]]
    /// Sees every case as it runs (observation lines); nil (the default) costs nothing per case.
    public var observer: PropertyObserver? = nil

    /// Settings with the defaults above.
    public init(
        cases: Int = 100, seed: UInt64 = 0, shrinkBudget: Int = 2_000, maxRejections: Int? = nil,
        targetBudget: Int = 1_000, examples: [[UInt64]] = []
    ) {
        self.cases = cases
        self.seed = seed
        self.shrinkBudget = shrinkBudget
        self.maxRejections = maxRejections
        self.targetBudget = targetBudget
        self.examples = examples
    }

    /// The rejection limit in force.
    public var rejectionLimit: Int { maxRejections ?? max(100, 10 * cases) }
}
