/// Drives a game with a bot, checking every invariant after the start, every action and every event.
public enum StatefulRunner {
    /// Plays one game to its end (or until the bot stops, the step limit, or `isExhausted` says the generator ran out).
    ///
    /// Each invariant is checked until it first breaks; the game goes on so
    /// that later invariants can show too, unless `options.target` names the
    /// one invariant of interest.
    ///
    /// - Complexity: O(steps x invariants), plus the game's own work.
    @inlinable
    public static func play<Game, Bot: GameBot, R: RandomNumberGenerator, Metrics: GameMetrics>(
        _ game: Game,
        bot: inout Bot,
        using rng: inout R,
        options: CaseOptions = CaseOptions(),
        metrics: inout Metrics,
        isExhausted: (R) -> Bool = { _ in false }
    ) -> CaseResult where Bot.Game == Game, Metrics.Game == Game {
        var observer = RunObserver(game: game, only: options.target.map { [$0] }, metrics: metrics, stopOnFirst: options.target != nil)
        var state = game.makeInitialState(using: &rng)
        var result = CaseResult()
        observer.check(.start, state: state)
        var step = 0
        while !observer.shouldStop, !game.isTerminal(state), !isExhausted(rng) {
            guard let action = bot.nextAction(in: state, of: game, using: &rng) else { break }
            if step == options.maxSteps {
                observer.recordStepLimit(options.maxSteps, step: step)
                break
            }
            step += 1
            observer.monitor.step = step
            observer.monitor.currentAction = action.description
            if options.recordSteps { result.steps.append(action.description) }
            let before = state
            game.apply(action, to: &state, using: &rng, observer: &observer)
            observer.check(.action(action, before: before), state: state)
        }
        observer.metrics.finishGame(state, game: game)
        metrics = observer.metrics
        result.stepCount = step
        result.violations = observer.monitor.violations
        result.checks = observer.monitor.checks
        if options.recordSteps { result.finalSummary = game.summary(of: state) }
        return result
    }

    /// Plays one game without metrics; `isExhausted` ends it early (a replay whose choices ran out).
    @inlinable
    public static func play<Game, Bot: GameBot, R: RandomNumberGenerator>(
        _ game: Game, bot: inout Bot, using rng: inout R, options: CaseOptions = CaseOptions(),
        isExhausted: (R) -> Bool = { _ in false }
    ) -> CaseResult where Bot.Game == Game {
        var metrics = NoMetrics<Game>(game: game)
        return play(game, bot: &bot, using: &rng, options: options, metrics: &metrics, isExhausted: isExhausted)
    }
}

// MARK: - Observer

/// Checks invariants and feeds metrics at every moment of a game.
@usableFromInline
struct RunObserver<Game: PlayableGame, Metrics: GameMetrics>: GameObserver where Metrics.Game == Game {
    @usableFromInline var monitor: InvariantMonitor<Game>
    @usableFromInline var metrics: Metrics
    @usableFromInline let game: Game
    @usableFromInline let stopOnFirst: Bool

    @inlinable
    init(game: Game, only names: [String]?, metrics: Metrics, stopOnFirst: Bool) {
        self.monitor = InvariantMonitor(game: game, only: names)
        self.metrics = metrics
        self.game = game
        self.stopOnFirst = stopOnFirst
    }

    @inlinable
    var shouldStop: Bool { stopOnFirst && !monitor.violations.isEmpty }

    @inlinable
    mutating func observe(_ event: Game.Event, in state: Game.State) {
        check(.event(event), state: state)
    }

    @inlinable
    mutating func check(_ moment: Moment<Game>, state: Game.State) {
        metrics.record(moment, state: state, game: game)
        monitor.check(moment, state: state)
    }

    @inlinable
    mutating func recordStepLimit(_ limit: Int, step: Int) {
        monitor.recordStepLimit(limit, step: step)
    }
}

/// Metrics that record nothing, for checks and replays.
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
