import PlaytestKit

// MARK: - The search bot

/// Hog for the core's search bot: every seat sees the whole state, so a determinisation is the state itself (the
/// default); the decisions are roll and hold (roll alone on a turn total of 0, where holding banks nothing); rollouts
/// roll and hold uniformly at random; the reward is the default, each seat's rank share by bank (its bank alone
/// with one player).
extension HogGame: SearchableGame {
    /// Roll or hold; roll alone on a turn total of 0; none once the game is over.
    public func decisions(in view: HogState, seat: Int, into decisions: inout [HogAction]) {
        guard !view.isOver else { return }
        decisions.append(.roll)
        if view.turnTotal > 0 { decisions.append(.hold) }
    }
}

// MARK: - The turn as the search's horizon

extension HogGame {
    /// The turn being played: a search with ``SearchRollout/horizon`` (`tsearch-N`) takes its reward when it ends.
    public func searchHorizon(of state: HogState) -> Int { state.turnsPlayed }

    /// Each seat's bank, with the turn total of the seat to act once banked if the game is over: at a turn's end, the
    /// points the turn banked (the search maximises the expected points of the turn being decided).
    public func searchEvaluation(of state: HogState, into rewards: inout [Double]) {
        for seat in rewards.indices { rewards[seat] = Double(state.banks[seat]) }
    }
}
