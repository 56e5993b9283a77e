import PlaytestKit

// MARK: - A series of Hog's own: the lead after each round

extension HogGame {
    /// Beyond the lead and the banks step by step (which every game gets), the leader's lead after each full round,
    /// every seat having had one turn: "lead after round k" as one line of a scenario (`"series": ["leadAfterRound"]`).
    public static var declaredSeries: [SeriesDeclaration] {
        [SeriesDeclaration(name: "leadAfterRound", label: "leader's bank lead after the round", points: .recorded("round"))]
    }

    /// The highest bank minus the next highest in the state right after a round's last turn ended; nil at every
    /// other state (a new turn has no points yet only there: a roll or a hold moves on from it).
    public func seriesValue(_ index: Int, in state: HogState) -> Double? {
        let seats = state.banks.count
        guard index == 0, seats >= 2, state.turnsPlayed > 0, state.turnsPlayed % seats == 0, state.turnTotal == 0, !state.isOver else {
            return nil
        }
        let sorted = state.banks.sorted(by: >)
        return Double(sorted[0] - sorted[1])
    }
}
