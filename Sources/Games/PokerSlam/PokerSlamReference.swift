import PlaytestKit

/// The rules the PokerSlam invariants need, written again from RULES.md, PokerSlam, not read from the engine:
/// the document's points per hand, the points a configuration plays by, and what a play does to the grid.
///
/// The hands themselves are judged by `ReferenceHandEvaluator` and the game-over flag by `ExhaustiveHandSearch`,
/// both written apart from the engine's detector and pruned finder.
public enum PokerSlamReference {
    /// RULES.md, PokerSlam, Hands: each hand's points in the document's table.
    public static let documentPoints: [String: Int] = [
        "royalFlush": 100, "straightFlush": 95, "fullHouse": 90, "flush": 85, "straight": 80,
        "fourOfAKind": 75, "nearlyRoyalFlush": 70, "nearlyStraightFlush": 65, "nearlyFlush": 60, "nearlyStraight": 55,
        "twoPair": 50, "threeOfAKind": 45, "miniRoyalFlush": 40, "miniStraightFlush": 35, "miniFlush": 30,
        "miniStraight": 25, "pair": 15,
    ]

    /// The points a hand scores under a configuration: its `<hand>Points` parameter as the user set it (the
    /// document's value when not set), never the engine's own table.
    public static func points(_ hand: HandType, in configuration: GameConfiguration) -> Int {
        if case .integer(let points) = configuration.value(hand.name + "Points") { return points }
        return documentPoints[hand.name] ?? 0
    }

    /// `points(_:in:)` of every hand, by `HandType.index`: read once per game, so that the score invariant does not
    /// look the parameters up again for every played hand after every move.
    public static func pointsTable(in configuration: GameConfiguration) -> [Int] {
        var table = [Int](repeating: 0, count: HandType.allCases.count)
        for hand in HandType.allCases { table[hand.index] = points(hand, in: configuration) }
        return table
    }

    /// RULES.md, PokerSlam, Playing: the grid after the cards of `cells` are played from `grid`, with `deck` (top first) to
    /// refill from. The played cards leave; in each column the cards left drop to the bottom keeping their order;
    /// then every empty cell is filled from the top of the deck, bottom row first, left to right, while it lasts.
    public static func gridAfterPlaying(_ cells: CellSet, from grid: CardGrid, deck: ArraySlice<Card>) -> [Card?] {
        let size = CardGrid.size
        var result = [Card?](repeating: nil, count: size * size)
        for column in 0..<size {
            // The cards kept, from the bottom up, each into the lowest cell not yet filled.
            var target = size - 1
            for row in stride(from: size - 1, through: 0, by: -1) where !cells.contains(row * size + column) {
                guard let card = grid[row, column] else { continue }
                result[target * size + column] = card
                target -= 1
            }
        }
        var next = deck.startIndex
        for row in stride(from: size - 1, through: 0, by: -1) {
            for column in 0..<size where result[row * size + column] == nil && next < deck.endIndex {
                result[row * size + column] = deck[next]
                next += 1
            }
        }
        return result
    }
}
