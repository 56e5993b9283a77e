import PlaytestProperties

/// Drives a game with a bot per seat, checking every invariant after the start, every action and every event.
public enum StatefulRunner {
    /// Plays one game to its end (or until a bot stops, the step limit, or `isExhausted` says the streams ran out).
    ///
    /// The engine draws from `streams.chance`; the seat to act draws from its
    /// own stream and sees only its view. `makePlayers` seats the bots once
    /// the game is set up (roles may be dealt then). Each invariant is checked
    /// until it first breaks; the game goes on so that later invariants can
    /// show too, unless `options.target` names the one invariant of interest.
    ///
    /// `monitor`, when given, is a fresh `InvariantMonitor(game:)` built once for many games (a chunk's), so that each
    /// game does not list the invariants again; it is used only when `options.target` is nil (a targeted check
    /// watches its one invariant).
    ///
    /// - Complexity: O(steps x invariants), plus the game's own work.
    @inlinable
    public static func play<Game, Players: SeatPlayers, R: RandomNumberGenerator, Metrics: GameMetrics>(
        _ game: Game,
        makePlayers: (Game.State) -> Players,
        streams: inout GameStreams<R>,
        options: CaseOptions = CaseOptions(),
        metrics: inout Metrics,
        monitor: InvariantMonitor<Game>? = nil,
        isExhausted: (GameStreams<R>) -> Bool = { _ in false }
    ) -> CaseResult where Players.Game == Game, Metrics.Game == Game {
        let stopOnFirst = options.target != nil || options.stopsAtFirstBreak
        var observer = if let monitor, options.target == nil {
            RunObserver(game: game, monitor: monitor, metrics: metrics, stopOnFirst: stopOnFirst)
        } else {
            RunObserver(game: game, monitor: InvariantMonitor(game: game, only: options.target.map { [$0] }), metrics: metrics,
                        stopOnFirst: stopOnFirst)
        }
        let result = play(game, makePlayers: makePlayers, streams: &streams, options: options, observer: &observer, isExhausted: isExhausted)
        metrics = observer.metrics
        return result
    }

    /// Plays one game with an observer set up for it (made for `game`): a fresh monitor and coverage
    /// (`RunObserver.reset()` gives them back between games), and the metrics to record into, kept in the observer.
    /// The runner keeps one observer for a chunk's games, so that the game, the invariants and the metrics are not
    /// copied in and out per game.
    @inlinable
    static func play<Game, Players: SeatPlayers, R: RandomNumberGenerator, Metrics: GameMetrics>(
        _ game: Game,
        makePlayers: (Game.State) -> Players,
        streams: inout GameStreams<R>,
        options: CaseOptions,
        observer: inout RunObserver<Game, Metrics>,
        isExhausted: (GameStreams<R>) -> Bool = { _ in false }
    ) -> CaseResult where Players.Game == Game, Metrics.Game == Game {
        var state = game.makeInitialState(using: &streams.chance)
        var players = makePlayers(state)
        var result = CaseResult()
        observer.check(.start, state: state, game: game)
        var step = 0
        var capped = false
        while !observer.shouldStop, !game.isTerminal(state), !isExhausted(streams) {
            let seat = game.seatToAct(in: state)
            guard let action = players.nextAction(
                seat: seat, labels: game.labels(ofSeat: seat, in: state), in: players.view(of: state, seat: seat, in: game), of: game,
                using: &streams.seats[seat])
            else { break }
            if step == options.maxSteps {
                observer.recordStepLimit(options.maxSteps, step: step)
                capped = true
                break
            }
            step += 1
            observer.monitor.step = step
            observer.monitor.currentAction = action
            if options.recordSteps { result.steps.append(action.description) }
            if Game.carriesStateBeforeEvents {
                // One copy of the state before the action: the action's moment and the first event's both read it.
                observer.actionBefore = state
                game.apply(action, to: &state, using: &streams.chance, observer: &observer)
                observer.previous = nil
                let before = observer.actionBefore.take() ?? state
                observer.check(.action(action, before: before), state: state, game: game)
            } else {
                // No event moment reads the state before it, so the copy stays here, not moved in and out of the observer.
                let before = state
                game.apply(action, to: &state, using: &streams.chance, observer: &observer)
                observer.check(.action(action, before: before), state: state, game: game)
            }
        }
        observer.metrics.finishGame(state, game: game)
        result.stepCount = step
        result.violations = observer.monitor.violations
        result.checks = observer.monitor.checks
        result.coverage = observer.coverage.bits
        result.seatOutcomes = (0..<game.seatCount).map { seat in
            var outcome = game.outcome(ofSeat: seat, in: state)
            // A game may label an outcome itself (roles dealt each round have no one role at the end).
            if outcome.labels == SeatLabels() { outcome.labels = game.labels(ofSeat: seat, in: state) }
            // A game the step limit cut short has no winner, whatever its state says.
            if capped { outcome.won = nil }
            return outcome
        }
        if options.recordSteps { result.finalSummary = game.summary(of: state) }
        return result
    }

