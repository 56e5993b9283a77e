import PlaytestKit

// MARK: - The search bot

/// PokerSlam for the core's search bot: a decision is a hand on the grid (`.play(cells)`), best points first; a
/// determinisation shuffles the unseen cards (in card order first, so no set order reaches a draw) into the deck;
/// the rollout plays greedily to the end, as the planner's do; the reward is the final score.
extension PokerSlamGame: SearchableGame {
    /// Every hand on the grid as `.play(cells)`, the most points first (ties in the finder's order); `exitGame`
    /// alone once the game is over or no hand is left.
    public func decisions(in view: PokerSlamView, seat: Int, into decisions: inout [PokerSlamAction]) {
        appendDecisions(hands: view.hands, isOver: view.isGameOver, into: &decisions)
    }

    /// The same, read from a simulated session without building its view.
    public func decisions(inState state: PokerSlamSession, seat: Int, into decisions: inout [PokerSlamAction]) {
        appendDecisions(hands: state.hands, isOver: state.isGameOver, into: &decisions)
    }

    func appendDecisions(hands: [FoundHand], isOver: Bool, into decisions: inout [PokerSlamAction]) {
        guard !isOver, !hands.isEmpty else { return decisions.append(.exitGame) }
        let scoring = settings.scoring
        // By points, highest first, the finder's order breaking ties (as for greedy play): one pass per points value
        // (at most 17), no allocation.
        var below = Int.max
        while true {
            var level = -1
            for found in hands {
                let points = scoring.points(for: found.hand)
                if points < below && points > level { level = points }
            }
            guard level >= 0 else { return }
            for found in hands where scoring.points(for: found.hand) == level { decisions.append(.play(found.cells)) }
            below = level
        }
    }

    /// A session the player could be in: the view's grid, score and played cards, and the unseen cards in an order
    /// drawn from `rng` (a Fisher-Yates shuffle of them in card order).
    public func determinise<R: RandomNumberGenerator>(_ view: PokerSlamView, seat: Int, using rng: inout R) -> PokerSlamSession {
        var deck = view.unseen
        Card.shuffle(&deck, using: &rng)
        var onGrid: UInt64 = 0
        for cell in view.grid.occupied { onGrid |= 1 << UInt64(view.grid.code(at: cell)) }
        let played = ((1 << 52) - 1) & ~view.unseenCards & ~onGrid
        var session = PokerSlamSession(order: Card.fullDeck)
        session.gameStateManager = GameStateManager(resuming: view.grid, deck: deck, played: played, score: view.score,
                                                    isGameOver: view.isGameOver)
        session.hands = view.hands
        return session
    }

    /// Greedy play to the end on the session's board (the planner's rollout): the most points now at every play.
    public func rollout<R: RandomNumberGenerator>(
        _ state: inout PokerSlamSession, scratch: inout [PokerSlamAction], maxSteps: Int, using rng: inout R
    ) {
        guard !state.isGameOver, !state.hasExited else { return }
        let scoring = settings.scoring
        var steps = 0
        while steps < maxSteps {
            var best = BestHand(scoring: scoring)
            finder.visitHands(in: state.gameStateManager.grid, with: &best)
            guard let cells = best.cells, let hand = best.hand else { break }
            state.gameStateManager.removeCardsAndShiftAndDeal(cells, hand: hand, points: best.points)
            steps += 1
        }
        state.hasExited = true
    }
}

extension PokerSlamGame {
    /// The lower rung of the search ladder, `search-25`: about the planner's strength.
    public static let searchLowBudget = 25
    /// The higher rung, `search-100`: beats the planner on the same deals (docs/bots.md, "The search bot").
    public static let searchHighBudget = 100
    /// The search's settings besides the budget: exploration 0.3 of the range of final scores seen, and progressive
    /// widening (ceil(sqrt(n)) children after n visits, best points first). Without widening a budget of 100 spends
    /// itself trying each of the 20 to 40 hands once and plays below the planner; with it, above (measured in
    /// docs/bots.md).
    public static let searchSettings = SearchSettings(iterations: 100, exploration: 0.3, wideningScale: 1)
}
