/// What a check explored in one region of one parameter: games played there and the coverage labels they reached.
///
/// Regions are `low`, `default` and `high` (below, at and above the parameter's default) for a number, and each value
/// for a list of values, so a designer sees which settings the check's games visited and what they reached there.
public struct ParameterRegionTally: Sendable, Hashable {
    /// The parameter's name.
    public let parameter: String
    /// The region: `low`, `default`, `high`, or a value.
    public let region: String
    /// Games played in the region, over all bots.
    public var games = 0
    /// Per coverage label (in the game's order), games in the region that reached it.
    public var reached: [Int]

    /// An empty tally for `labels` coverage labels.
    public init(parameter: String, region: String, labels: Int) {
        self.parameter = parameter
        self.region = region
        self.reached = Array(repeating: 0, count: labels)
    }

    /// Counts one game that reached the labels of `bits` (bit `i`: label `i`).
    public mutating func add(_ bits: UInt64) {
        games += 1
        for index in reached.indices where bits & (1 << UInt64(index)) != 0 { reached[index] += 1 }
    }

    /// Counts `games` games of which `reached[i]` reached label `i` (a run's tallies).
    public mutating func add(games: Int, reached counts: [Int]) {
        self.games += games
        for index in reached.indices where index < counts.count { reached[index] += counts[index] }
    }

    /// Labels reached at least once in the region.
    public var labelsReached: Int { reached.filter { $0 > 0 }.count }
}
