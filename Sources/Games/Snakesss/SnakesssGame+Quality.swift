import PlaytestKit

// MARK: - What the quality measures read, cheaply

extension SnakesssGame {
    /// The number of moves the seat to act has, without building its view: every letter to state; every letter to
    /// vote, or the snake's one vote; one `next` in the other phases. The game's choices, not the search's (which
    /// leaves a non-snake's statement to its belief and a snake's to the wrong letters). The quality measures count it
    /// at every step (docs/quality.md).
    public func choiceCount(in state: SnakesssSession) -> Int? {
        guard !isTerminal(state) else { return nil }
        switch state.phase {
        case .discussion: return Vote.letters.count
        case .voting: return state.players[seatToAct(in: state)].role == .snake ? 1 : Vote.letters.count
        case .gameEnd: return 0
        default: return 1
        }
    }
}

extension SnakesssGame {
    /// A seat's total: its score in `outcome(ofSeat:in:)`, read without building the outcome's role, for the quality
    /// measures' evaluation after every step.
    public func evaluation(ofSeat seat: Int, in state: SnakesssSession) -> Double? {
        Double(state.players[seat].totalScore)
    }
}
