import PlaytestKit

// MARK: - The opening deal

extension PokerSlamInvariant {
    /// RULES.md, Setup: a 5x5 grid (row 0 at the top) is dealt row by row from the top of the deck; 27 cards remain.
    /// The shuffle is the deck's order (`GameStateManager.order`, top first, which `firstCardSuit` tests for
    /// randomness); where each of its first 25 cards lands is worked out again here: row r, column c takes card
    /// r x 5 + c.
    static func checkDeal(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession) -> String? {
        guard case .start = moment else { return nil }
        let order = state.gameStateManager.order
        for row in 0..<5 {
            for column in 0..<5 {
                let expected = order.indices.contains(row * 5 + column) ? order[row * 5 + column] : nil
                let dealt = state.grid[row, column]
                if dealt != expected {
                    return "row \(row), column \(column) holds \(dealt.map { "\($0)" } ?? "no card"), not the deck's card \(row * 5 + column) "
                        + (expected.map { "\($0)" } ?? "(none)") + ": the grid is not dealt row by row from the top"
                }
            }
        }
        let remaining = max(0, order.count - 25)
        return state.deckCount == remaining ? nil : "\(state.deckCount) cards remain in the deck after the deal, not \(remaining)"
    }
}
