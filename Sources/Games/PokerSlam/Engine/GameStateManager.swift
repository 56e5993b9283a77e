/// The deck, the grid, the score and game over: the document's `GameStateManager`, as a value.
///
/// The deck is dealt from the top (`deck.first`); the opening grid takes the
/// first 25 cards row by row from the top row. Playing a hand removes its
/// cards, drops the cards above each hole to the bottom of their column
/// (keeping their order), then refills every empty cell from the deck,
/// bottom row first and left to right, until the deck runs out. Cards are
/// never recycled. The classifier and the search come from the caller (the
/// game), so that copying a state copies only its data.
public struct GameStateManager: Sendable, Hashable {
    /// The whole deck in dealing order, top first; the first `dealtCount` have left it.
    public let order: [Card]
    /// How many cards have been dealt from the deck.
    public private(set) var dealtCount = 0
    /// The grid.
    public private(set) var grid = CardGrid()
    /// The points scored so far.
    public private(set) var score = 0
    /// True once no connected set of grid cards forms a hand.
    public private(set) var isGameOver = false
    /// The hand played last, if any.
    public private(set) var lastPlayedHand: HandType?
    /// Every hand played, in order.
    public private(set) var playedHands: [PlayedHand] = []
    /// The cards played so far, as bits by `Card.code`.
    public private(set) var playedCards: UInt64 = 0

    /// A game dealing from `order` (52 distinct cards, top first); nothing is dealt yet.
    public init(order: [Card]) {
        precondition(order.count == 52, "a deck has 52 cards")
        self.order = order
    }

    /// A what-if game resuming from a grid, with `deck` (top first) as the cards left and `played` (bits by code) gone:
    /// a bot's rollout over a deck order it guessed, whose score starts at 0.
    ///
    /// With `score`, `lastPlayedHand` and `isGameOver` it is an app's saved game resumed (see `SavedState`): the
    /// played hands before the save are not known, so `playedHands` starts empty.
    public init(resuming grid: CardGrid, deck: [Card], played: UInt64, score: Int = 0, lastPlayedHand: HandType? = nil,
                isGameOver: Bool = false) {
        var order: [Card] = []
        order.reserveCapacity(52)
        for code in 0..<52 where played & (1 << UInt64(code)) != 0 { order.append(Card(code: UInt8(code))) }
        for cell in grid.occupied { order.append(grid[cell]!) }
        let dealt = order.count
        order += deck
        self.order = order
        self.dealtCount = dealt
        self.grid = grid
        self.playedCards = played
        self.score = score
        self.lastPlayedHand = lastPlayedHand
        self.isGameOver = isGameOver
    }

    /// A what-if game resuming from `grid` whose whole deck order is `order`: the first `dealt` cards have left the
    /// deck (the played ones, then the grid's), the rest are still to come, top first. The search's determinisation
    /// builds `order` in one array.
    init(resuming grid: CardGrid, order: [Card], dealt: Int, played: UInt64, score: Int, isGameOver: Bool) {
        precondition(order.count == 52, "a deck has 52 cards")
        self.order = order
        self.dealtCount = dealt
        self.grid = grid
        self.playedCards = played
        self.score = score
        self.isGameOver = isGameOver
    }

    /// The document's `setupDeck`: starts over with a new deck order (52 distinct cards, top first), nothing dealt,
    /// no score, no hands played. `dealInitialCards` deals the opening grid.
    public mutating func setupDeck(order: [Card]) {
        self = GameStateManager(order: order)
    }

    /// The app's reset (the view model's `resetGame`): `setupDeck(order:)`, then `dealInitialCards()`.
    public mutating func resetGame(order: [Card]) {
        setupDeck(order: order)
        dealInitialCards()
    }

    /// The cards still in the deck, top first.
    public var deck: ArraySlice<Card> { order[dealtCount...] }

    /// The number of cards left in the deck (`deck.count`, without making the slice).
    @inlinable
    public var deckCount: Int { order.count - dealtCount }

    /// Every card on the grid with its row and column, row by row.
    public var cardPositions: [CardPosition] {
        grid.occupied.map { CardPosition(card: grid[$0]!, row: $0 / CardGrid.size, column: $0 % CardGrid.size) }
    }

