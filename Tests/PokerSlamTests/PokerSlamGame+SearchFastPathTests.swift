import PlaytestKit
import Testing
@testable import PokerSlam

@Suite("PokerSlam's search fast path")
struct PokerSlamSearchFastPathTests {
    /// Sessions along greedy and random games, from several deals: the states a search meets.
    static func sessions(seeds: ClosedRange<UInt64>) -> [PokerSlamSession] {
        let game = PokerSlamGame()
        var found: [PokerSlamSession] = []
        for seed in seeds {
            var chance = Xoshiro256StarStar(seed: seed)
            var session = game.makeInitialState(using: &chance)
            var bot = RandomHandBot(game: game, seat: 0)
            while !game.isTerminal(session) {
                found.append(session)
                guard let action = bot.nextAction(in: game.view(of: session, for: 0), of: game, using: &chance) else { break }
                game.apply(action, to: &session)
            }
        }
        return found
    }

    @Test("a decision is available on the fast path exactly when the listed decisions hold it")
    func availabilityIsExact() {
        let game = PokerSlamGame()
        var checked = 0
        for session in Self.sessions(seeds: 1...6) {
            var listed: [PokerSlamAction] = []
            game.decisions(inState: session, seat: 0, into: &listed)
            for decision in listed where decision != .exitGame {
                #expect(game.searchAvailability(of: decision, inState: session, seat: 0) == true)
                checked += 1
            }
            // Pairs of neighbouring cells that are not listed are not available.
            for cell in 0..<CardGrid.cellCount - 1 where cell % CardGrid.size != CardGrid.size - 1 {
                let pair = PokerSlamAction.play(CellSet(bits: 1 << UInt32(cell) | 1 << UInt32(cell + 1)))
                #expect(game.searchAvailability(of: pair, inState: session, seat: 0) == listed.contains(pair))
            }
        }
        #expect(checked > 100)
    }

    @Test("the first untried decision on the fast path is the listed one after those tried, with the count up to 2")
    func firstUntriedIsTheListedOne() {
        let game = PokerSlamGame()
        var checked = 0
        var withFullHouses = 0
        var withFlushes = 0
        var withStraights = 0
        for session in Self.sessions(seeds: 11...16) {
            var listed: [PokerSlamAction] = []
            game.decisions(inState: session, seat: 0, into: &listed)
            for triedCount in [0, 1, 2, 5] where triedCount <= listed.count {
                // Tried: the first few listed, and one further down (a node's children need not be a prefix).
                var tried = Array(listed.prefix(triedCount))
                if listed.count > triedCount + 3 { tried.append(listed[triedCount + 2]) }
                let next = game.searchFirstUntried(inState: session, seat: 0, tried: tried)
                #expect(next?.untried == listed.first { !tried.contains($0) })
                #expect(next?.count == min(listed.count, 2))
                checked += 1
            }
            // Every full house tried (the full-house shortcut finds none left): the whole search, narrowed, decides.
            let fullHouses = listed.filter { decision in
                guard case .play(let cells) = decision else { return false }
                return game.handFormed(by: cells, in: session.grid) == .fullHouse
            }
            if !fullHouses.isEmpty {
                let next = game.searchFirstUntried(inState: session, seat: 0, tried: fullHouses)
                #expect(next?.untried == listed.first { !fullHouses.contains($0) })
                #expect(next?.count == min(listed.count, 2))
                withFullHouses += 1
            }
            // Every full house and every flush but the last tried (the flush shortcut decides), then every flush too.
            let flushes = listed.filter { decision in
                guard case .play(let cells) = decision else { return false }
                return game.handFormed(by: cells, in: session.grid) == .flush
            }
            for kept in [min(1, flushes.count), 0] where !flushes.isEmpty {
                let tried = fullHouses + flushes.dropLast(kept)
                let next = game.searchFirstUntried(inState: session, seat: 0, tried: tried)
                #expect(next?.untried == listed.first { !tried.contains($0) })
                #expect(next?.count == min(listed.count, 2))
                withFlushes += 1
            }
            // Every full house and flush tried, then every straight but the last (the straight shortcut), then all.
            let straights = listed.filter { decision in
                guard case .play(let cells) = decision else { return false }
                return game.handFormed(by: cells, in: session.grid) == .straight
            }
            for kept in [min(1, straights.count), 0] where !straights.isEmpty {
                let tried = fullHouses + flushes + straights.dropLast(kept)
                let next = game.searchFirstUntried(inState: session, seat: 0, tried: tried)
                #expect(next?.untried == listed.first { !tried.contains($0) })
                #expect(next?.count == min(listed.count, 2))
                withStraights += 1
            }
        }
        #expect(checked > 100)
        #expect(withFullHouses > 10)
        #expect(withFlushes > 4, "sessions with a flush: \(withFlushes / 2)")
        #expect(withStraights > 4, "sessions with a straight: \(withStraights / 2)")
    }

    @Test("a play on the fast path leads where the runner's play leads, once its hands are found")
    func fastPlayMatchesTheRunner() {
        let game = PokerSlamGame()
        var rng = Xoshiro256StarStar(seed: 3)
        var plays = 0
        for session in Self.sessions(seeds: 7...10) {
            var listed: [PokerSlamAction] = []
            game.decisions(inState: session, seat: 0, into: &listed)
            for decision in listed.prefix(4) {
                var runner = session
                game.apply(decision, to: &runner)
                var fast = session
                game.apply(decision: decision, to: &fast, using: &rng)
                let viewRunner = game.view(of: runner, for: 0), viewFast = game.view(of: fast, for: 0)
                #expect(viewFast.grid == viewRunner.grid && viewFast.score == viewRunner.score)
                #expect(viewFast.hands == viewRunner.hands && viewFast.isGameOver == viewRunner.isGameOver)
                #expect(viewFast.unseenCards == viewRunner.unseenCards && viewFast.deckCount == viewRunner.deckCount)
                var afterRunner: [PokerSlamAction] = [], afterFast: [PokerSlamAction] = []
                game.decisions(inState: runner, seat: 0, into: &afterRunner)
                game.decisions(inState: fast, seat: 0, into: &afterFast)
                #expect(afterFast == afterRunner)
                plays += 1
            }
        }
        #expect(plays > 50)
    }

    @Test("with a planted fault the fast path steps aside: plays go through the runner's rules")
    func faultsUseTheRunnersPath() throws {
        let rules = PokerSlamRules.documented(with: .bonusPointOnFiveCards)
        let game = PokerSlamGame(rules: rules)
        var chance = Xoshiro256StarStar(seed: 5)
        let session = game.makeInitialState(using: &chance)
        var listed: [PokerSlamAction] = []
        game.decisions(inState: session, seat: 0, into: &listed)
        let decision = try #require(listed.first)
        #expect(game.searchAvailability(of: decision, inState: session, seat: 0) == nil)
        var runner = session, fast = session
        game.apply(decision, to: &runner)
        var rng = Xoshiro256StarStar(seed: 1)
        game.apply(decision: decision, to: &fast, using: &rng)
        #expect(fast == runner)
    }
}
