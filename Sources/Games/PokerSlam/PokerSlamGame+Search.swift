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

    /// The same, read from a simulated session without building its view (after a play on the search's fast path,
    /// its hands are found here).
    public func decisions(inState state: PokerSlamSession, seat: Int, into decisions: inout [PokerSlamAction]) {
        if state.handsPending {
            let hands = finder.hands(in: state.grid)
            return appendDecisions(hands: hands, isOver: hands.isEmpty || state.isGameOver, into: &decisions)
        }
        appendDecisions(hands: state.hands, isOver: state.isGameOver, into: &decisions)
    }

    func appendDecisions(hands: [FoundHand], isOver: Bool, into decisions: inout [PokerSlamAction]) {
        guard !isOver, !hands.isEmpty else { return decisions.append(.exitGame) }
        let scoring = settings.scoring
        // By points, highest first, the finder's order breaking ties (as for greedy play): one key per hand (points
        // above, the finder's index below), sorted by insertion on the stack; no allocation.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: hands.count) { keys in
            for (index, found) in hands.enumerated() {
                let points = UInt64(UInt32(clamping: max(0, scoring.points(for: found.hand))))
                keys[index] = (UInt64(UInt32.max) - points) << 32 | UInt64(index)
            }
            for index in 1..<max(1, hands.count) {
                let key = keys[index]
                var slot = index
                while slot > 0 && keys[slot - 1] > key {
                    keys[slot] = keys[slot - 1]
                    slot -= 1
                }
                keys[slot] = key
            }
            for key in keys { decisions.append(.play(hands[Int(key & 0xFFFF_FFFF)].cells)) }
        }
    }

    /// A play is available exactly when its cells form a hand on the grid (the finder lists every connected set of 2
    /// to 5 cards that does, and a decision's cells are one such set); known without listing the hands only under
    /// rules without planted faults. Nil otherwise.
    public func searchAvailability(of decision: PokerSlamAction, inState state: PokerSlamSession, seat: Int) -> Bool? {
        guard rules.faults.isEmpty, !state.hasExited, case .play(let cells) = decision else { return nil }
        if state.isGameOver { return false }
        var shape = HandShape()
        for cell in cells {
            guard let card = state.grid[cell] else { return false }
            shape.add(card)
        }
        return detector.matches(shape) != 0
    }

    /// The best hand on the grid that is not among `tried` (the most points, the finder's order breaking ties: the
    /// first such in `decisions(inState:)`), found in one search of the grid without listing the hands, and the
    /// number of decisions up to 2; `exitGame` alone once no hand is left. Nil under rules with planted faults.
    public func searchFirstUntried(
        inState state: PokerSlamSession, seat: Int, tried: [PokerSlamAction]
    ) -> (untried: PokerSlamAction?, count: Int)? {
        guard rules.faults.isEmpty, !state.hasExited else { return nil }
        var best = BestUntriedHand(bounds: emptyBestHand, tried: tried)
        if !state.isGameOver { best.search(state.grid, finder: finder) }
        guard best.hands > 0 else { return (tried.contains(.exitGame) ? nil : .exitGame, 1) }
        return (best.cells.map { .play($0) }, min(best.hands, 2))
    }

    /// A decision on the search's fast path: a play of a hand under rules without planted faults scores, removes,
    /// shifts and refills as the rules do, and leaves finding the next hands (and game over) to whoever needs them
    /// (`handsPending`); anything else is applied as the runner applies it.
    public func apply<R: RandomNumberGenerator>(decision: PokerSlamAction, to state: inout PokerSlamSession, using rng: inout R) {
        if rules.faults.isEmpty, !state.hasExited, case .play(let cells) = decision, !state.isGameOver,
           state.cardSelectionManager.selectedCells.isEmpty, let hand = handFormed(by: cells, in: state.grid) {
            state.gameStateManager.playWithoutRecord(cells, hand: hand, points: settings.scoring.points(for: hand))
            state.hands = []
            state.handsPending = true
            return
        }
        apply(decision, to: &state)
    }

    /// The hand `cells` form on `grid` as a play scores it without faults, or nil.
    func handFormed(by cells: CellSet, in grid: CardGrid) -> HandType? {
        guard cells.count >= 2 else { return nil }
        // Connected, as the taps of `.play` need (a set a tap cannot reach is left to the runner's path).
        var reached = cells.bits & (0 &- cells.bits)
        while true {
            var grown = reached
            var rest = reached
            while rest != 0 {
                grown |= CellSet.neighbours[rest.trailingZeroBitCount] & cells.bits
                rest &= rest - 1
            }
            if grown == reached { break }
            reached = grown
        }
        guard reached == cells.bits else { return nil }
        var shape = HandShape()
        for cell in cells {
            guard let card = grid[cell] else { return nil }
            shape.add(card)
        }
        return detector.best(of: detector.matches(shape))
    }

    /// A session the player could be in: the view's grid, score and played cards, and the unseen cards in an order
    /// drawn from `rng` (a Fisher-Yates shuffle of them in card order).
    ///
    /// The session's deck order is built in one array (played cards in card order, the grid's cards, then the unseen
    /// cards shuffled in place where they lie), with the same draws and swaps as shuffling the unseen cards apart.
    public func determinise<R: RandomNumberGenerator>(_ view: PokerSlamView, seat: Int, using rng: inout R) -> PokerSlamSession {
        var onGrid: UInt64 = 0
        for cell in view.grid.occupied { onGrid |= 1 << UInt64(view.grid.code(at: cell)) }
        let played = ((1 << 52) - 1) & ~view.unseenCards & ~onGrid
        var session = PokerSlamSession(order: Card.fullDeck)
        // A clairvoyant view (a ceiling's, never a player's) reveals the order: no guess.
        if let deck = view.revealedDeck {
            session.gameStateManager = GameStateManager(resuming: view.grid, deck: deck, played: played, score: view.score,
                                                        isGameOver: view.isGameOver)
        } else {
            var order: [Card] = []
            order.reserveCapacity(52)
            Self.appendCards(of: played, to: &order)
            for cell in view.grid.occupied { order.append(Card(code: view.grid.code(at: cell))) }
            let dealt = order.count
            Self.appendCards(of: view.unseenCards, to: &order)
            // `Card.shuffle` of the unseen cards, at their offset in the order.
            var position = order.count - 1
            while position > dealt {
                order.swapAt(dealt + rng.draw(index: position - dealt + 1), position)
                position -= 1
            }
            session.gameStateManager = GameStateManager(resuming: view.grid, order: order, dealt: dealt, played: played,
                                                        score: view.score, isGameOver: view.isGameOver)
        }
        session.hands = view.hands
        return session
    }

    /// Appends the cards of `bits` (by `Card.code`) in card order.
    static func appendCards(of bits: UInt64, to order: inout [Card]) {
        var rest = bits
        while rest != 0 {
            order.append(Card(code: UInt8(truncatingIfNeeded: rest.trailingZeroBitCount)))
            rest &= rest &- 1
        }
    }

    /// Greedy play to the end on the session's board (the planner's rollout): the most points now at every play; the
    /// session is left (`hasExited`) once no hand is left, not when `maxSteps` cut it short.
    public func rollout<R: RandomNumberGenerator>(
        _ state: inout PokerSlamSession, scratch: inout [PokerSlamAction], maxSteps: Int, using rng: inout R
    ) {
        guard !state.isGameOver, !state.hasExited else { return }
        // One visitor for the whole rollout, emptied before each search (a new one per step would copy the scoring
        // table, with a retain and release of each of its arrays, and work out its bounds again).
        var best = emptyBestHand
        var steps = 0
        while steps < maxSteps {
            best.reset()
            finder.visitBest(in: state.gameStateManager.grid, with: &best)
            guard let cells = best.cells, let hand = best.hand else {
                state.hasExited = true
                return
            }
            state.gameStateManager.playWithoutRecord(cells, hand: hand, points: best.points)
            steps += 1
        }
    }
}

