import PlaytestKit
import PlaytestTesting
import Testing
@testable import DiceGame

@Suite("DiceRollGame.registration")
struct DiceRegistrationTests {
    @Test("conformance: facts, invariants, bots, termination, determinism, replay")
    func conformance() {
        expectGameConformance(DiceRollGame.registration, games: 10)
    }

    // MARK: - Shipped findings (RULES.md, Dice roll animation, "Shipped differs")

    static let seed: UInt64 = 7
    static let games = 30

    /// The default parameters under `rules`.
    static func configuration(_ rules: String) -> GameConfiguration {
        let defaults = DiceRollGame.descriptor.defaultConfiguration
        return GameConfiguration(rules: rules, parameters: defaults.parameters.map { ($0.name, $0.value) })
    }

    /// One check of each rule set, shared by the tests below (run once, on first use).
    static let shippedReport = InvariantChecker(
        registration: DiceRollGame.registration, configuration: configuration("shipped"), seed: seed, games: games).run()
    static let documentedReport = InvariantChecker(
        registration: DiceRollGame.registration, configuration: configuration("documented"), seed: seed, games: games).run()

    static func finding(_ name: String) -> CheckFinding? {
        shippedReport.findings.first { $0.invariant.name == name }
    }

    @Test("the configurations tested are the descriptor's, with count=6 and turns=5")
    func configurations() throws {
        for rules in ["documented", "shipped"] {
            let validated = try DiceRollGame.descriptor.configuration(rules: rules, settings: [])
            #expect(validated == Self.configuration(rules), "\(rules)")
            #expect(validated.description == "\(rules) count=6,turns=5")
        }
    }

    @Test("shipped: property4 is found and shrinks to a single Roll tap")
    func shippedProperty4() throws {
        let finding = try #require(Self.finding("property4"), "the shipped buttons are disabled in the start delay")
        let steps = finding.shrunk.result.steps
        #expect(steps.count <= 5, "shrunk to \(steps)")
        #expect(steps == ["roll"], "shrunk to \(steps)")
        let violation = try #require(finding.shrunk.result.violation(of: "property4"))
        #expect(violation.message == "Roll and End Turn are disabled but no die animates", "\(violation.message)")
        #expect(violation.step == 1 && violation.moment == "`roll`")
        #expect(finding.totalBrokenGames > 0 && finding.gamesPlayed == 3 * Self.games)
    }

    @Test("shipped: property5 (no lock guard) and settledValueIsDecided (final value drawn at the end) are found")
    func shippedLockAndValue() throws {
        let lock = try #require(Self.finding("property5"))
        #expect(lock.shrunk.result.violation(of: "property5")?.message.contains("toggleLock() changed its lock") == true)
        #expect(lock.shrunk.result.steps.contains { $0.hasPrefix("toggleLock(") }, "\(lock.shrunk.result.steps)")
        let value = try #require(Self.finding("settledValueIsDecided"))
        #expect(value.shrunk.result.violation(of: "settledValueIsDecided")?.message.contains("but roll() decided") == true)
        #expect(value.shrunk.result.steps.contains("roll"), "\(value.shrunk.result.steps)")
    }

    @Test("shipped: exactly the three documented departures are found")
    func shippedFindings() {
        let names = Self.shippedReport.findings.map(\.invariant.name)
        #expect(names == ["property4", "property5", "settledValueIsDecided"], "found \(names)")
        #expect(Self.shippedReport.gamesPlayed == 3 * Self.games && Self.shippedReport.regressions.isEmpty)
    }

