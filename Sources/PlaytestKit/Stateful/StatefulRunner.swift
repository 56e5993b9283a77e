/// Drives a game with a bot, checking every invariant after the start, every action and every event.
public enum StatefulRunner {
    /// Plays one game to its end (or until the bot stops, the step limit, or `isExhausted` says the generator ran out).
    ///
    /// Each invariant is checked until it first breaks; the game goes on so
    /// that later invariants can show too, unless `options.target` names the
    /// one invariant of interest.
    ///
    /// - Complexity: O(steps x invariants), plus the game's own work.
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
struct RunObserver<Game: PlayableGame, Metrics: GameMetrics>: GameObserver where Metrics.Game == Game {
    var monitor: InvariantMonitor<Game>
    var metrics: Metrics
    let game: Game
    let stopOnFirst: Bool

    init(game: Game, only names: [String]?, metrics: Metrics, stopOnFirst: Bool) {
        self.monitor = InvariantMonitor(game: game, only: names)
        self.metrics = metrics
        self.game = game
        self.stopOnFirst = stopOnFirst
    }

    var shouldStop: Bool { stopOnFirst && !monitor.violations.isEmpty }

    mutating func observe(_ event: Game.Event, in state: Game.State) {
        check(.event(event), state: state)
    }

    mutating func check(_ moment: Moment<Game>, state: Game.State) {
        metrics.record(moment, state: state, game: game)
        monitor.check(moment, state: state)
    }

    mutating func recordStepLimit(_ limit: Int, step: Int) {
        monitor.violations.append(Violation(
            invariant: InvariantInfo.stepLimit.name,
            message: "the game did not end within \(limit) steps", step: step, moment: "step \(step + 1)"))
    }
}

/// Metrics that record nothing, for checks and replays.
public struct NoMetrics<Game: PlayableGame>: GameMetrics {
    /// Creates the empty accumulator.
    public init(game: Game) {}
    /// Ignores the moment.
    public mutating func record(_ moment: Moment<Game>, state: Game.State, game: Game) {}
    /// Ignores the end.
    public mutating func finishGame(_ state: Game.State, game: Game) {}
    /// Nothing to merge.
    public mutating func merge(_ other: Self) {}
    /// No figures.
    public func measurements(game: Game) -> [Measurement] { [] }
}
