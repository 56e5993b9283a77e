import PlaytestKit
import Testing
@testable import Snakesss

@Suite("Snakesss's search bot")
struct SnakesssSearchTests {
    @Test("search-N plays whole games under every invariant, seated by role beside other bots, the same with 1 and 2 jobs")
    func plays() {
        let registration = SnakesssGame.registration
        let assignment = BotAssignment(entries: [BotAssignment.Entry(selector: "0", bot: "search-4"),
                                                 BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "ownBelief")])
        var request = RunRequest(configuration: SnakesssGame.descriptor.defaultConfiguration, bots: assignment, seed: 4, games: 66, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.allHeld && one.steps == two.steps)
        #expect(one.seats.group(SeatGroup.seat(0))?.score.ratio == two.seats.group(SeatGroup.seat(0))?.score.ratio)
    }

    @Test("a determinisation keeps what the seat sees and never the bank's answer for a non-snake's question")
    func determinisation() {
        let game = SnakesssGame()
        var chance = Xoshiro256StarStar(seed: 5)
        var session = game.makeInitialState(using: &chance)
        // Play on with ownBelief players to the first vote.
        while !(session.phase == .voting(playerIndex: 0)) {
            let seat = game.seatToAct(in: session)
            var bot = SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
            let action = bot.nextAction(in: game.view(of: session, for: seat), seat: seat, of: game, using: &chance)!
            game.apply(action, to: &session, using: &chance)
        }
        let seat = session.players.firstIndex { $0.role != .snake }!
        let view = game.view(of: session, for: seat)
        var answers: Set<Vote> = []
        for seed: UInt64 in 0..<60 {
            var rng = Xoshiro256StarStar(seed: seed)
            let sampled = game.determinise(view, seat: seat, using: &rng)
            #expect(sampled.players[seat].role == session.players[seat].role)
            #expect(sampled.mongoose == session.mongoose && sampled.statements == session.statements && sampled.phase == session.phase)
            #expect(sampled.snakes.count == session.snakes.count && sampled.beliefs[seat] == session.beliefs[seat])
            for other in sampled.snakes { #expect(sampled.statements[other] != sampled.question?.answer, "a snake said a wrong letter") }
            if let answer = sampled.question?.answer { answers.insert(answer) }
        }
        #expect(answers.count > 1, "the answer is drawn, not read from the bank")
    }

    @Test("a non-snake's statement is its belief and a snake's is a wrong letter, the one a fellow snake stated first")
    func decisions() {
        let game = SnakesssGame(players: 6)
        var chance = Xoshiro256StarStar(seed: 9)
        var session = game.makeInitialState(using: &chance)
        var checked = 0
        while !game.isTerminal(session) {
            let seat = game.seatToAct(in: session)
            let view = game.view(of: session, for: seat)
            var decisions: [SnakesssAction] = []
            game.decisions(in: view, seat: seat, into: &decisions)
            var fromState: [SnakesssAction] = []
            game.decisions(inState: session, seat: seat, into: &fromState)
            #expect(decisions == fromState, "the state's decisions are the view's")
            if session.phase == .discussion, let answer = session.question?.answer {
                if session.players[seat].role == .snake {
                    #expect(decisions.count == 2 && !decisions.contains(.say(answer)))
                    let fellow = session.snakes.first { $0 != seat && session.statements[$0] != nil }
                    if let fellow, let said = session.statements[fellow] { #expect(decisions.first == .say(said)) }
                } else {
                    #expect(decisions == [.say(session.beliefs[seat]!)])
                }
                checked += 1
            }
            var bot = SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
            let action = bot.nextAction(in: view, seat: seat, of: game, using: &chance)!
            game.apply(action, to: &session, using: &chance)
        }
        #expect(checked == 36)
    }

    @Test("a human at 4 players who heard both snakes state one letter almost never draws it as the answer")
    func snakesStatementsRuleOut() throws {
        let game = SnakesssGame(players: 4)
        for seed: UInt64 in 0..<20 {
            var chance = Xoshiro256StarStar(seed: seed)
            var session = game.makeInitialState(using: &chance)
            while session.phase != .voting(playerIndex: 0) {
                let seat = game.seatToAct(in: session)
                var bot = SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
                let action = bot.nextAction(in: game.view(of: session, for: seat), seat: seat, of: game, using: &chance)!
                game.apply(action, to: &session, using: &chance)
            }
            let human = try #require(session.players.firstIndex { $0.role == .human })
            let said = try #require(session.statements[session.snakes[0]])
            let view = game.view(of: session, for: human)
            for draw: UInt64 in 0..<20 {
                var rng = Xoshiro256StarStar(seed: draw)
                let sampled = game.determinise(view, seat: human, using: &rng)
                #expect(sampled.snakes == session.snakes, "a human at 4 players knows the roles")
                #expect(sampled.question?.answer != said, "seed \(seed): the snakes stated a wrong letter")
            }
        }
    }

    @Test("search-6 wins more than half its games against followMongoose at 4 players on the same 40 deals")
    func beatsFollowMongoose() {
        let registration = SnakesssGame.registration
        let configuration = try! SnakesssGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(4))])
        var wins = [0.0, 0.0]
        for pattern in 0..<2 {
            let search = pattern == 0 ? ["0", "1"] : ["2", "3"]
            var entries = search.map { BotAssignment.Entry(selector: $0, bot: "search-6") }
            entries.append(BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "followMongoose"))
            let result = registration.run(RunRequest(configuration: configuration, bots: BotAssignment(entries: entries), seed: 3, games: 40, jobs: 1))
            for seat in 0..<4 {
                let share = result.seats.group(SeatGroup.seat(seat))?.wins.ratio ?? 0
                wins[search.contains(String(seat)) ? 0 : 1] += share
            }
        }
        #expect(wins[0] > wins[1], "search seats' summed win rates \(wins[0]) against followMongoose's \(wins[1])")
    }
}