extension PokerSlamGame {
    /// The points a card still to be played is worth, on average, in a strong game: `search-100` scores about 865
    /// from the 52 cards, leaving about 1.5 on the grid (200 deals, seed 1).
    public static let searchPointsPerCard = 17.1

    /// The score of a game in progress for a search cut short: the points scored plus `searchPointsPerCard` for each
    /// card still to come (in the deck and on the grid, less the 1.5 a game leaves on average).
    public func searchEvaluation(of state: PokerSlamSession, into rewards: inout [Double]) {
        let left = state.gameStateManager.deckCount + state.grid.occupied.count
        let future = state.hasExited || state.isGameOver ? 0 : Self.searchPointsPerCard * max(0, Double(left) - 1.5)
        rewards[0] = Double(state.score) + future
    }

    /// The lower rung of the search ladder, `search-25`: about the planner's strength.
    public static let searchLowBudget = 25
    /// The higher rung, `search-100`: beats the planner on the same deals (docs/bots.md, "The search bot").
    public static let searchHighBudget = 100
    /// The search's settings besides the budget: exploration 0.3 of the range of final scores seen, and progressive
    /// widening (ceil(sqrt(n)) children after n visits, best points first). Without widening a budget of 100 spends
    /// itself trying each of the 20 to 40 hands once and plays below the planner; with it, above (measured in
    /// docs/bots.md).
    ///
    /// Tuned (docs/bots.md, "Tuned settings"): `playtest tune pokerslam --search search-100 --against planner
    /// --explorations 0.2,0.3,0.5 --widenings 0.7,1,1.5 --cutoffs none,8 --games 20 --confirm-games 200` (seed 1), and
    /// an earlier grid of explorations 0.15, 0.3, 0.7 by widenings 0.5, 1, 2, both ended on these settings (26 settings
    /// in all, the greedy rollout cut after 8 plays and scored by `searchEvaluation` among them); on 200
    /// fresh deals they beat the planner by +14.6 (10.6 to 18.6) points a game.
    public static let searchSettings = SearchSettings(iterations: 100, exploration: 0.3, wideningScale: 1)
}

