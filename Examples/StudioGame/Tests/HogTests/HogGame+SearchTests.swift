import Hog
import PlaytestKit
import Testing

@Suite("Hog's search bot")
struct HogSearchTests {
    @Test("search-N plays two-player games under every invariant, the same with 1 and 2 jobs, and beats the random fuzzer")
    func plays() {
        let registration = HogGame.registration
        let assignment = BotAssignment(entries: [BotAssignment.Entry(selector: "0", bot: "search-30"),
                                                 BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "fuzzer")])
        let configuration = try! HogGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(2))])
        var request = RunRequest(configuration: configuration, bots: assignment, seed: 6, games: 70, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.allHeld && one.steps == two.steps)
        // Seat 0's wins, counted once per game (a ratio over games: its numerator is the games won).
        let wins = Int(one.seats.group(SeatGroup.seat(0))?.wins.numeratorSum ?? 0)
        #expect(wins > 35, "search-30 won \(wins) of 70 against the fuzzer")
    }

    @Test("the win table: each turn's outcomes sum to 1, the first mover is favoured, a bank helps its owner and hurts the other")
    func winTable() {
        let table = HogWinTable(target: 100, snakeEyesEmptiesBank: true)
        for bank in [0, 37, 80, 99] {
            let total = HogWinTable.turnOutcomes(bank: bank, target: 100, snakeEyesEmptiesBank: true).reduce(0) { $0 + $1.chance }
            #expect(abs(total - 1) < 1e-12, "bank \(bank): \(total)")
        }
        #expect(table.chance(toPlay: 0, other: 0) > 0.5 && table.chance(toPlay: 0, other: 0) < 0.6)
        #expect(table.chance(toPlay: 50, other: 30) > table.chance(toPlay: 40, other: 30))
        #expect(table.chance(toPlay: 40, other: 50) < table.chance(toPlay: 40, other: 30))
        #expect(table.chance(toPlay: 40, other: 30, turnTotal: 0) == table.chance(toPlay: 40, other: 30))
        #expect(table.chance(toPlay: 90, other: 10, turnTotal: 10) == 1)
    }

    @Test("tsearch-200 rolls on where holdAt20 holds: at 50 against 98 with 20 in play, holding all but hands the game over")
    func rollsOnWhenBehind() throws {
        let configuration = try HogGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(2))])
        let game = HogGame(configuration: configuration)
        var state = HogState(players: 2)
        state.banks = [50, 98]
        state.turnTotal = 20
        var holdAtTwenty = HogHoldAtTwentyBot(game: game, seat: 0)
        var rng = Xoshiro256StarStar(seed: 1)
        #expect(holdAtTwenty.nextAction(in: state, of: game, using: &rng) == .hold)
        let entry = try #require(HogGame.registration.bot("tsearch-200"))
        for seed in 1...5 as ClosedRange<UInt64> {
            var bot = SearchBot(game: game, seat: 0, settings: SearchSettings(iterations: 200), rollout: .horizon)
            var rng = Xoshiro256StarStar(seed: seed)
            #expect(bot.nextAction(in: state, seat: 0, of: game, using: &rng) == .roll, "seed \(seed)")
        }
        #expect(entry.summary.contains("HogWinTable"))
    }
}
