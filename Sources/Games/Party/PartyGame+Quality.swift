import PlaytestKit

// MARK: - What the quality measures read

extension PartyGame {
    /// A seat's team score as the game goes: the running team total, then the final one once the game has ended (the
    /// outcome's score, which is nil until the end). The quality measures read it after every step (docs/quality.md),
    /// so that lead changes, drama and decisiveness follow the match rather than only its last state.
    public func evaluation(ofSeat seat: Int, in state: GameStore) -> Double? {
        let team = settings.team(ofSeat: seat)
        if let final = state.lastFinalScores { return Double(final[team.index]) }
        return Double(state.teamScores[team.index])
    }
}
