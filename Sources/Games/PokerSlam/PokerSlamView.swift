/// What the player sees: the grid, the selection, the score, and which cards are unseen (not their order).
///
/// The deck's order is hidden: a bot knows only how many cards are left and
/// which cards they are (every card not on the grid and not played).
public struct PokerSlamView: Sendable {
    /// The grid.
    public let grid: CardGrid
    /// The selected cells.
    public let selectedCells: CellSet
    /// The score.
    public let score: Int
    /// True once the game is over.
    public let isGameOver: Bool
    /// The number of cards left in the deck.
    public let deckCount: Int
    /// The cards not on the grid and not played (the deck's contents, in no order), as bits by `Card.code`.
    public let unseenCards: UInt64
    /// Every hand on the grid (what the player could find by looking), in the finder's order.
    public let hands: [FoundHand]
    /// The deck in its true order, next card first: nil in every view a player gets; set only in the clairvoyant view
    /// (`PokerSlamGame.clairvoyantView(of:for:)`) the runner shows a ceiling entry (`clairvoyant-N`).
    public internal(set) var revealedDeck: [Card]? = nil

    /// The view of a session.
    @inlinable
    public init(_ session: PokerSlamSession) {
        grid = session.grid
        selectedCells = session.cardSelectionManager.selectedCells
        score = session.score
        isGameOver = session.isGameOver
        deckCount = session.deckCount
        hands = session.hands
        var onGrid: UInt64 = 0
        for cell in 0..<CardGrid.cellCount where grid.code(at: cell) != 0xFF { onGrid |= 1 << UInt64(grid.code(at: cell)) }
        unseenCards = ((1 << 52) - 1) & ~onGrid & ~session.gameStateManager.playedCards
    }

    /// The unseen cards, in code order.
    public var unseen: [Card] {
        (0..<52).filter { unseenCards & (1 << UInt64($0)) != 0 }.map { Card(code: UInt8($0)) }
    }
}
