import PlaytestKit

/// A deal with rare hands on connected cells of the opening grid, the rest shuffled: a legal shuffle (every ordering
/// of the 52 cards is one) drawn from a distribution biased toward situations uniform deals almost never reach.
///
/// The chosen hand and two more of the five rare hands (drawn) stand at the bottom of columns 0, 2 and 4 (in a drawn
/// order), where gravity keeps each together: a column's cards drop keeping their order, so a planted hand stays
/// connected until a play takes one of its cards. Three hands per deal let a check reach each of the five rows in
/// three games of five it plants. The cells around them get, where the deck allows, cards that cannot join them in a
/// hand (no suit of an adjacent planted card unless those use every suit, no rank of one or next to one on the cycle
/// 2..K, A, 2, no rank of an adjacent ring card), so that no bigger hand swallows one at once. The rest is
/// shuffled. Everything comes from the game's chance stream: the same seed gives the same deal, a replay token's
/// recorded words replay it, and any words (a shrunk case's) still give a permutation of the deck (every draw picks
/// among the choices left, never retries).
public enum PlantedDeal {
    /// The columns planted hands stand in: no two adjacent, so that no planted hand touches another.
    public static let columns = [0, 2, 4]

    /// The deck's order, top first (the first 25 are the opening grid, row by row from the top).
    public static func order<R: RandomNumberGenerator>(planting planted: PlantedHand, using rng: inout R) -> [Card] {
        var kinds = [planted]
        var others = PlantedHand.allCases.filter { $0 != planted }
        while kinds.count < columns.count { kinds.append(others.remove(at: rng.draw(index: others.count))) }
        var free = columns
        var grid = [Card?](repeating: nil, count: CardGrid.cellCount)
        var used = Set<Card>()
        var planted: [Card] = []
        for kind in kinds {
            let column = free.remove(at: rng.draw(index: free.count))
            guard var hand = kind.cards(avoiding: used, using: &rng) else { continue }
            rng.shuffle(&hand)
            for (cell, card) in zip(cells(count: hand.count, column: column), hand) { grid[cell] = card }
            used.formUnion(hand)
            planted += hand
        }
        var quiet = Card.fullDeck.filter { !used.contains($0) }
        rng.shuffle(&quiet)
        let plantedCells = CellSet((0..<CardGrid.cellCount).filter { grid[$0] != nil })
        for cell in plantedCells.neighbourhood {
            let around = Array(CellSet([cell]).neighbourhood)
            let hands = around.filter(plantedCells.contains).compactMap { grid[$0] }
            let ranks = Set(around.filter { !plantedCells.contains($0) }.compactMap { grid[$0]?.rank })
            guard let card = quiet.first(where: { !used.contains($0) && !ranks.contains($0.rank) && isQuiet($0, beside: hands) }) else { continue }
            grid[cell] = card
            used.insert(card)
        }
        var rest = Card.fullDeck.filter { !used.contains($0) }
        rng.shuffle(&rest)
        var order: [Card] = []
        order.reserveCapacity(Card.fullDeck.count)
        for cell in 0..<CardGrid.cellCount {
            if let card = grid[cell] { order.append(card) } else { order.append(rest.removeLast()) }
        }
        return order + rest
    }

    /// The bottom `count` cells of `column`, top first.
    public static func cells(count: Int, column: Int) -> [Int] {
        ((CardGrid.size - count)..<CardGrid.size).map { $0 * CardGrid.size + column }
    }

    /// True when `card` cannot join the planted `cards` beside it in a hand: another suit (when they leave one), and
    /// a rank neither of theirs nor next to one of theirs on the cycle 2..K, A, 2.
    static func isQuiet(_ card: Card, beside cards: [Card]) -> Bool {
        let suits = Set(cards.map(\.suit))
        if suits.count < Suit.allCases.count && suits.contains(card.suit) { return false }
        return cards.allSatisfy { other in
            let distance = abs(other.rank.rawValue - card.rank.rawValue)
            return min(distance, Rank.allCases.count - distance) >= 2
        }
    }
}
