import PlaytestStatistics
import PlaytestHarness
import PlaytestProperties

/// Checks by simulation, through the real runner and the report's ``SeriesFigure``, that a series' quantile intervals
/// (docs/series.md) cover the true quantiles at least 95% of the time.
///
/// The simulated game (``RampGame``) has one seat and a length `L` uniform in 1...8; a rate `u` uniform in [0, 1] is
/// drawn at set-up and the seat's score after step `t` is `t·u`. A game that ended before step `k` is carried forward
/// with its final value `L·u`, so the series at step `k` is `min(k, L)·u`, a mixture whose distribution function is
/// `F(x) = (1/8) Σ_L min(1, x / min(k, L))`; its true quantile is found by bisection.
public enum SeriesCalibration {
    /// The games' lengths.
    static let lengths = 1...8
    /// The step checked: past the shortest games (carried forward) and before the longest (still running).
    public static let step = 5

    /// The true quantile at `level` of the series at ``step``.
    public static func truth(level: Double) -> Double {
        let spans = lengths.map { Double(min(step, $0)) }
        func cumulative(_ x: Double) -> Double { spans.reduce(0) { $0 + min(1, x / $1) } / Double(spans.count) }
        var low = 0.0, high = Double(step)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if cumulative(middle) < level { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Plays `replicates` runs of `games` games of ``RampGame`` through the runner with the series `seat0` (run r seeded
    /// from `seed` and r) and counts, for p10, p50 and p90 at ``step``, the runs whose interval covers the truth (an
    /// unbounded end covers on its side).
    /// - Complexity: O(replicates x games x 8) steps.
    public static func coverage(replicates: Int, seed: UInt64, games: Int = 200) -> [(name: String, covered: Int, total: Int)] {
        let truths = SeriesFigure.levels.map(truth(level:))
        var covered = SeriesFigure.levels.map { _ in 0 }
        for replicate in 0..<replicates {
            let runSeed = StreamSeed.derive(seed: seed, game: UInt64(replicate), stream: 0)
            var request = RunRequest(
                configuration: RampGame.descriptor.defaultConfiguration, bots: BotAssignment("next"), seed: runSeed, games: games)
            request.series = ["seat0"]
            let result = RampGame.registration.run(request)
            guard let tally = result.series.first else { continue }
            let figure = SeriesFigure(tally, configurationIndex: 0)
            guard let point = figure.points.first(where: { $0.index == step }) else { continue }
            for (index, interval) in point.quantiles.enumerated() {
                if (interval.lower ?? -.infinity) <= truths[index], truths[index] <= (interval.upper ?? .infinity) { covered[index] += 1 }
            }
        }
        return SeriesFigure.levels.indices.map { (["p10", "p50", "p90"][$0], covered[$0], replicates) }
    }
}

// MARK: - The simulated game

/// One seat whose score climbs by a rate `u` (drawn per game) at each step, for a length drawn per game.
public struct RampGame: PlayableGame {
    /// The rate, the length and the steps so far.
    public struct State: Sendable {
        var rate = 0.0
        var length = 1
        var step = 0
    }

    /// The one move: play on.
    public enum Action: Hashable, Sendable, CustomStringConvertible, CaseIterable {
        /// Take the next step.
        case next
        /// "next".
        public var description: String { "next" }
    }

    /// No events.
    public enum Event: Sendable, CustomStringConvertible {
        /// Never sent: the ramp has no timed events.
        case none
        /// "none".
        public var description: String { "none" }
    }

    /// Its one promise.
    public typealias Invariants = RampInvariant

    /// The simulated game's facts.
    public static let descriptor = GameDescriptor(
        id: "ramp", title: "Ramp (calibration)", document: "docs/series.md", parameters: [], seating: "one seat")

    /// Its configuration (no parameters).
    public let configuration: GameConfiguration

    /// Creates the game.
    public init(configuration: GameConfiguration) { self.configuration = configuration }

    /// Draws the rate and the length.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State {
        var state = State()
        state.rate = rng.drawUnitDouble()
        state.length = rng.draw(in: SeriesCalibration.lengths)
        return state
    }

    /// The score: steps so far times the rate.
    public func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        SeatOutcome(score: Double(state.step) * state.rate)
    }

    /// One step.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == RampGame {
        guard !isTerminal(state) else { return }
        state.step += 1
    }

    /// Over after its length.
    public func isTerminal(_ state: State) -> Bool { state.step >= state.length }

    /// "step 2 of 5".
    public func summary(of state: State) -> String { "step \(state.step) of \(state.length)" }

    /// The game with its one bot.
    public static let registration = GameRegistration.make(RampGame.self, bots: [
        BotEntry(RampBot.self, id: "next", summary: "Plays on", checks: true),
    ])
}

/// The ramp's one promise: it never runs past its length.
public enum RampInvariant: GameInvariant {
    /// The ramp never runs past its length.
    case withinLength

    /// Its facts.
    public var facts: InvariantFacts { InvariantFacts(title: "A game stops at its length", citation: "docs/series.md") }

    /// Nil while the steps are within the length.
    public func check(_ moment: Moment<RampGame>, in state: RampGame.State, of game: RampGame) -> String? {
        state.step <= state.length ? nil : "step \(state.step) past length \(state.length)"
    }
}

/// Plays on.
public struct RampBot: GameBot {
    /// Creates the bot.
    public init(game: RampGame, seat: Int) {}
    /// Always `next`.
    public mutating func nextAction<R: RandomNumberGenerator>(in state: RampGame.State, of game: RampGame, using rng: inout R) -> RampGame.Action? {
        .next
    }
}
