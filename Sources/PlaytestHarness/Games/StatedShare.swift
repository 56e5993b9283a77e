import PlaytestProperties

/// A share or a distribution the rules state ("roles are dealt at random each round": each seat is the mongoose with
/// chance 1/players), which `check` tests against the games it plays.
///
/// Its categories are coverage labels of the game, of which each game reaches at most one: the one its chance drew
/// (the seat the mongoose took in round 1). `check` counts, among the games its first checking bot played at the
/// check's own parameters, those that reached each (one bot only: every bot plays the same chance; no swarmed game:
/// the shares are stated for one configuration), and compares the counts with the shares by Pearson's chi-square
/// test (``StatedShareResult``).
public struct StatedShare: Sendable, Hashable {
    /// A stable name, as the report prints it (`mongooseSeat`).
    public let name: String
    /// Where the rules state it ("RULES.md, Snakesss, Roles: dealt again each round, shuffled").
    public let citation: String
    /// The coverage labels, one per category.
    public let labels: [String]
    /// The stated chance of each category, in the labels' order (0 for one the rules rule out); they sum to 1.
    public let shares: [Double]

    /// A stated distribution over some of a game's coverage labels.
    public init<Label: CoverageLabel>(name: String, citation: String, shares: [(label: Label, share: Double)]) {
        self.name = name
        self.citation = citation
        labels = shares.map(\.label.name)
        self.shares = shares.map(\.share)
    }
}
