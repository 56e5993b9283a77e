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

// MARK: - One move as the search's horizon, scored by the chance of winning

extension HogGame {
    /// Moves on with every roll or hold (the turn and its total): a search with ``SearchRollout/horizon`` (`tsearch-N`)
    /// looks one move ahead and scores the position it reaches with ``searchEvaluation(of:into:)``.
    public func searchHorizon(of state: HogState) -> Int { state.turnsPlayed * 1_024 + state.turnTotal }

    /// Each seat's chance of winning from here when every seat holds at 20 from now on (``HogWinTable``, exact for two
    /// seats); once the game is over, each winner's share of the win.
    ///
    /// Two seats read the table directly. Three or four have no exact table here: each seat's value is the product of
    /// its head-to-head chances against every other seat (the one of the pair nearer the seat to play moving first,
    /// the seat to play with its turn total in play), normalised to sum to 1, an approximation.
    public func searchEvaluation(of state: HogState, into rewards: inout [Double]) {
        let count = rewards.count
        if state.isOver {
            for seat in 0..<count { rewards[seat] = state.winners.contains(seat) ? 1 / Double(state.winners.count) : 0 }
            return
        }
        guard count > 1 else {
            rewards[0] = Double(state.banks[0] + state.turnTotal)
            return
        }
        let table = HogWinTable.shared(target: settings.target, snakeEyesEmptiesBank: rules.snakeEyesEmptiesBank)
        let mover = state.seat
        let banks = state.banks
        let chance = { (seat: Int, other: Int) -> Double in
            if seat == mover { return table.chance(toPlay: banks[seat], other: banks[other], turnTotal: state.turnTotal) }
            if other == mover { return 1 - table.chance(toPlay: banks[other], other: banks[seat], turnTotal: state.turnTotal) }
            let seatFirst = (seat - mover + count) % count < (other - mover + count) % count
            return seatFirst ? table.chance(toPlay: banks[seat], other: banks[other]) : 1 - table.chance(toPlay: banks[other], other: banks[seat])
        }
        var total = 0.0
        for seat in 0..<count {
            var value = 1.0
            for other in 0..<count where other != seat { value *= chance(seat, other) }
            rewards[seat] = value
            total += value
        }
        if total > 0 { for seat in 0..<count { rewards[seat] /= total } }
    }
}
