import PlaytestStatistics

// MARK: - The final margin between first and second

extension SeatSummary {
    /// Adds one game's final margin: the highest score minus the second highest (a tie for first is a margin of 0),
    /// in points and as a share of the highest score's size. A game with fewer than two scored seats adds nothing,
    /// so a game of one seat has no margin.
    mutating func addMargin(_ outcomes: [SeatOutcome]) {
        let scores = outcomes.compactMap(\.score).sorted(by: >)
        guard scores.count >= 2 else { return }
        let gap = scores[0] - scores[1]
        margin.add(numerator: gap, denominator: 1)
        relativeMargin.add(numerator: gap, denominator: max(abs(scores[0]), abs(scores[1])))
    }

    /// True when some game had two scored seats, so a margin was measured.
    public var hasMargin: Bool { margin.clusters > 0 }
}