    /// Plays one game with a bot of type `Bot` in every seat, without metrics.
    @inlinable
    public static func play<Game, Bot: GameBot, R: RandomNumberGenerator>(
        _ game: Game, bot: Bot.Type, streams: inout GameStreams<R>, options: CaseOptions = CaseOptions(),
        isExhausted: (GameStreams<R>) -> Bool = { _ in false }
    ) -> CaseResult where Bot.Game == Game {
        var metrics = NoMetrics<Game>(game: game)
        return play(game, makePlayers: { _ in UniformPlayers<Bot>(game: game) }, streams: &streams, options: options,
                    metrics: &metrics, isExhausted: isExhausted)
    }

    /// Plays game 0 of a run seeded `seed` with a bot of type `Bot` in every seat: the streams a check would use.
    @inlinable
    public static func play<Game, Bot: GameBot>(
        _ game: Game, bot: Bot.Type, seed: UInt64, options: CaseOptions = CaseOptions()
    ) -> CaseResult where Bot.Game == Game {
        var streams = GameStreams(seed: seed, game: 0, seatCount: game.seatCount)
        return play(game, bot: bot, streams: &streams, options: options)
    }
}

// MARK: - Observer

/// Checks invariants, marks coverage and feeds metrics at every moment of a game.
@usableFromInline
struct RunObserver<Game: PlayableGame, Metrics: GameMetrics>: GameObserver where Metrics.Game == Game {
    @usableFromInline var monitor: InvariantMonitor<Game>
    @usableFromInline var metrics: Metrics
    @usableFromInline var coverage = CoverageSet<Game.Coverage>()
    @usableFromInline let game: Game
    @usableFromInline let stopOnFirst: Bool
    /// The state just before the action being applied: the before-state of its first event and of the action itself.
    @usableFromInline var actionBefore: Game.State?
    /// The state as the last event of the action being applied left it: the before-state of its next event (nil before
    /// its first event). Handed to that event's moment without a copy.
    @usableFromInline var previous: Game.State?

    @inlinable
    init(game: Game, monitor: InvariantMonitor<Game>, metrics: Metrics, stopOnFirst: Bool) {
        self.monitor = monitor
        self.metrics = metrics
        self.game = game
        self.stopOnFirst = stopOnFirst
    }

    @inlinable
    var shouldStop: Bool { stopOnFirst && !monitor.violations.isEmpty }

    /// Ready for the next game: the monitor and coverage of a fresh game, no before-state; the metrics go on.
    @inlinable
    mutating func reset() {
        monitor.reset()
        coverage = CoverageSet()
        actionBefore = nil
        previous = nil
    }

    @inlinable
    mutating func observe(_ event: Game.Event, in state: Game.State) {
        guard Game.carriesStateBeforeEvents else { return check(.event(event, before: state), state: state) }
        let before = previous.take() ?? actionBefore ?? state
        check(.event(event, before: before), state: state)
        previous = state
    }

    @inlinable
    mutating func check(_ moment: Moment<Game>, state: Game.State) {
        check(moment, state: state, game: game)
    }

    /// `check(_:state:)` against `game` (this observer's game), passed in by the runner from its own borrowed
    /// parameter so that no call copies the game out of this mutating value.
    @inlinable
    mutating func check(_ moment: Moment<Game>, state: Game.State, game: Game) {
        metrics.record(moment, state: state, game: game)
        game.coverage(at: moment, in: state, into: &coverage)
        monitor.check(moment, state: state, game: game)
    }

    @inlinable
    mutating func recordStepLimit(_ limit: Int, step: Int) {
        monitor.recordStepLimit(limit, step: step)
    }
}

/// Metrics that record nothing: for a game with no balance figures of its own, and for checks and replays.
///
/// `GameRegistration.make(_:bots:)` registers a game with these metrics when it passes no
/// `metrics:`; its reports then show the runner's own figures (steps, invariants, coverage, seat outcomes) and
/// no game-specific ones.
public struct NoMetrics<Game: PlayableGame>: GameMetrics {
    /// Creates the empty accumulator.
    @inlinable public init(game: Game) {}
    /// Ignores the moment.
    @inlinable public mutating func record(_ moment: Moment<Game>, state: Game.State, game: Game) {}
    /// Ignores the end.
    @inlinable public mutating func finishGame(_ state: Game.State, game: Game) {}
    /// Nothing to merge.
    @inlinable public mutating func merge(_ other: Self) {}
    /// No figures.
    @inlinable public func measurements(game: Game) -> [Measurement] { [] }
}