    /// Deals the opening grid: the top 25 cards, row by row from the top row.
    /// (`columnByColumn`, a planted fault: the cells taken column by column.)
    public mutating func dealInitialCards(columnByColumn: Bool = false) {
        for cell in 0..<CardGrid.cellCount where dealtCount < order.count {
            let target = columnByColumn ? (cell % CardGrid.size) * CardGrid.size + cell / CardGrid.size : cell
            grid[target] = order[dealtCount]
            dealtCount += 1
        }
    }

    /// Swaps the cards of two cells: only the planted fault `invalidPlayMovesCards` calls it.
    mutating func swapCards(_ first: Int, _ second: Int) {
        let card = grid[first]
        grid[first] = grid[second]
        grid[second] = card
    }

    /// Scores a valid hand, removes its cards, shifts each column down and refills from the deck.
    ///
    /// `faults` inject the bugs the invariant tests need.
    public mutating func removeCardsAndShiftAndDeal(_ cells: CellSet, hand: HandType, points: Int, faults: Set<PokerSlamFault> = []) {
        let cards = grid.cards(in: cells)
        score += points
        lastPlayedHand = hand
        playedHands.append(PlayedHand(cards: cards, cells: cells, hand: hand, points: points))
        for card in cards { playedCards |= 1 << UInt64(card.code) }
        for cell in cells { grid[cell] = nil }
        if !faults.contains(.noShift) { shiftDown() }
        refill(keepingCard: faults.contains(.refillKeepsCard), rightToLeft: faults.contains(.refillRightToLeft))
    }

    /// A what-if play (a rollout's): scores, removes, shifts and refills as `removeCardsAndShiftAndDeal` does without
    /// faults, but records no played hand (`playedHands` is left as it was), so it allocates nothing.
    public mutating func playWithoutRecord(_ cells: CellSet, hand: HandType, points: Int) {
        score += points
        lastPlayedHand = hand
        for cell in cells {
            playedCards |= 1 << UInt64(grid.code(at: cell))
            grid[cell] = nil
        }
        shiftDownAndRefill()
    }

    /// `shiftDown()` then `refill(keepingCard: false)`, on the grid's bytes in place (the cell-by-cell subscripts
    /// copy the grid's vector for every cell they write).
    @usableFromInline
    mutating func shiftDownAndRefill() {
        var dealt = dealtCount
        order.withUnsafeBufferPointer { deck in
            withUnsafeMutableBytes(of: &grid.codes) { codes in
                for column in 0..<CardGrid.size {
                    var target = CardGrid.cellCount - CardGrid.size + column
                    var cell = target
                    while cell >= 0 {
                        let code = codes[cell]
                        if code != 0xFF {
                            if cell != target {
                                codes[target] = code
                                codes[cell] = 0xFF
                            }
                            target -= CardGrid.size
                        }
                        cell -= CardGrid.size
                    }
                }
                var cell = CardGrid.cellCount - CardGrid.size
                while cell >= 0 && dealt < deck.count {
                    for column in 0..<CardGrid.size where codes[cell + column] == 0xFF && dealt < deck.count {
                        codes[cell + column] = deck[dealt].code
                        dealt += 1
                    }
                    cell -= CardGrid.size
                }
            }
        }
        dealtCount = dealt
    }

    /// Sets `isGameOver` from a search of the grid: over when no connected set forms a hand.
    public mutating func checkGameOver(hasHand: Bool) {
        isGameOver = !hasHand
    }

    /// Drops the cards of each column to the bottom, keeping their order.
    mutating func shiftDown() {
        for column in 0..<CardGrid.size {
            var target = CardGrid.size - 1
            for row in stride(from: CardGrid.size - 1, through: 0, by: -1) {
                guard let card = grid[row, column] else { continue }
                if row != target {
                    grid[target, column] = card
                    grid[row, column] = nil
                }
                target -= 1
            }
        }
    }

    /// Fills empty cells from the deck, bottom row first, left to right, while the deck lasts.
    /// With `keepingCard` (an injected fault) the first card dealt stays on top of the deck and is dealt again.
    /// With `rightToLeft` (a planted fault) each row is filled from the right.
    mutating func refill(keepingCard: Bool, rightToLeft: Bool = false) {
        var keep = keepingCard
        for row in stride(from: CardGrid.size - 1, through: 0, by: -1) {
            for step in 0..<CardGrid.size {
                let column = rightToLeft ? CardGrid.size - 1 - step : step
                guard grid[row, column] == nil && dealtCount < order.count else { continue }
                grid[row, column] = order[dealtCount]
                if keep {
                    keep = false
                } else {
                    dealtCount += 1
                }
            }
        }
    }
}
