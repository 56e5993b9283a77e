import PlaytestKit

/// A swarm fuzzer that drives the selection like a restless player: it taps eligible, selected and
/// ineligible cards and the background (at five selected, a card touching them: one past the limit), plays whatever
/// is selected (often no hand), sometimes plays a real hand so the game moves on (a five-card one now and then with a
/// sixth card touching it) (one of the table's rarest rows when the grid offers one), and keeps tapping after
/// game over before it leaves.
///
/// The mix of those kinds is drawn once per game (`SwarmMix`), so some games
/// are nearly all wrong taps and others nearly all plays.
public struct TapperFuzzer: GameBot {
    private var mix: SwarmMix?

    /// The kinds of move, in the mix's order.
    enum Kind: Int, CaseIterable {
        case tapEligible, tapSelected, tapIneligible, tapBackground, playSelection, playHand
    }

    /// Creates the fuzzer.
    public init(game: PokerSlamGame, seat: Int) {}

    /// A random move of the game's mix; after game over, taps or (one time in four) leaves.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: PokerSlamView, of game: PokerSlamGame, using rng: inout R
    ) -> PokerSlamAction? {
        if mix == nil { mix = SwarmMix(drawingAround: [4, 1, 1, 1, 2, 3], alwaysOn: [Kind.playHand.rawValue], using: &rng) }
        if view.isGameOver {
            return rng.draw(below: 4) == 0 ? .exitGame : .tap(rng.draw(index: CardGrid.cellCount))
        }
        let occupied = view.grid.occupied
        let selected = view.selectedCells
        let eligible: CellSet = selected.isEmpty ? occupied
            : (selected.count >= 5 ? CellSet(bits: 0) : CellSet(bits: selected.neighbourhood.bits & occupied.bits))
        func pick(_ cells: CellSet) -> Int? {
            let list = Array(cells)
            return list.isEmpty ? nil : list[rng.draw(index: list.count)]
        }
        switch Kind(rawValue: mix!.pick(using: &rng))! {
        case .tapEligible:
            // At five selected (the limit), a card touching the selection: the tap one past the limit.
            let touching = selected.count >= 5 ? CellSet(bits: selected.neighbourhood.bits & occupied.bits & ~selected.bits) : eligible
            if let cell = pick(touching) { return .tap(cell) }
        case .tapSelected:
            if let cell = pick(selected) { return .tap(cell) }
        case .tapIneligible:
            if let cell = pick(CellSet(bits: occupied.bits & ~eligible.bits & ~selected.bits)) { return .tap(cell) }
        case .tapBackground:
            return rng.draw(below: 2) == 0 ? .tapBackground : .tap(pick(CellSet(bits: ~occupied.bits & 0x1FF_FFFF)) ?? rng.draw(index: CardGrid.cellCount))
        case .playSelection:
            return .playHand
        case .playHand:
            break
        }
        guard !view.hands.isEmpty else { return .exitGame }
        if let rare = Self.rarest(in: view.hands) { return .play(rare.cells) }
        let hand = view.hands[rng.draw(index: view.hands.count)].cells
        // One five-card play in four adds a card touching it: its sixth tap crosses the limit of five by one (the rules
        // deselect all, so the play is of nothing).
        if hand.count == 5, rng.draw(below: 4) == 0, let extra = pick(CellSet(bits: hand.neighbourhood.bits & occupied.bits & ~hand.bits)) {
            return .play(CellSet(bits: hand.bits | 1 << UInt32(extra)))
        }
        return .play(hand)
    }

    /// The rows of the PokerSlam table of RULES.md that random play meets in under 1.5% of games, rarest first: when the grid
    /// offers one, the fuzzer plays it rather than a random hand, so that a check reaches them (a planted deal puts
    /// them on the grid; see `PlantedDeal`).
    static let rareRows: [HandType] = [.royalFlush, .nearlyRoyalFlush, .fourOfAKind, .miniRoyalFlush, .nearlyStraightFlush]

    /// The grid's hand of the rarest row of `rareRows`, the first found, or nil.
    static func rarest(in hands: [FoundHand]) -> FoundHand? {
        for row in rareRows {
            if let found = hands.first(where: { $0.hand == row }) { return found }
        }
        return nil
    }
}
