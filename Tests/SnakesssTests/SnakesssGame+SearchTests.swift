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
}
