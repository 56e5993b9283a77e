import PlaytestStatistics

/// A stated share tested on a check's games: the games that reached each category, and the verdict of Pearson's
/// chi-square test of those counts against the stated shares.
///
/// The test rejects at ``alpha`` (one in a million), so a correct engine fails it in at most that share of checks for
/// each stated share, whatever the number of games. Below ``minimumExpected`` games expected in some category the
/// chi-square approximation is not trusted and the verdict is "not yet shown", a warning, with the number of games
/// that would settle it. A category the rules rule out (share 0) reached even once departs, at any count.
public struct StatedShareResult: Sendable {
    /// The significance level of the test: a correct engine fails it with at most this chance.
    public static let alpha = 1e-6
    /// The fewest games the test needs expected in every category it compares.
    public static let minimumExpected = 5.0

    /// What the rules state.
    public let share: StatedShare
    /// The games that reached each category, in the labels' order.
    public let counts: [Int]

    /// Creates a result from the counts of `share`'s categories.
    public init(share: StatedShare, counts: [Int]) {
        self.share = share
        self.counts = counts
    }

    /// The games counted: those that reached a category.
    public var games: Int { counts.reduce(0, +) }

    /// What the test says.
    public enum Verdict: Sendable, Equatable {
        /// The counts agree with the shares: the test's p-value is at least ``StatedShareResult/alpha``.
        case consistent(pValue: Double)
        /// The counts depart from the shares: p-value below ``StatedShareResult/alpha``, or a category ruled out was reached.
        case departs(pValue: Double)
        /// Too few games for the test: about `gamesNeeded` would settle it.
        case notYetShown(gamesNeeded: Int)
    }

    /// The verdict of the test.
    public var verdict: Verdict {
        if zip(counts, share.shares).contains(where: { $0.0 > 0 && $0.1 <= 0 }) { return .departs(pValue: 0) }
        let compared = share.shares.indices.filter { share.shares[$0] > 0 }
        guard compared.count > 1, let smallest = compared.map({ share.shares[$0] }).min() else { return .consistent(pValue: 1) }
        let n = Double(games)
        guard n * smallest >= Self.minimumExpected else {
            return .notYetShown(gamesNeeded: Int((Self.minimumExpected / smallest).rounded(.up)))
        }
        let statistic = ChiSquareTest.statistic(observed: compared.map { counts[$0] }, expected: compared.map { n * share.shares[$0] })
        let pValue = ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: compared.count - 1)
        return pValue < Self.alpha ? .departs(pValue: pValue) : .consistent(pValue: pValue)
    }

    /// True when the counts were shown to depart from the stated shares.
    public var departs: Bool {
        if case .departs = verdict { return true }
        return false
    }
}
