import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceMetrics")
struct DiceMetricsTests {
    static let games = 80 // two chunks of RunRequest.chunkSize, so two jobs really split the work
    static let turns = 3

    static func run(jobs: Int) throws -> ConfigurationResult {
        let configuration = try DiceRollGame.descriptor.configuration(rules: "documented", settings: [("turns", .integer(turns))])
        return DiceRollGame.registration.run(RunRequest(
            configuration: configuration, bots: BotAssignment("lockMostCommon"), seed: 3, games: games, jobs: jobs))
    }

    static func measurement<Figure>(_ key: MeasurementKey<Figure>, in result: ConfigurationResult) throws -> Measurement.Value {
        try #require(result.measurement(key), "no \(key.name) measurement").value
    }

    @Test("LockMostCommonBot games: rolls per turn, settle time and faces")
    func figures() throws {
        let result = try Self.run(jobs: 1)
        #expect(result.games == Self.games && result.allHeld)
        #expect(result.measurements.map(\.name) == ["rollsPerTurn", "rollsPerTurnDistribution", "settleTime", "settleTimeDistribution", "settleTimeRatio",
                                                   "faces", "faceShare1", "faceShare2", "faceShare3", "faceShare4", "faceShare5", "faceShare6",
                                                   "faceUniformity", "quality.completion", "quality.timeouts"])

        // Rolls per turn: a ratio over games, every game's three turns its sub-units.
        let rollsPerTurn = try #require(result[DiceMetrics.Key.rollsPerTurn])
        #expect(rollsPerTurn.clusters == Self.games && rollsPerTurn.subunits == Self.games * Self.turns, "n = games, turns in their own column")
        guard case .histogram(let rolls) = try Self.measurement(DiceMetrics.Key.rollsPerTurnDistribution, in: result) else {
            Issue.record("rollsPerTurnDistribution is not a histogram")
            return
        }
        #expect(rolls.totalCount == Self.games * Self.turns, "one entry per turn")
        #expect((rolls.minimum ?? 0) >= 1, "every turn needs a roll unless the first roll matched")
        #expect(abs((rollsPerTurn.ratio ?? 0) - rolls.statistics.mean) < 1e-9, "the ratio over games is the mean over turns")
        let rollsInterval = try #require(result.measurement(DiceMetrics.Key.rollsPerTurn)?.meanInterval)
        #expect(rollsInterval.lower < rolls.statistics.mean && rolls.statistics.mean < rollsInterval.upper)

        // The distributions of sub-game units are descriptive: no interval, no estimate to compare.
        for name in ["rollsPerTurnDistribution", "settleTimeDistribution", "faces"] {
            let detail = try #require(result.figure(name))
            #expect(detail.isDetail && detail.observation == .subunit && detail.meanInterval == nil && detail.estimate == nil, "\(name)")
        }

        let settleTime = try #require(result[DiceMetrics.Key.settleTime])
        guard case .histogram(let settleMilliseconds) = try Self.measurement(DiceMetrics.Key.settleTimeDistribution, in: result) else {
            Issue.record("settleTimeDistribution is not a histogram of milliseconds")
            return
        }
        let settle = settleMilliseconds.statistics
        #expect(settle.count > 0 && settleTime.clusters == Self.games && settleTime.subunits == settle.count, "n = games, rolls in their own column")
        let mean = try #require(settleTime.ratio)
        #expect(abs(mean - settle.mean) <= 0.5, "the exact mean \(mean) ms and the rounded one \(settle.mean) ms")
        #expect(mean >= 500 && mean <= 1_250, "mean \(mean) ms")
        #expect((settle.minimum ?? 0) >= 500 && (settle.maximum ?? 2_000) <= 1_250, "range \(String(describing: settle.minimum))...\(String(describing: settle.maximum))")
        let median = try #require(settleMilliseconds.quantile(0.5))
        let p90 = try #require(settleMilliseconds.quantile(0.9))
        #expect(500 <= median && median <= p90 && p90 <= 1_250, "median \(median) ms, p90 \(p90) ms")
        #expect(abs(mean - (try #require(result.measurement(DiceMetrics.Key.settleTime)?.expected))) < 100)
        #expect(settleTime.standardError > 0)

        guard case .scalar(let ratio) = try Self.measurement(DiceMetrics.Key.settleTimeRatio, in: result) else {
            Issue.record("settleTimeRatio is not a scalar")
            return
        }
        // Hundreds of rolls, each with a settle-time spread of about 0.1 s: the ratio's error is well under 3 %.
        #expect(abs(ratio - 1) <= 0.03, "settle time / expected maximum = \(ratio)")

        guard case .histogram(let faces) = try Self.measurement(DiceMetrics.Key.faces, in: result) else {
            Issue.record("faces is not a histogram")
            return
        }
        #expect(faces.totalCount > 0 && faces.bins.allSatisfy { (1...6).contains($0.value) }, "faces \(faces.bins)")
        #expect(faces.totalCount == (1...6).reduce(0) { $0 + faces.count(of: $1) })
        // Each face's share: dice showing it over dice settled, per game, a share ratio over games.
        for face in 1...6 {
            let share = try #require(result[DiceMetrics.Key.faceShare(face)])
            #expect(share.clusters == Self.games && share.subunits == faces.totalCount, "face \(face)")
            #expect(abs((share.ratio ?? 0) - Double(faces.count(of: face)) / Double(faces.totalCount)) < 1e-12, "face \(face)")
            let interval = try #require(DiceReport.faceInterval(share))
            #expect(interval.lower < 1.0 / 6 && 1.0 / 6 < interval.upper, "face \(face): \(interval)")
        }

        guard case .chiSquare(let uniformity) = try Self.measurement(DiceMetrics.Key.faceUniformity, in: result) else {
            Issue.record("faceUniformity is not a chi-square test")
            return
        }
        #expect(uniformity.degreesOfFreedom == 5 && !uniformity.rejectsNull(at: 0.001), "p = \(uniformity.pValue)")
    }

    @Test("the measurements are identical with 1 and 2 jobs")
    func jobsDoNotMatter() throws {
        let one = try Self.run(jobs: 1)
        let two = try Self.run(jobs: 2)
        #expect(one.steps == two.steps && one.checks == two.checks)
        #expect(one.measurements.map(\.name) == two.measurements.map(\.name))
        for (a, b) in zip(one.measurements, two.measurements) {
            #expect(Self.same(a.value, b.value), "\(a.name)")
            #expect(a.expected == b.expected, "\(a.name)")
        }
    }

    static func same(_ a: Measurement.Value, _ b: Measurement.Value) -> Bool {
        switch (a, b) {
        case (.summary(let x), .summary(let y)): x == y
        case (.histogram(let x), .histogram(let y)): x == y
        case (.rate(let x, let n), .rate(let y, let m)): x == y && n == m
        case (.scalar(let x), .scalar(let y)): x == y
        case (.chiSquare(let x), .chiSquare(let y)): x == y
        case (.ratio(let x), .ratio(let y)): x == y
        default: false
        }
    }

    @Test("a Roll with every die locked is not counted as a roll with a settle time")
    func allLockedRoll() {
        let game = DiceRollGame(count: 2, turns: 1)
        var rng = Xoshiro256StarStar(seed: 1)
        var session = game.makeInitialState(using: &rng)
        var metrics = DiceMetrics(game: game)
        game.apply(.toggleLock(0), to: &session, using: &rng)
        game.apply(.toggleLock(1), to: &session, using: &rng)
        let before = session
        game.apply(.roll, to: &session, using: &rng)
        metrics.record(.action(.roll, before: before), state: session, game: game)
        var ignore = IgnoreEvents()
        session.advance(by: 1_250_000, using: &rng, observer: &ignore)
        metrics.record(.action(.advance(microseconds: 1_250_000), before: before), state: session, game: game)
        #expect(session.group.rollsThisTurn == 1, "the roll was accepted")
        #expect(metrics.settleMilliseconds.totalCount == 0 && metrics.faces.totalCount == 0)
        metrics.finishGame(session, game: game)
        #expect(metrics.settleTime.clusters == 1 && metrics.settleTime.subunits == 0 && metrics.faceShares[0].subunits == 0)
    }

    @Test("a game's turns, rolls and dice make one cluster of each ratio, and the next game starts afresh")
    func oneClusterPerGame() throws {
        let configuration = try DiceRollGame.descriptor.configuration(rules: "documented", settings: [("turns", .integer(Self.turns))])
        let one = DiceRollGame.registration.run(RunRequest(configuration: configuration, bots: BotAssignment("lockMostCommon"), seed: 5, games: 1, jobs: 1))
        let two = DiceRollGame.registration.run(RunRequest(configuration: configuration, bots: BotAssignment("lockMostCommon"), seed: 5, games: 2, jobs: 1))
        let first = try #require(one[DiceMetrics.Key.rollsPerTurn])
        let both = try #require(two[DiceMetrics.Key.rollsPerTurn])
        #expect(first.clusters == 1 && first.subunits == Self.turns)
        #expect(both.clusters == 2 && both.subunits == 2 * Self.turns)
        #expect(first.interval95 == nil, "one game has no interval")
    }
}
