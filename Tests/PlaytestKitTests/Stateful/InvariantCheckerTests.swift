import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("InvariantChecker")
struct InvariantCheckerTests {
    static func checker(games: Int = 64, seed: UInt64 = 1, jobs: Int = 1) -> InvariantChecker {
        InvariantChecker(
            registration: ToyGame.registration, configuration: ToyGame.defaultConfiguration, seed: seed,
            games: games, jobs: jobs, maxSteps: 1_000, shrinkBudget: 20_000)
    }

    /// The default check (64 games per bot, seed 1), run once for the tests that only read it.
    static let report = checker().run()

    @Test("Finds the broken invariant with both checking bots and counts the games")
    func findsViolation() throws {
        let report = Self.report
        #expect(!report.allHeld)
        #expect(report.game == "toy")
        #expect(report.seed == 1)
        #expect(report.gamesPlayed == 128, "64 games for each of the two checking bots; ticker does not check")
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.invariant.name == "counterAtMostTen")
        #expect(finding.gamesPerBot == 64)
        #expect(finding.gamesPlayed == 128)
        #expect(finding.brokenGames.map(\.bot) == ["inc", "random"])
        #expect(finding.brokenGames.first?.games == 64, "inc breaks it in every game")
        let randomBroken = finding.brokenGames.last?.games ?? 0
        #expect(randomBroken > 0 && randomBroken < 64, "seed 1: random broke it in \(randomBroken) of 64 games")
        #expect(finding.totalBrokenGames == 64 + randomBroken)
    }

    @Test("Shrinks to the minimal number of steps: four advances (2 + 3 + 3 + 3 ticks) by the random bot")
    func shrinksToMinimalSteps() throws {
        let finding = try #require(Self.report.findings.first)
        // inc always needs 11 steps; random can pass 10 in four advances of at most 3 ticks.
        #expect(finding.bot == "random")
        let shrunk = finding.shrunk
        #expect(shrunk.result.steps.count == 4, "\(shrunk.result.steps)")
        #expect(shrunk.result.steps == ["advance 2", "advance 3", "advance 3", "advance 3"])
        let violation = try #require(shrunk.result.violation(of: "counterAtMostTen"))
        #expect(violation.step == 4)
        #expect(violation.moment == "event `tick 11` during `advance 3`")
        // Converged (the budget was not the limit): the choices are lexicographically least.
        #expect(shrunk.shrinkReplays > 0 && shrunk.shrinkReplays < 20_000, "\(shrunk.shrinkReplays) replays")
        guard case .choices(let streams) = shrunk.token.source, streams.count == 2 else {
            Issue.record("a shrunk token should carry its chance and its seat's choices: \(shrunk.token)")
            return
        }
        #expect(streams[0].isEmpty, "the toy game draws no chance")
        #expect(streams[1].count == 8, "a continue word and a ticks word per step: \(streams[1])")
        #expect(shrunk.replayCommand(program: "playtest") == "playtest replay \(shrunk.token)")
    }

    @Test("The shrunk token replays, through the registration, to the same violation")
    func shrunkTokenReplays() throws {
        let finding = try #require(Self.report.findings.first)
        let token = try ReplayToken.parse(finding.shrunk.token.description).get()
        #expect(token == finding.shrunk.token)
        let replayed = try ToyGame.registration.replay(token)
        #expect(replayed.violation(of: "counterAtMostTen") == finding.shrunk.result.violation(of: "counterAtMostTen"))
        // The token names its invariant: the replay stops where check's did, with the same steps and state.
        #expect(token.invariant == "counterAtMostTen" && token.description.contains(",b=counterAtMostTen:"))
        #expect(replayed.steps == finding.shrunk.result.steps)
        #expect(replayed.finalSummary == finding.shrunk.result.finalSummary)
        #expect(replayed.violations.map(\.invariant) == ["counterAtMostTen"])
    }

    @Test("The first failing game replays from its stream token to the original violation")
    func originalReplays() throws {
        let finding = try #require(Self.report.findings.first)
        let token = ReplayToken(
            game: "toy", rules: "documented", bots: BotAssignment(finding.bot), parameters: "goal=20,maxTicks=3",
            source: .stream(seed: 1, game: UInt64(finding.firstGame)), maxSteps: 1_000)
        let replayed = try ToyGame.registration.replay(token)
        #expect(replayed.violation(of: "counterAtMostTen") == finding.original)
    }

    @Test("A bot that draws nothing shrinks to no choices and its own 11 steps")
    func shrinkDeterministicBot() {
        let shrunk = Self.checker().shrink(invariant: "counterAtMostTen", bot: "inc", game: 5)
        #expect(shrunk.token.body == "pt3:toy:documented:inc:goal=20,maxTicks=3:c=:m=1000,b=counterAtMostTen")
        #expect(shrunk.result.steps.count == 11)
        #expect(shrunk.result.violations.map(\.invariant) == ["counterAtMostTen"])
    }

    @Test("The report is the same for 1 and 2 jobs")
    func jobsDoNotMatter() throws {
        let one = Self.report
        let two = Self.checker(jobs: 2).run()
        #expect(one.checks == two.checks)
        #expect(one.findings.map(\.shrunk.token) == two.findings.map(\.shrunk.token))
        #expect(one.findings.map(\.firstGame) == two.findings.map(\.firstGame))
    }

    @Test("Progress reaches the total number of games")
    func progress() {
        let box = Locked<[(finished: Int, total: Int)]>([])
        _ = Self.checker(games: 70).run { finished, total in box.withLock { $0.append((finished, total)) } }
        let calls = box.current
        #expect(calls.last?.finished == 140)
        #expect(calls.allSatisfy { $0.total == 140 && $0.finished <= 140 })
        #expect(calls.map(\.finished) == [64, 70, 134, 140])
    }

    @Test("A failing regression is replayed and reported; one for another configuration is skipped")
    func regressions() throws {
        let failing = try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:inc:goal=20,maxTicks=3:c=:m=1000")).get()
        let passing = try ReplayToken.parse(ReplayToken.seal("pt3:toy:documented:random:goal=20,maxTicks=3:c=:m=1000")).get()
        let otherConfiguration = try ReplayToken.parse(ReplayToken.seal("pt3:toy:shipped:inc:goal=20,maxTicks=3:c=:m=1000")).get()
        let report = Self.checker(games: 1).run(regressions: [failing, passing, otherConfiguration])
        #expect(report.regressions.map(\.token) == [failing])
        #expect(report.regressions.first?.result.steps.count == 20)
    }
}