/// The hand of the most points (the first met among equals) whose play is not among `tried`, and how many hands
/// there are: `searchFirstUntried`'s visitor.
struct BestUntriedHand: HandVisitor {
    let tried: [PokerSlamAction]
    /// For its bounds on what a larger set can score.
    var bounds: BestHand
    var cells: CellSet?
    var points = -1
    var hands = 0

    init(scoring: ScoringTable, tried: [PokerSlamAction]) {
        self.init(bounds: BestHand(scoring: scoring), tried: tried)
    }

    /// The search with `bounds` (an empty `BestHand` of the table) worked out already.
    init(bounds: BestHand, tried: [PokerSlamAction]) {
        self.tried = tried
        self.bounds = bounds
    }

    /// Once two hands are counted (all the count needs), a set grows only if it could beat the best untried hand.
    func mayGrow(count: Int, distinct: Int, suits: UInt32) -> Bool {
        hands < 2 || bounds.mayGrow(beating: points, count: count, distinct: distinct, suits: suits)
    }

    /// Once two hands are counted, the kinds of hand that could beat the best untried hand.
    var wantedGrowth: HandGrowth { hands < 2 ? .all : bounds.wantedGrowth(beating: points) }

    /// Searches `grid`, as `finder.visitHands(in:with:)` with this visitor would, sooner under a table where a full
    /// house beats every hand but a five-card run of one suit (`BestHand.fullHousesFirst`): with no such run
    /// connected, the first full house not tried is the best untried hand, and the grid holds at least one other
    /// hand (a connected full house holds a connected pair or two pair); with none, the first flush not tried when a
    /// flush comes next (`BestHand.flushesNext`), likewise (three connected cards of it are a hand), then the first
    /// straight when a straight comes next and a pair is on the grid; else the whole search runs with bounds that
    /// leave out the five-card hands known to be absent or tried (a tried one need not be met again: the count stops at
    /// 2 before any set is left ungrown).
    mutating func search(_ grid: CardGrid, finder: HandFinder) {
        guard bounds.fullHousesFirst else { return finder.visitHands(in: grid, with: &self) }
        let masks = GridCardMasks(grid)
        guard !finder.hasFiveRunOfOneSuit(grid, masks: masks) else { return finder.visitHands(in: grid, with: &self) }
        let tried = self.tried
        let fullHouse = HandFinder.firstFullHouse(masks) { tried.contains(.play(CellSet(bits: $0))) }
        if fullHouse != 0 {
            cells = CellSet(bits: fullHouse)
            points = bounds.scoring.points(for: .fullHouse)
            hands = 2
            return
        }
        // Next, under a table where a flush comes next (`BestHand.flushesNext`): the first flush not tried, with
        // another hand inside it (three of its cards are connected, a mini flush at least).
        bounds.narrowBounds(true)
        if bounds.flushesNext {
            let flush = HandFinder.firstFiveOfOneSuit(masks) { tried.contains(.play(CellSet(bits: $0))) }
            if flush != 0 {
                cells = CellSet(bits: flush)
                points = bounds.scoring.points(for: .flush)
                hands = 2
                return
            }
            bounds.leaveOutFlushes()
            // Then the first straight not tried, when a straight comes next. A straight need not hold another hand
            // (its cards can lie so that no three connected ones make a run or a suit), so the count of 2 is taken
            // only from a pair of one rank next to each other; else the search counts.
            if bounds.straightsNext {
                let straight = finder.firstStraight(masks) { tried.contains(.play(CellSet(bits: $0))) }
                if straight == 0 {
                    bounds.leaveOutStraights()
                } else if Self.holdsConnectedPair(masks) {
                    cells = CellSet(bits: straight)
                    points = bounds.scoring.points(for: .straight)
                    hands = 2
                    return
                }
            }
        }
        finder.search(grid, masks: masks, roots: ~0, touching: false, with: &self)
    }

    /// True when two cards of one rank lie next to each other (a pair).
    static func holdsConnectedPair(_ masks: GridCardMasks) -> Bool {
        for rank in 0..<13 {
            let cells = masks.cells(ofRank: rank)
            if cells & (cells &- 1) != 0 && cells & HandFinder.cellsAround(cells) != 0 { return true }
        }
        return false
    }

    mutating func visit(_ found: CellSet, _ hand: HandType) -> Bool {
        hands += 1
        let value = bounds.scoring.points(for: hand)
        if value > points && !tried.contains(.play(found)) {
            points = value
            cells = found
        }
        return true
    }
}
