import PlaytestKit
import Testing
@testable import Snakesss

@Suite("SnakesssSession")
struct SnakesssSessionTests {
    @Test("roles follow the distribution table for 4 to 8 players, with one mongoose (seeds 0..<50)")
    func roles() {
        for players in 4...8 {
            let (humans, snakes) = RoleService.distribution(players: players)
            #expect(humans + snakes + 1 == players)
            for seed: UInt64 in 0..<50 {
                var rng = Xoshiro256StarStar(seed: seed)
                let roles = RoleService.assignRoles(players: players, using: &rng)
                #expect(roles.filter { $0 == .mongoose }.count == 1 && roles.filter { $0 == .snake }.count == snakes)
            }
        }
    }

    @Test("a round goes roleReveal, mongooseAnnouncement, question, snakeReveal, discussion, voting, roundResults; a snake's vote is snake")
    func round() {
        var rng = Xoshiro256StarStar(seed: 2)
        var session = SnakesssSession(settings: SnakesssGame(players: 4).settings, using: &rng)
        var phases: [String] = []
        while session.phase != .discussion {
            phases.append(session.phase.description)
            session.next(using: &rng)
        }
        #expect(phases == ["roleReveal(0)", "roleReveal(1)", "roleReveal(2)", "roleReveal(3)", "mongooseAnnouncement", "question",
                           "snakeReveal(0)", "snakeReveal(1)"])
        #expect(session.vote(.a) == false, "no voting in the discussion")
        for _ in 0..<4 { session.say(.b) }
        #expect(session.phase == .voting(playerIndex: 0))
        for _ in 0..<4 { session.vote(.a) }
        #expect(session.phase == .roundResults)
        for index in session.players.indices {
            #expect(session.players[index].vote == (session.players[index].role == .snake ? .snake : .a))
        }
        let answer = session.question!.answer
        let right = answer == .a ? 2 : 0
        #expect(session.rounds[0].points == session.players.map { $0.role == .snake ? 2 - right : (answer == .a ? right : 0) })
    }

    @Test("no question repeats in a game while unused ones remain; a game is roundCount rounds")
    func questions() {
        var rng = Xoshiro256StarStar(seed: 4)
        let game = SnakesssGame(players: 6)
        var session = game.makeInitialState(using: &rng)
        while !session.isOver {
            switch session.phase {
            case .discussion: session.say(.c)
            case .voting: session.vote(.c)
            default: session.next(using: &rng)
            }
        }
        #expect(session.rounds.count == 6 && Set(session.rounds.map(\.question.id)).count == 6)
        #expect(session.record.totals == session.players.map(\.totalScore))
    }

    @Test("the synthetic bank's letters follow the shares; the mixed draw is 30/50/20 within 3% over 20,000 draws")
    func bank() {
        let biased = QuestionBank.synthetic(shares: [0.2, 0.63, 0.17])
        #expect(abs(biased.letterShares[1] - 0.63) < 0.01)
        var rng = Xoshiro256StarStar(seed: 5)
        var counts: [QuestionDifficulty: Int] = [:]
        for _ in 0..<20_000 { counts[QuestionService.getQuestion(from: biased, used: [], using: &rng).difficulty, default: 0] += 1 }
        #expect(abs(Double(counts[.easy]!) / 20_000 - 0.3) < 0.03 && abs(Double(counts[.medium]!) / 20_000 - 0.5) < 0.03)
    }
}
