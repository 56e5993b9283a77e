/// One game of PokerSlam: the grid and deck, the selection, and whether the player has left.
///
/// The runner's state. `GameStateManager` and `CardSelectionManager` hold
/// the document's state; the session applies taps and plays to them under
/// the game's rules. Playing an invalid selection changes nothing (no
/// penalty; the selection stays). After game over every tap is ignored; the
/// player may only leave (`exitGame`), which ends the session. A stuck game
/// (no hand left but not over, as the shipped app leaves a dead opening grid)
/// can be left the same way.
public struct PokerSlamSession: Sendable, Hashable {
    /// Deck, grid, score and game over.
    public internal(set) var gameStateManager: GameStateManager
    /// The selection.
    public internal(set) var cardSelectionManager = CardSelectionManager()
    /// True once the player left the game.
    public internal(set) var hasExited = false
    /// Selections played that formed no hand.
    public internal(set) var invalidPlays = 0
    /// Every hand on the grid, found once per board (after the deal and after each play): the game-over check
    /// and the bots share this one enumeration.
    public internal(set) var hands: [FoundHand] = []
    /// True in a search's simulated session after a play on its fast path (`apply(decision:to:using:)`): `hands` is
    /// empty and game over unchecked until someone needs them (`decisions(inState:)`, the view). Never true in a
    /// session the runner plays.
    @usableFromInline var handsPending = false

    /// A session dealing from `order`; the grid is dealt by the game.
    public init(order: [Card]) {
        gameStateManager = GameStateManager(order: order)
    }

    /// The grid.
    @inlinable public var grid: CardGrid { gameStateManager.grid }
    /// The score.
    public var score: Int { gameStateManager.score }
    /// True once no hand is left on the grid (as the rules detect it).
    public var isGameOver: Bool { gameStateManager.isGameOver }
    /// The selected cards, in cell order.
    public var selectedCards: [Card] { cardSelectionManager.selectedCards(in: grid) }
    /// The cards a tap would add to the selection.
    public var eligibleCards: [Card] { grid.cards(in: cardSelectionManager.eligibleCells(in: grid)) }
    /// The number of cards still in the deck.
    public var deckCount: Int { gameStateManager.deckCount }
}
