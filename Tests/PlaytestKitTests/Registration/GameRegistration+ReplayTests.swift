import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("GameRegistration replay")
struct GameRegistrationReplayTests {
    /// Parses a hand-written token body `pt3:...` (the step limit 100000 and the check field are added).
    static func token(_ text: String) throws -> ReplayToken {
        try ReplayToken.parse(ReplayToken.seal(text + ":m=100000")).get()
    }

    @Test("A token's parameters are validated into the descriptor's order")
    func configurationOfToken() throws {
        let configuration = try ToyGame.registration.configuration(of: Self.token("pt3:toy:shipped:inc:maxTicks=2,goal=15:c="))
        #expect(configuration.rules == "shipped")
        #expect(configuration.parameterList == "goal=15,maxTicks=2")
        let defaults = try ToyGame.registration.configuration(of: Self.token("pt3:toy:documented:inc::c="))
        #expect(defaults.parameterList == "goal=20,maxTicks=3")
    }

    @Test("Replaying a choices token records the steps and the breach")
    func replayChoices() throws {
        let result = try ToyGame.registration.replay(Self.token("pt3:toy:documented:ticker:goal=12,maxTicks=3:c="))
        #expect(result.steps == Array(repeating: "advance 2", count: 6))
        #expect(result.violation(of: "counterAtMostTen")?.moment == "event `tick 11` during `advance 2`")
        #expect(result.finalSummary == "counter 12, ticks 12")
    }

    @Test("A shrunk token replays up to its first break, the steps and state check printed; a run's token plays on")
    func shrunkTokenStopsAtTheBreak() throws {
        let checker = InvariantChecker(registration: ToyGame.registration, configuration: ToyGame.defaultConfiguration, seed: 1, games: 3)
        let finding = try #require(checker.run().findings.first { $0.invariant.name == "counterAtMostTen" })
        let replayed = try ToyGame.registration.replay(finding.shrunk.token)
        #expect(replayed.steps == finding.shrunk.result.steps)
        #expect(replayed.finalSummary == finding.shrunk.result.finalSummary)
        #expect(replayed.violations == finding.shrunk.result.violations)
        let shrunk = try ToyGame.registration.replay(Self.token("pt3:toy:documented:inc::c="))
        #expect(shrunk.steps.count == 11 && shrunk.finalSummary == "counter 11, ticks 0", "a shrunk token without b= stops at its first break")
        let named = try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:inc::c=:m=100000,b=counterAtMostTen")).get()
        #expect(named.invariant == "counterAtMostTen" && named.description.hasPrefix("pt3:toy:documented:inc::c=:m=100000,b=counterAtMostTen:"))
        #expect(try ToyGame.registration.replay(named).steps.count == 11)
        let unknown = try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:inc::c=:m=100000,b=noSuchThing")).get()
        #expect(throws: ParameterError.self) { try ToyGame.registration.replay(unknown) }
        #expect(throws: ReplayTokenError.self) { try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:inc::c=:m=100000,b=a-b")).get() }
        let whole = try ToyGame.registration.replay(Self.token("pt3:toy:documented:inc::s=1.0"))
        #expect(whole.steps.count == 20 && whole.violation(of: "counterAtMostTen")?.step == 11)
        #expect(whole.finalSummary == "counter 20, ticks 0")
    }

    @Test("Replaying a stream token plays the game the run played")
    func replayStream() throws {
        let token = try Self.token("pt3:toy:documented:random:goal=20,maxTicks=3:s=5.9")
        let replayed = try ToyGame.registration.replay(token)
        var streams = GameStreams(seed: 5, game: 9, seatCount: 1)
        let game = ToyGame(configuration: ToyGame.defaultConfiguration)
        let direct = StatefulRunner.play(game, bot: RandomToyBot.self, streams: &streams, options: CaseOptions(recordSteps: true))
        #expect(replayed.steps == direct.steps)
        #expect(replayed.violations == direct.violations)
    }

    @Test("A pt1 token, from before chance and choices were separate streams, is refused with its format named")
    func retiredFormat() {
        guard case .failure(let error) = ReplayToken.parse("pt1:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666") else {
            Issue.record("a pt1 token parsed")
            return
        }
        #expect(error.retiredFormat == "pt1")
        #expect(error.description.contains("pt1 token"))
        #expect(error.description.contains("Re-run the check"))
    }

    @Test("maxSteps bounds a replay")
    func replayStepLimit() throws {
        let token = try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:inc:goal=100,maxTicks=3:c=:m=100000,b=stepLimit")).get()
        let result = try ToyGame.registration.replay(token, maxSteps: 30)
        #expect(result.violation(of: "stepLimit")?.step == 30)
    }

    @Test("A replay plays under the token's own step limit: the stepLimit failure it was printed for comes back")
    func tokenStepLimit() throws {
        let token = try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:inc:goal=100,maxTicks=3:c=:m=30,b=stepLimit")).get()
        #expect(try ToyGame.registration.replay(token).violation(of: "stepLimit")?.step == 30)
        #expect(try ToyGame.registration.replay(token, maxSteps: 40).violation(of: "stepLimit")?.step == 40)
        #expect(try ToyGame.registration.replay(token, read: { _ in nil }).violation(of: "stepLimit")?.step == 30)
    }

    @Test("An unknown bot, parameter or rule set, or a value out of range, is a ParameterError saying what is allowed")
    func errors() throws {
        let cases: [(String, String, String)] = [
            ("pt3:toy:documented:nobody:goal=20:c=", "bot", "inc, random, ticker"),
            ("pt3:toy:documented:inc:speed=2:c=", "speed=2", "goal, maxTicks"),
            ("pt3:toy:documented:inc:goal:c=", "goal", "goal, maxTicks"),
            ("pt3:toy:documented:inc:goal=500:c=", "goal", "a whole number from 1 to 100"),
            ("pt3:toy:documented:inc:goal=ten:c=", "goal", "a whole number from 1 to 100"),
            ("pt3:toy:house:inc:goal=20:c=", "rules", "documented, shipped"),
        ]
        for (text, parameter, allowed) in cases {
            let token = try Self.token(text)
            do {
                _ = try ToyGame.registration.replay(token)
                Issue.record("\(text) replayed without an error")
            } catch {
                #expect(error.parameter == parameter, "\(text): \(error)")
                #expect(error.allowed == allowed, "\(text): \(error)")
            }
        }
    }
}
