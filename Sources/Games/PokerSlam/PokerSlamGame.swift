import PlaytestKit

/// PokerSlam (`pokerslam`) as a state machine for the runner: one seat, which sees the grid but never the deck's order.
///
/// The deck is shuffled from the game's chance stream (our own Fisher-Yates
/// on the injected generator: 51 draws), unless the `deal` parameter fixes
/// it. The player taps cards, plays hands and, once the game is over (or
/// stuck), leaves; the session ends when the player leaves.
///
/// Decisions where RULES.md is silent: an invalid play keeps the selection;
/// a tap on an empty cell counts as a tap on the background; after game over
/// the player leaves with `exitGame`, so that a bot can still tap a finished
/// game (the taps must change nothing); the deck's top is dealt first and
/// the opening grid is dealt row by row from the top row.
public struct PokerSlamGame: PlayableGame {
    public typealias State = PokerSlamSession
    public typealias View = PokerSlamView
    public typealias Action = PokerSlamAction
    public typealias Event = PokerSlamEvent
    public typealias Invariants = PokerSlamInvariant
    public typealias Coverage = PokerSlamCoverage

    /// The game's facts.
    public static let descriptor = GameDescriptor(
        id: "pokerslam", title: "PokerSlam", document: "poker-slam.md", documentLocation: "docs/games/pokerslam.md", parameters: PokerSlamSettings.parameters,
        seating: "one seat, which sees the grid, the selection and the score, and which cards are still unseen, never the deck's order",
        faults: PokerSlamFault.allCases.map { PlantedFault($0.rawValue, $0.faultClass) })

    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The engine's behaviour.
    public let rules: PokerSlamRules
    /// The settings read from the configuration.
    public let settings: PokerSlamSettings
    /// The classifier under the settings' ace rule and table.
    public let detector: PokerHandDetector
    /// The fast enumeration of the grid's hands, shared by the game-over check and the bots: the whole grid after the
    /// deal, then after each play only the sets the play changed (`hands(in:updating:from:)`).
    public let finder: HandFinder

    /// Each hand's points as `PokerSlamReference` reads them from the configuration (by `HandType.index`), apart
    /// from `settings.scoring`: what the invariants hold the score to, read once.
    let referencePoints: [Int]

    /// An empty best-hand search under the settings' table, worked out once: the search's rollouts and expansions
    /// copy it instead of working out its bounds again for every simulated game.
    let emptyBestHand: BestHand

    /// Creates the game from a validated configuration.
    public init(configuration: GameConfiguration) {
        self.init(configuration: configuration, rules: PokerSlamRules.named(configuration.rules))
    }

    /// Creates the game with explicit rules (tests use this to inject faults).
    public init(configuration: GameConfiguration, rules: PokerSlamRules) {
        self.configuration = configuration
        self.rules = rules
        var settings = PokerSlamSettings(configuration: configuration)
        if rules.has(.tableOffByOne) {
            var points = HandType.allCases.map { settings.scoring.points(for: $0) }
            points[HandType.nearlyFlush.index] += 1
            settings.scoring = ScoringTable(points)
        }
        self.settings = settings
        self.detector = PokerHandDetector(aceWraps: settings.aceWraps || rules.has(.noWrapStillWraps), scoring: settings.scoring)
        self.finder = HandFinder(detector: detector)
        self.referencePoints = PokerSlamReference.pointsTable(in: configuration)
        self.emptyBestHand = BestHand(scoring: settings.scoring)
    }

    /// A game with the document's settings (or these) under `rules`.
    public init(aceWraps: Bool = true, deal: [Card]? = nil, rules: PokerSlamRules = .documented, ruleSet: String = "documented") {
        var settings: [(name: String, value: ParameterValue)] = [("aceWraps", .bool(aceWraps))]
        if let deal { settings.append(("deal", .string(deal.map(\.description).joined(separator: "-")))) }
        let configuration = try! Self.descriptor.configuration(rules: ruleSet, settings: settings)
        self.init(configuration: configuration, rules: rules)
    }