    @Test("shipped: every shrunk token parses back and replays to the same breach")
    func shrunkTokensReplay() throws {
        #expect(!Self.shippedReport.findings.isEmpty)
        for finding in Self.shippedReport.findings {
            let name = finding.invariant.name
            let text = finding.shrunk.token.description
            #expect(finding.shrunk.replayCommand(program: "playtest") == "playtest replay \(text)", "\(name)")
            #expect(text.hasPrefix("pt3:dice:shipped:\(finding.bot):count=1,turns=1:c="), "\(name): parameters shrink to their minimum: \(text)")
            #expect(finding.shrunk.checkedConfiguration.parameterList == "count=6,turns=5", "\(name)")
            let token = try ReplayToken.parse(text).get()
            #expect(token == finding.shrunk.token, "\(name): \(text)")
            let replay = try DiceRollGame.registration.replay(token)
            let violation = try #require(replay.violation(of: name), "\(name): the replay of \(text) holds")
            #expect(violation.message == finding.shrunk.result.violation(of: name)?.message, "\(name)")
            #expect(replay.steps.starts(with: finding.shrunk.result.steps), "\(name): \(replay.steps)")
        }
    }

    @Test("documented: the same check finds nothing")
    func documentedClean() {
        let report = Self.documentedReport
        #expect(report.allHeld, "\(report.findings.map { CheckReportText.finding($0, program: "playtest") })")
        #expect(report.gamesPlayed == 3 * Self.games && report.checks > 0)
    }

    @Test("arms that differ only in the bot see the same chance: the opening roll of every game")
    func commonRandomNumbers() {
        struct Openings: GameMetrics {
            var rolls: [[Int]] = []
            init(game: DiceRollGame) {}
            mutating func record(_ moment: Moment<DiceRollGame>, state: DiceSession, game: DiceRollGame) {
                if case .start = moment { rolls.append(state.group.dice.map(\.value)) }
            }
            mutating func finishGame(_ state: DiceSession, game: DiceRollGame) {}
            mutating func merge(_ other: Openings) { rolls += other.rolls }
            func measurements(game: DiceRollGame) -> [Measurement] { [] }
        }
        let game = DiceRollGame(configuration: DiceRollGame.descriptor.defaultConfiguration)
        func openings<Bot: GameBot>(_ bot: Bot.Type, seed: UInt64) -> [[Int]] where Bot.Game == DiceRollGame {
            var metrics = Openings(game: game)
            for index in 0..<50 {
                var streams = GameStreams(seed: seed, game: UInt64(index), seatCount: 1)
                _ = StatefulRunner.play(game, makePlayers: { _ in UniformPlayers<Bot>(game: game) }, streams: &streams, metrics: &metrics)
            }
            return metrics.rolls
        }
        let purposeful = openings(LockMostCommonBot.self, seed: 7)
        #expect(purposeful.count == 50)
        #expect(openings(DiceFuzzer.self, seed: 7) == purposeful)
        #expect(openings(DiceUniformFuzzer.self, seed: 7) == purposeful)
        #expect(openings(DiceFuzzer.self, seed: 8) != purposeful, "another seed deals other rolls")
    }

    @Test("a failure found at a large count shrinks the count to the smallest that still fails, and replays")
    func parameterShrinking() throws {
        let configuration = try DiceRollGame.descriptor.configuration(rules: "shipped", settings: [("count", .integer(300))])
        let report = InvariantChecker(registration: DiceRollGame.registration, configuration: configuration, seed: 7, games: 6).run()
        let finding = try #require(report.findings.first { $0.invariant.name == "property4" })
        let count = finding.shrunk.configuration.integer("count")
        #expect(count < 300 && finding.shrunk.configuration.integer("turns") == 1, "\(finding.shrunk.configuration)")
        #expect(CheckReportText.finding(finding, program: "playtest").contains("smallest failing parameters: count=\(count) (from 300),turns=1 (from 5)"))
        let replay = try DiceRollGame.registration.replay(finding.shrunk.token)
        #expect(replay.violation(of: "property4") != nil)
        // One die fewer, on the same choices, no longer fails: the count is the smallest.
        if count > 1 {
            var fewer = finding.shrunk.token
            fewer.parameters = "count=\(count - 1),turns=1"
            #expect(try DiceRollGame.registration.replay(fewer).violation(of: "property4") == nil)
        }
    }
}
