import PlaytestKit

// MARK: - The skip cycle's count and the game's winner

extension PartyInvariant {
    /// RULES.md: once skips + corrects reach the deck's size at the turn's start, the turn ends. The skips are counted
    /// again move by move (only an accepted Skip adds one, a new turn starts at 0); the corrects are the cards the deck
    /// lost this turn, so the sum reaches the starting size exactly when the skips reach the deck's size now.
    static func skipCycleCount(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(let action, let before) = moment, let turn = state.turn else { return nil }
        let sameTurn = before.turn?.number == turn.number
        let skipsBefore = sameTurn ? before.turn?.skips ?? 0 : 0
        let added = turn.skips - skipsBefore
        guard added == 0 || (added == 1 && action == .skip && before.stage == .turn) else {
            return "`\(action)` took the turn's skips from \(skipsBefore) to \(turn.skips)"
        }
        guard added == 1 else { return nil }
        let due = turn.skips >= state.deck.count
        let ended = state.stage == .turnSkipComplete
        guard due != ended else { return nil }
        return due
            ? "skip \(turn.skips) with \(state.deck.count) cards in the deck: skips + corrects reached the turn's \(turn.skips + turn.corrects) cards, but the turn goes on (stage \(state.stage))"
            : "skip \(turn.skips) with \(state.deck.count) cards in the deck ended the turn before skips + corrects reached the deck's size"
    }

    /// RULES.md: after round 3 the higher total wins; equal totals tie. Checked when the game ends, for every seat: the
    /// outcome the reports count (`outcome(ofSeat:in:)`) against the team totals (which `teamScores` checks), each
    /// seat's team from the intake's split (`PartyReference.joinsTeamA`).
    static func higherTotalWins(_ moment: Moment<PartyGame>, _ state: GameStore, game: PartyGame) -> String? {
        guard case .action(_, let before) = moment, before.stage != .gameEnd, state.stage == .gameEnd else { return nil }
        let scores = state.teamScores
        for seat in 0..<game.seatCount {
            let team = PartyReference.joinsTeamA(seat: seat, players: game.seatCount) ? 0 : 1
            let ours = scores[team], theirs = scores[1 - team]
            let expected: Bool? = ours == theirs ? nil : ours > theirs
            let won = game.outcome(ofSeat: seat, in: state).won
            if won != expected {
                return "seat \(seat) (team \(team == 0 ? "A" : "B"), \(ours) to \(theirs)) is counted as "
                    + (won.map { $0 ? "a win" : "a loss" } ?? "a tie") + ", not " + (expected.map { $0 ? "a win" : "a loss" } ?? "a tie")
            }
        }
        return nil
    }
}
