/// How hard and how a `SearchBot` searches: its budget in iterations (never in time), its exploration, and how
/// fast the tree may widen.
public struct SearchSettings: Sendable, Hashable {
    /// The iterations a bot may give a budget: 1 to 1,000,000 (what `search-N` accepts).
    public static let iterationRange: ClosedRange<Int> = 1...1_000_000

    /// Simulated games per decision: each samples a determinisation, descends the tree, expands a node and rolls out.
    public var iterations: Int
    /// UCB1's exploration constant c, applied to the range of rewards seen so far: a child's score is its mean
    /// reward + c x range x sqrt(ln(availability) / visits). Default 0.7.
    public var exploration: Double
    /// Progressive widening: a node visited n times may have at most max(1, ceil(wideningScale x sqrt(n)))
    /// children, taken in the order the game lists its decisions. Nil (the default): no limit.
    public var wideningScale: Double?
    /// The most decisions one simulation plays (tree and rollout together) before it is scored as it stands.
    public var maxSimulationSteps: Int
    /// How the other seats choose inside the tree: from the tree's statistics (`.tree`, the default) or by the
    /// rollout policy from their own view (`.ownView`; see ``SearchOpponents``).
    public var opponents: SearchOpponents

    /// Creates settings; see each property for its default.
    public init(
        iterations: Int, exploration: Double = 0.7, wideningScale: Double? = nil, maxSimulationSteps: Int = 10_000,
        opponents: SearchOpponents = .tree
    ) {
        precondition(Self.iterationRange.contains(iterations), "a search budget is 1 to 1000000 iterations")
        precondition(exploration >= 0 && maxSimulationSteps > 0, "exploration is non-negative and simulations take a step")
        self.iterations = iterations
        self.exploration = exploration
        self.wideningScale = wideningScale
        self.maxSimulationSteps = maxSimulationSteps
        self.opponents = opponents
    }

    /// The same settings with another budget.
    public func with(iterations: Int) -> SearchSettings {
        var copy = self
        precondition(Self.iterationRange.contains(iterations), "a search budget is 1 to 1000000 iterations")
        copy.iterations = iterations
        return copy
    }

    /// How many children a node visited `visits` times may have.
    @inlinable
    func childLimit(visits: Int) -> Int {
        guard let scale = wideningScale else { return Int.max }
        return max(1, Int((scale * Double(visits).squareRoot()).rounded(.up)))
    }
}
