import PlaytestKit
import Testing
@testable import SquareColor

@Suite("Players")
struct HumanPlayerTests {
    static func meanRounds<Bot: GameBot>(_ bot: Bot.Type, _ difficulty: Difficulty, sessions: Int = 20) -> Double where Bot.Game == SquareColorGame {
        let configuration = try! SquareColorGame.descriptor.configuration(
            rules: "documented", settings: [("difficulty", .string(difficulty.rawValue)), ("games", .integer(1)), ("maxRounds", .integer(25))])
        let result = SquareColorGame.registration.run(RunRequest(
            configuration: configuration, bots: BotAssignment(SquareColorGame.registration.bots.first { $0.id == Self.id(bot) }!.id),
            seed: 11, games: sessions))
        guard let rounds = result[SquareColorMetrics.Key.roundsWon] else { return -1 }
        return rounds.ratio ?? -1
    }

    static func id<Bot>(_ bot: Bot.Type) -> String {
        switch bot {
        case is HumanPlayer<Novice>.Type: "novice"
        case is HumanPlayer<Casual>.Type: "casual"
        case is HumanPlayer<Expert>.Type: "expert"
        case is PerfectPlayer.Type: "perfect"
        default: "random"
        }
    }

    @Test("skill orders the rounds won on every difficulty: perfect > expert > casual > novice > random (20 games each, at most 25 rounds)")
    func skillOrders() {
        for difficulty in Difficulty.allCases {
            let rounds = [
                Self.meanRounds(PerfectPlayer.self, difficulty), Self.meanRounds(HumanPlayer<Expert>.self, difficulty),
                Self.meanRounds(HumanPlayer<Casual>.self, difficulty), Self.meanRounds(HumanPlayer<Novice>.self, difficulty),
                Self.meanRounds(RandomTapper.self, difficulty),
            ]
            #expect(rounds == rounds.sorted(by: >), "\(difficulty): \(rounds)")
            #expect(rounds[0] == 25, "\(difficulty): the perfect player plays to the round limit")
        }
    }

    @Test("the human model taps what it sees closest: with no noise it always finds the target")
    func noiseless() {
        var rng = Xoshiro256StarStar(seed: 3)
        var session = SquareColorSession(settings: SquareColorSettings(difficulty: .hard))
        session.startGame(using: &rng)
        session.wait(25, using: &rng)
        let skill = PerceptionSkill(noise: 0, baseTicks: 5, slowdownTicks: 5)
        for _ in 0..<2 {
            let (choice, ticks) = HumanPlayer<Casual>.decide(SquareColorView(session), skill: skill, using: &rng)
            #expect(ticks >= 1)
            #expect(session.selectSquare(choice) != .wrong)
        }
        #expect(session.correctRounds == 1)
    }
}
