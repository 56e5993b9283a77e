import PlaytestKit

// MARK: - Choices, counted without listing them

extension PokerSlamGame {
    /// The number of the search's decisions (`decisions(inState:seat:into:)`), without listing them: every hand on the
    /// grid, or the one exit when none is left. The quality measures count it at every step (docs/quality.md).
    public func choiceCount(in state: PokerSlamSession) -> Int? {
        guard !isTerminal(state) else { return nil }
        return state.isGameOver || state.hands.isEmpty ? 1 : state.hands.count
    }
}
