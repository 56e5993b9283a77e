import Hog
import PlaytestKit
import PlaytestTesting
import Testing

/// Hog against Playtest's conformance suite, its own invariants, the planted bug, and a property of the engine.
@Suite struct HogGameTests {
    @Test func conformsToThePlaytestContract() {
        expectGameConformance(HogGame.registration)
    }

    @Test func documentedRulesHoldForEveryCheckingBot() {
        let report = expectInvariantsHold(HogGame.registration, games: 200, coverage: [("snakeEyesOnBank", 0.1)])
        #expect(report?.allHeld == true)
        #expect((report?.gamesPlayed ?? 0) == 400, "200 games for each of the two checking bots")
    }

    @Test func invariantsHoldAtEveryTableSize() {
        for players in 1...4 {
            expectInvariantsHold(HogGame.registration, parameters: [("players", .integer(players)), ("target", .integer(30))], games: 50)
        }
    }

    /// The shipped build leaves the bank alone on snake eyes: the check finds it, shrinks it, and its token replays it.
    @Test func shippedSnakeEyesBugIsFoundAndShrunk() throws {
        let configuration = try HogGame.descriptor.configuration(rules: "shipped", settings: [])
        let report = InvariantChecker(registration: HogGame.registration, configuration: configuration, seed: 7, games: 100).run()
        let finding = try #require(report.findings.first { $0.invariant.name == "snakeEyesEmptiesBank" })
        #expect(report.findings.allSatisfy { $0.invariant.name == "snakeEyesEmptiesBank" }, "only the planted bug breaks")
        #expect(finding.shrunk.result.steps.count <= 6, "a bank, then snake eyes: \(finding.shrunk.result.steps)")
        #expect(finding.shrunk.result.steps.contains("hold"), "a bank needs a hold first")
        let replayed = try HogGame.registration.replay(finding.shrunk.token)
        #expect(replayed.violations.contains { $0.invariant == "snakeEyesEmptiesBank" })
    }

    /// Any moves on any dice keep the banks whole and a roll's points within what two dice can show.
    @Test func anyMovesKeepBanksWhole() async throws {
        let moves = zip(Gen.int(in: 0...1_000_000), Gen.bool.array(length: 0...200))
        try await checkProperty(moves) { seed, rolls in
            let game = HogGame(configuration: HogGame.descriptor.defaultConfiguration)
            var rng = Xoshiro256StarStar(seed: UInt64(seed))
            var state = game.makeInitialState(using: &rng)
            for roll in rolls where !game.isTerminal(state) {
                let before = state
                game.apply(roll ? .roll : .hold, to: &state, using: &rng)
                #expect(state.banks.allSatisfy { $0 >= 0 })
                #expect(state.turnTotal == 0 || state.turnTotal - before.turnTotal >= 4 && state.turnTotal - before.turnTotal <= 12)
                for invariant in HogInvariant.allCases {
                    #expect(invariant.check(.action(roll ? .roll : .hold, before: before), in: state, of: game) == nil, "\(invariant)")
                }
            }
        }
    }
}