    /// Shuffles (or takes the fixed deal), deals the grid and, under the documented rules, checks for game over.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> PokerSlamSession {
        var order = settings.deal ?? Card.fullDeck
        if settings.deal == nil {
            if let planted = settings.planted { order = PlantedDeal.order(planting: planted, using: &rng) } else if !rules.has(.deckUnshuffled) { Card.shuffle(&order, using: &rng) }
        }
        var session = PokerSlamSession(order: order)
        session.gameStateManager.dealInitialCards(columnByColumn: rules.has(.dealtColumnByColumn))
        session.hands = finder.hands(in: session.grid)
        if rules.checksGameOverAfterDeal {
            session.gameStateManager.checkGameOver(hasHand: !session.hands.isEmpty)
        }
        return session
    }

    /// The player's view.
    @inlinable
    public func view(of state: PokerSlamSession, for seat: Int) -> PokerSlamView {
        guard state.handsPending else { return PokerSlamView(state) }
        return PokerSlamView(settled(state))
    }

    /// A search's simulated session with its hands found and game over checked (see `handsPending`).
    @usableFromInline func settled(_ state: PokerSlamSession) -> PokerSlamSession {
        var session = state
        session.hands = finder.hands(in: session.grid)
        session.gameStateManager.checkGameOver(hasHand: !session.hands.isEmpty)
        session.handsPending = false
        return session
    }

    /// The final score.
    public func outcome(ofSeat seat: Int, in state: PokerSlamSession) -> SeatOutcome {
        SeatOutcome(score: Double(state.score))
    }

    /// PokerSlam reports no events (a move is one step), so no event moment carries a state before it.
    public static var carriesStateBeforeEvents: Bool { false }

    /// Applies a move.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: PokerSlamAction, to state: inout PokerSlamSession, using rng: inout R, observer: inout O
    ) where O.Game == PokerSlamGame {
        apply(action, to: &state)
    }

    /// Applies a move (PokerSlam draws no chance after the deal).
    public func apply(_ action: PokerSlamAction, to state: inout PokerSlamSession) {
        guard !state.hasExited else { return }
        if state.handsPending { state = settled(state) }
        if case .exitGame = action {
            state.hasExited = true
            return
        }
        if state.isGameOver && !rules.has(.tapsAfterGameOver) { return }
        switch action {
        case .tap(let cell):
            guard (0..<CardGrid.cellCount).contains(cell) else { return state.cardSelectionManager.unselectAllCards() }
            if rules.has(.ineligibleTapStartsNew), state.grid[cell] != nil, !state.cardSelectionManager.selectedCells.contains(cell),
               !state.cardSelectionManager.eligibleCells(in: state.grid).contains(cell) {
                state.cardSelectionManager.unselectAllCards()
            }
            state.cardSelectionManager.selectCard(
                at: cell, in: state.grid, anywhere: rules.has(.selectsAnywhere), maximum: rules.has(.sixthCardSelected) ? 6 : 5)
        case .tapBackground:
            state.cardSelectionManager.unselectAllCards()
        case .playHand:
            playSelection(&state)
        case .play(let cells):
            state.cardSelectionManager.unselectAllCards()
            let anywhere = rules.has(.selectsAnywhere)
            Self.forEachInConnectedOrder(cells) { cell in
                state.cardSelectionManager.selectCard(at: cell, in: state.grid, anywhere: anywhere)
            }
            playSelection(&state)
        case .exitGame:
            break
        }
    }

    /// Plays the selection: a hand scores, is removed and refilled, and game over is checked; anything else changes nothing.
    func playSelection(_ state: inout PokerSlamSession) {
        let cells = state.cardSelectionManager.selectedCells
        guard cells.count >= 2, !state.isGameOver else {
            state.invalidPlays += 1
            return
        }
        var shape = HandShape()
        for cell in cells { shape.add(state.grid[cell]!) }
        let matches = detector.matches(shape)
        guard var hand = detector.best(of: matches), !(rules.has(.twoPairRejected) && hand == .twoPair && state.invalidPlays == 0) else {
            state.invalidPlays += 1
            if rules.has(.invalidPlayMovesCards), cells.count <= 5 {
                let list = Array(cells)
                state.gameStateManager.swapCards(list[0], list[1])
                // The engine's own list of the grid's hands follows the swap, so the bots are not sent after stale hands.
                state.hands = finder.hands(in: state.grid)
                state.gameStateManager.checkGameOver(hasHand: !state.hands.isEmpty)
            }
            return
        }
        if rules.has(.picksLowestMatch) {
            let all = HandType.allCases.filter { matches & (1 << UInt32($0.index)) != 0 }
            hand = all.min { settings.scoring.points(for: $0) < settings.scoring.points(for: $1) } ?? hand
        }
        if rules.has(.royalAsStraightFlush) && hand == .royalFlush { hand = .straightFlush }
        var points = settings.scoring.points(for: hand)
        if rules.has(.bonusPointOnFiveCards) && cells.count == 5 { points += 1 }
        let before = state.grid
        state.gameStateManager.removeCardsAndShiftAndDeal(cells, hand: hand, points: points, faults: rules.faults)
        state.cardSelectionManager.unselectAllCards()
        // Only the sets around the cells the play changed are searched again (`hands` lists `before`'s hands).
        state.hands = finder.hands(in: state.grid, updating: state.hands, from: before)
        if !rules.has(.missesGameOver) {
            state.gameStateManager.checkGameOver(hasHand: !state.hands.isEmpty)
        }
    }

    /// Calls `body` with the cells in an order where each touches an earlier one (breadth first from the lowest
    /// cell), then with the cells not connected to the first (a bot's mistake), lowest first: they are tapped last,
    /// and deselect the selection as the rules say. The order is built in a buffer on the stack (no array per play).
    static func forEachInConnectedOrder(_ cells: CellSet, _ body: (Int) -> Void) {
        guard cells.bits != 0 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { order in
            let first = cells.bits.trailingZeroBitCount
            order[0] = first
            var count = 1
            var reached: UInt32 = 1 << UInt32(first)
            var index = 0
            while index < count {
                var around = CellSet.neighbours[order[index]] & cells.bits & ~reached
                reached |= around
                while around != 0 {
                    order[count] = around.trailingZeroBitCount
                    count += 1
                    around &= around - 1
                }
                index += 1
            }
            var unreached = cells.bits & ~reached
            while unreached != 0 {
                order[count] = unreached.trailingZeroBitCount
                count += 1
                unreached &= unreached - 1
            }
            for index in 0..<count { body(order[index]) }
        }
    }

    /// Over once the player left.
    @inlinable
    public func isTerminal(_ state: PokerSlamSession) -> Bool { state.hasExited }

    /// "score 120, deck 12, over: no | grid ... | selected r0c0".
    public func summary(of state: PokerSlamSession) -> String {
        "score \(state.score), deck \(state.deckCount), over: \(state.isGameOver ? "yes" : "no")"
            + (state.hasExited ? ", left" : "") + " | grid \(state.grid)"
            + (state.cardSelectionManager.selectedCells.isEmpty ? "" : " | selected \(state.cardSelectionManager.selectedCells)")
    }
}

extension PokerSlamGame {
    /// The targeted mode's score: valid hands on the opening grid, pushed toward 0 (a dead opening grid).
    ///
    /// A uniformly shuffled deck deals a dead grid about once in 4 x 10^13
    /// deals (RULES.md), so random play never meets one; the checker's search
    /// over the shuffle's words finds one within its budget.
    public static var target: GameTarget? {
        GameTarget(summary: "valid hands on the opening grid", direction: .minimize, goal: 0)
    }

    /// The number of hands (connected sets of 2 to 5 cards) on the grid.
    public func targetScore(of state: PokerSlamSession) -> Double {
        Double(state.hands.count)
    }
}
