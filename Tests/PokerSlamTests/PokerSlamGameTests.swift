import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct PokerSlamGameTests {
    /// A dead opening grid (no connected set of 2 to 5 cards forms a hand), as the targeted search found one.
    static let deadDeal: [Card] = {
        let grid = "3S 9D JC KD 6S QC 7D 2S 4H JH AH 9H KC 8S TD TC 5D 3D 6H 5C AC KH 9C QS 8H".split(separator: " ").map { Card(String($0))! }
        return grid + Card.fullDeck.filter { !grid.contains($0) }
    }()

    /// Counts the events a move reports.
    struct EventCounter: GameObserver {
        typealias Game = PokerSlamGame
        var events = 0
        mutating func observe(_ event: PokerSlamEvent, in state: PokerSlamSession) { events += 1 }
    }

    @Test("a move reports no events, so no event moment needs the state before it (carriesStateBeforeEvents is false)")
    func noEvents() {
        #expect(!PokerSlamGame.carriesStateBeforeEvents)
        for rules in ["documented", "shipped"] {
            let game = PokerSlamGame(configuration: try! PokerSlamGame.descriptor.configuration(rules: rules, settings: []))
            var streams = GameStreams(seed: 4, game: 0, seatCount: 1)
            var state = game.makeInitialState(using: &streams.chance)
            var counter = EventCounter()
            var bot = RandomHandBot(game: game, seat: 0)
            var moves = 0
            while !game.isTerminal(state), moves < 200,
                  let action = bot.nextAction(in: game.view(of: state, for: 0), seat: 0, of: game, using: &streams.seats[0]) {
                game.apply(action, to: &state, using: &streams.chance, observer: &counter)
                moves += 1
            }
            game.apply(.tap(0), to: &state, using: &streams.chance, observer: &counter)
            game.apply(.tapBackground, to: &state, using: &streams.chance, observer: &counter)
            #expect(moves > 3 && counter.events == 0, "\(rules)")
        }
    }

    @Test("the fixture grid is dead by both searches")
    func deadGrid() {
        var rng = Xoshiro256StarStar(seed: 1)
        let session = PokerSlamGame(deal: Self.deadDeal).makeInitialState(using: &rng)
        #expect(!HandFinder().hasHand(in: session.grid))
        #expect(!ExhaustiveHandSearch().hasHand(in: session.grid))
    }

    @Test("documented rules declare a dead opening grid game over; the shipped app leaves it stuck")
    func deadOpeningGrid() {
        let documented = StatefulRunner.play(PokerSlamGame(deal: Self.deadDeal), bot: GreedyBot.self, seed: 1)
        #expect(documented.passed && documented.stepCount == 1)
        let shipped = StatefulRunner.play(
            PokerSlamGame(deal: Self.deadDeal, rules: .shipped, ruleSet: "shipped"), bot: GreedyBot.self, seed: 1)
        let violation = shipped.violation(of: PokerSlamInvariant.gameOverMatchesSearch.name)
        #expect(violation?.step == 0)
    }

    @Test("check finds the shipped dead grid by targeted search, shrinks it, and the token replays it")
    func targetedSearchFindsDeadGrid() throws {
        let registration = PokerSlamGame.registration
        let configuration = try PokerSlamGame.descriptor.configuration(rules: "shipped", settings: [])
        let checker = InvariantChecker(registration: registration, configuration: configuration, seed: 7, games: 2, shrinkBudget: 40)
        let report = checker.run()
        #expect(report.targeted?.reachedGoal == true)
        let finding = try #require(report.findings.first { $0.invariant.name == "gameOverMatchesSearch" })
        #expect(finding.foundByTarget != nil && finding.shrunk.result.steps.isEmpty)
        let replayed = try registration.replay(finding.shrunk.token)
        #expect(replayed.violation(of: "gameOverMatchesSearch")?.step == 0)
    }

    @Test("taps follow the selection rules; an invalid play changes nothing; play(cells) plays a hand")
    func actions() {
        let game = PokerSlamGame(deal: Card.fullDeck)
        var rng = Xoshiro256StarStar(seed: 1)
        var session = game.makeInitialState(using: &rng)
        // Row 0 of the unshuffled deck: 2C 2D 2H 2S 3C.
        game.apply(.tap(0), to: &session)
        game.apply(.tap(1), to: &session)
        #expect(session.selectedCards.map(\.description) == ["2C", "2D"])
        game.apply(.tap(3), to: &session)          // not adjacent to the selection: deselects all
        #expect(session.selectedCards.isEmpty)
        game.apply(.tap(3), to: &session)
        game.apply(.tap(4), to: &session)          // 2S 3C: no hand
        let before = session
        game.apply(.playHand, to: &session)
        #expect(session.gameStateManager == before.gameStateManager && session.invalidPlays == 1)
        game.apply(.play(CellSet([0, 1, 2, 3])), to: &session)
        #expect(session.score == 75 && session.gameStateManager.lastPlayedHand == .fourOfAKind)
        #expect(session.selectedCards.isEmpty && session.deckCount == 23)
    }

    @Test("the view hides the deck's order but says which cards are unseen")
    func view() {
        var rng = Xoshiro256StarStar(seed: 5)
        let game = PokerSlamGame()
        let session = game.makeInitialState(using: &rng)
        let view = game.view(of: session, for: 0)
        #expect(Set(view.unseen) == Set(session.gameStateManager.deck))
        #expect(view.deckCount == 27 && view.grid == session.grid)
    }

    @Test("a deal parameter is read, normalised and validated")
    func dealParameter() throws {
        let spec = try #require(PokerSlamGame.descriptor.parameter(named: "deal"))
        let text = Self.deadDeal.map(\.description).joined(separator: " ")
        #expect(try spec.parse(text) == .string(Self.deadDeal.map(\.description).joined(separator: "-")))
        #expect(throws: ParameterError.self) { try spec.parse("AS KS") }
        #expect(throws: ParameterError.self) { try spec.parse(Array(repeating: "AS", count: 52).joined(separator: "-")) }
        #expect(throws: ParameterError.self) { try spec.parse(text.replacingOccurrences(of: "3S", with: "3X")) }
    }

    @Test("a play taps its cells breadth first from the lowest, each touching an earlier one, the unconnected ones last")
    func connectedTapOrder() {
        // The order as an array, the plain way: breadth first from the lowest cell, then the cells not reached.
        func expectedOrder(_ cells: CellSet) -> [Int] {
            guard let first = cells.first(where: { _ in true }) else { return [] }
            var order = [first]
            var reached = CellSet([first]).bits
            var index = 0
            while index < order.count {
                let around = CellSet.neighbours[order[index]] & cells.bits & ~reached
                order += Array(CellSet(bits: around))
                reached |= around
                index += 1
            }
            return order + cells.filter { reached & (1 << UInt32($0)) == 0 }
        }
        var rng = Xoshiro256StarStar(seed: 4)
        for trial in 0..<2_000 {
            // Sparse and dense sets, connected or not, empty now and then.
            var bits = UInt32(truncatingIfNeeded: rng.next()) & 0x1FF_FFFF
            for _ in 0..<(trial % 4) { bits &= UInt32(truncatingIfNeeded: rng.next()) }
            let cells = CellSet(bits: bits)
            var order: [Int] = []
            PokerSlamGame.forEachInConnectedOrder(cells) { order.append($0) }
            #expect(order == expectedOrder(cells), "\(cells)")
        }
    }
}
