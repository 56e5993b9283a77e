/// Saving and resuming: what an app persists between launches (the grid, the deck, the score) and the game it
/// resumes from that, which plays on exactly as the saved one would have.
extension GameStateManager {
    /// A game as an app saves it: the grid, the cards left in the deck, the cards played, the score, the hand played
    /// last and whether the game is over. `Codable`; cards are written as their names (`"AS"`, `"TH"`).
    public struct SavedState: Sendable, Hashable, Codable {
        /// The 25 cells row by row from the top row (nil for an empty cell).
        public var grid: [Card?]
        /// The cards left in the deck, top first.
        public var deck: [Card]
        /// The cards played so far, by code.
        public var playedCards: [Card]
        /// The points scored so far.
        public var score: Int
        /// The hand played last, if any.
        public var lastPlayedHand: HandType?
        /// True once no connected set of grid cards forms a hand.
        public var isGameOver: Bool

        /// A saved game from its parts.
        public init(grid: [Card?], deck: [Card], playedCards: [Card], score: Int, lastPlayedHand: HandType?, isGameOver: Bool) {
            self.grid = grid
            self.deck = deck
            self.playedCards = playedCards
            self.score = score
            self.lastPlayedHand = lastPlayedHand
            self.isGameOver = isGameOver
        }
    }

    /// This game as an app saves it.
    public var savedState: SavedState {
        SavedState(
            grid: (0..<CardGrid.cellCount).map { grid[$0] },
            deck: Array(deck),
            playedCards: (0..<52).filter { playedCards & (1 << UInt64($0)) != 0 }.map { Card(code: UInt8($0)) },
            score: score, lastPlayedHand: lastPlayedHand, isGameOver: isGameOver)
    }

    /// Resumes a saved game; nil when it is not one (not 25 cells, or its grid, deck and played cards are not the
    /// 52 cards once each). The hands played before the save are not kept: `playedHands` starts empty.
    public init?(resuming saved: SavedState) {
        guard saved.grid.count == CardGrid.cellCount else { return nil }
        let cards = saved.grid.compactMap { $0 } + saved.deck + saved.playedCards
        guard cards.count == 52, Set(cards.map(\.code)).count == 52 else { return nil }
        var grid = CardGrid()
        for (cell, card) in saved.grid.enumerated() { grid[cell] = card }
        let played = saved.playedCards.reduce(UInt64(0)) { $0 | 1 << UInt64($1.code) }
        self.init(resuming: grid, deck: saved.deck, played: played, score: saved.score,
                  lastPlayedHand: saved.lastPlayedHand, isGameOver: saved.isGameOver)
    }
}
