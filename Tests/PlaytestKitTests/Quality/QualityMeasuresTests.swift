import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestStatistics

/// The quality measures (docs/quality.md) on the scripted duel, each computed by hand.
///
/// The duel's scores after the set-up and each of its 8 steps (A, B):
/// (0,0) (1,0) (1,2) (2,2) (3,2) (3,4) (5,4) (6,4) (6,5); A wins 6-5. Choices before the steps: 2 1 3 2 1 2 1 2.
///
/// - leaders (the top seats, none when every seat is level): -, A, B, -, A, B, A, A, A. A change is a step whose
///   leaders differ from the last leaders before it: steps 2 (A to B), 4 (B, through the tie at 3, to A), 5 (A to B),
///   6 (B to A): 4 changes in 8 steps, **leadChange 0.5**.
/// - ranking (A against B): = > < = > < > > >. The same after steps 7 and 8 only: 2 of 8 compared steps,
///   **stability 0.25**.
/// - A, the winner, trails after steps 2 and 5: **drama 2/8 = 0.25**.
/// - A leads after steps 6, 7 and 8 and not after step 5: ahead for good from step 6, **decisiveness 6/8 = 0.75**.
/// - more than one choice before steps 1, 3, 4, 6 and 8: **decisionMoves 5/8 = 0.625**; choices 14 in 8 steps,
///   **branching 1.75**.
/// - it ends by its rules: **completion 1**, **timeouts 0**; A won: **draws 0**; 8 steps in [5, 10]: **duration 1**.
@Suite("Quality measures")
struct QualityMeasuresTests {
    static func run(games: Int, maxSteps: Int = 100, idealSteps: ClosedRange<Int>? = 5...10, jobs: Int = 1) -> ConfigurationResult {
        var request = RunRequest(
            configuration: DuelGame.descriptor.defaultConfiguration, bots: BotAssignment("first"), seed: 1, games: games, jobs: jobs,
            maxSteps: maxSteps)
        request.idealSteps = idealSteps
        return DuelGame.registration.run(request)
    }

    /// The measurement `quality.name` of `result`.
    static func figure(_ name: String, in result: ConfigurationResult) -> Measurement.Value? {
        result.measurements.first { $0.name == "quality." + name }?.value
    }

    static func ratio(_ name: String, in result: ConfigurationResult) -> Double? {
        guard case .ratio(let ratio)? = figure(name, in: result) else { return nil }
        return ratio.ratio
    }

    static func rate(_ name: String, in result: ConfigurationResult) -> [Int]? {
        guard case .rate(let successes, let trials)? = figure(name, in: result) else { return nil }
        return [successes, trials]
    }

    @Test("Every measure equals its hand-computed value on the scripted duel")
    func goldenValues() {
        let result = Self.run(games: 3)
        #expect(Self.ratio("leadChange", in: result) == 0.5)
        #expect(Self.ratio("stability", in: result) == 0.25)
        #expect(Self.ratio("drama", in: result) == 0.25)
        #expect(Self.ratio("decisiveness", in: result) == 0.75)
        #expect(Self.ratio("decisionMoves", in: result) == 0.625)
        #expect(Self.ratio("branching", in: result) == 1.75)
        #expect(Self.rate("completion", in: result) == [3, 3])
        #expect(Self.rate("timeouts", in: result) == [0, 3])
        #expect(Self.rate("draws", in: result) == [0, 3])
        #expect(Self.rate("duration", in: result) == [3, 3])
    }

    /// Capped at 5 steps: leaders -, A, B, -, A, B give changes at steps 2, 4 and 5, **leadChange 3/5**; the ranking
    /// never stays (0 of 5); no game ended, so there is no winner: no drama or decisiveness, no draw counted.
    @Test("A game the step cap ends is a timeout, with lead changes and no winner")
    func cappedGame() {
        let result = Self.run(games: 2, maxSteps: 5, idealSteps: 6...10)
        #expect(Self.rate("completion", in: result) == [0, 2])
        #expect(Self.rate("timeouts", in: result) == [2, 2])
        #expect(Self.rate("draws", in: result) == [0, 0])
        #expect(Self.ratio("leadChange", in: result) == 0.6)
        #expect(Self.ratio("stability", in: result) == 0)
        guard case .ratio(let drama)? = Self.figure("drama", in: result) else { Issue.record("no drama figure"); return }
        #expect(drama.clusters == 0)
        #expect(Self.rate("duration", in: result) == [0, 2])
    }

    @Test("The measures are each a game-level figure: a ratio over games (clustered) or a rate of games")
    func kindsAndNames() {
        let result = Self.run(games: 2, idealSteps: nil)
        let names = result.measurements.map(\.name).filter { $0.hasPrefix("quality.") }
        #expect(names == [
            "quality.completion", "quality.timeouts", "quality.draws", "quality.leadChange", "quality.drama", "quality.decisiveness",
            "quality.stability", "quality.decisionMoves", "quality.branching",
        ])
        #expect(result.measurements.filter { $0.name.hasPrefix("quality.") }.allSatisfy { $0.observation == .game })
        guard case .ratio(let lead)? = Self.figure("leadChange", in: result) else { Issue.record("no lead change"); return }
        #expect(lead.clusters == 2)
        #expect(lead.subunits == 16)
    }

    @Test("A game of one seat has no standings measures, and one that lists no choices no choice measures")
    func notApplicable() {
        let names = ToyGame.registration.measurementNames(in: ToyGame.defaultConfiguration).filter { $0.hasPrefix("quality.") }
        #expect(names == ["quality.completion", "quality.timeouts"])
    }

    @Test("Jobs and chunking do not change the tally", arguments: [1, 2])
    func jobsDoNotMatter(jobs: Int) {
        let one = Self.run(games: 130, jobs: 1)
        let other = Self.run(games: 130, jobs: jobs)
        for name in ["leadChange", "drama", "decisiveness", "stability", "decisionMoves", "branching"] {
            guard case .ratio(let a)? = Self.figure(name, in: one), case .ratio(let b)? = Self.figure(name, in: other) else {
                Issue.record("no \(name)"); continue
            }
            #expect(a == b, "\(name)")
            #expect(a.clusters == 130)
        }
    }

    @Test("Turning tracking off leaves no quality measure")
    func optOut() {
        var request = RunRequest(configuration: DuelGame.descriptor.defaultConfiguration, bots: BotAssignment("first"), seed: 1, games: 2)
        request.tracksQuality = false
        let result = DuelGame.registration.run(request)
        #expect(!result.measurements.contains { $0.name.hasPrefix("quality.") })
    }

    @Test("A tally archives and reads back exactly")
    func archive() throws {
        let result = Self.run(games: 5)
        var tracker = QualityTracker(seatCount: 2, maxSteps: 100, idealSteps: 5...10)
        let game = DuelGame(configuration: DuelGame.descriptor.defaultConfiguration)
        var source = ZeroSource()
        var state = game.makeInitialState(using: &source)
        tracker.start(state, game: game)
        while !game.isTerminal(state) {
            game.apply(.pick(0), to: &state, using: &source)
            tracker.step(after: state, game: game)
        }
        tracker.finish(state, game: game)
        #expect(tracker.tally.leadChange.ratio == Self.ratio("leadChange", in: result))
        let text = MetricsArchive.encode(tracker.tally) ?? ""
        let back = try MetricsArchive.decode(QualityTally.self, from: text)
        #expect(back == tracker.tally)
        #expect(back.idealSteps == 5...10)
    }
}

/// A generator that always returns 0, for a game that draws nothing.
struct ZeroSource: RandomNumberGenerator {
    mutating func next() -> UInt64 { 0 }
}
