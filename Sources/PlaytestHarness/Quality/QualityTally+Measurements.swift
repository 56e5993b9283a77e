// MARK: - The measures as figures

extension QualityTally {
    /// The prefix of every quality measure's name (`quality.leadChange`).
    public static let prefix = "quality."

    /// The quality measures of a configuration, in a fixed order, named `quality.<measure>` (docs/quality.md).
    ///
    /// Which measures appear depends only on the game, never on what was played, so that a configuration with no
    /// game lists the same names: the ones that read standings need two or more seats (`seatCount`); decision moves and
    /// branching need a game that lists its choices; the duration needs an ideal range (``idealSteps``). A measure that does not apply
    /// is left out, not shown empty. Every one is a detail (in `results.csv`, gates, `compare`, `tune`), with no
    /// section or chart of its own.
    public func measurements(seatCount: Int, listsChoices: Bool) -> [Measurement] {
        var figures: [Measurement] = [
            figure("completion", "Games that ended before the step cap", .rate(successes: completed, trials: games)),
            figure("timeouts", "Games the step cap ended", .rate(successes: timeouts, trials: games)),
        ]
        if seatCount >= 2 {
            figures += [
                figure("draws", "Ended games that no seat, or every seat, won", .rate(successes: draws, trials: completed)),
                figure("leadChange", "Lead changes per step", .ratio(leadChange)),
                figure("drama", "Steps the eventual winner trailed, per step", .ratio(drama)),
                figure("decisiveness", "Share of the game before the winner led for good", .ratio(decisiveness)),
                figure("stability", "Steps that kept the seats' ranking, per step", .ratio(stability)),
            ]
        }
        if listsChoices {
            figures += [
                figure("decisionMoves", "Steps with more than one choice, per step", .ratio(decisionMoves)),
                figure("branching", "Choices per step", .ratio(branching)),
            ]
        }
        if let idealSteps {
            figures.append(figure(
                "duration", "Games of \(idealSteps.lowerBound)-\(idealSteps.upperBound) steps", .rate(successes: inIdealRange, trials: games)))
        }
        return figures
    }

    private func figure(_ name: String, _ label: String, _ value: Measurement.Value) -> Measurement {
        Measurement(name: Self.prefix + name, label: label, value: value, digits: 3, isDetail: true)
    }
}
