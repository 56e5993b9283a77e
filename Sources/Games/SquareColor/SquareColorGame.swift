import PlaytestKit

/// The Square Color Game (`squarecolor`) as a state machine for the runner.
///
/// One seat, which sees the colours and shapes shown, never which square is
/// the target (`SquareColorView`). A session is `games` games sharing a
/// leaderboard, on one difficulty or (`mixed`, the default) easy, medium and
/// hard in turn; it ends when the last game is over and
/// its high score saved or skipped. Time passes in ticks of 0.1 s on the
/// core's virtual clock (`wait(ticks:)`), with the timer, the sequence
/// preview and the next round as scheduled events.
///
/// Decisions where RULES.md is silent: the first round is dealt at
/// `startGame()` (no 0.5 s pause); a game also ends after `maxRounds` won
/// rounds (a perfect player never runs out of time); a score of 0 may qualify
/// when a difficulty has fewer than 3 entries (the rule says "fewer than 3
/// entries" without a minimum); taps between a won round and the next grid
/// are ignored under the documented rules.
public struct SquareColorGame: PlayableGame {
    public typealias State = SquareColorSession
    public typealias View = SquareColorView
    public typealias Action = SquareColorAction
    public typealias Event = SquareColorEvent
    public typealias Invariants = SquareColorInvariant
    public typealias Coverage = SquareColorCoverage

    /// The game's facts.
    public static let descriptor = GameDescriptor(
        id: "squarecolor", title: "Square Color Game", document: "square-color-game.md", documentLocation: "docs/games/squarecolor.md",
        parameters: SquareColorSettings.parameters,
        seating: "one seat, which sees the colours and shapes shown, never which square is the target",
        faults: SquareColorFault.allCases.map { PlantedFault($0.rawValue, $0.faultClass) })

    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The engine's behaviour.
    public let rules: SquareColorRules
    /// The settings read from the configuration.
    public let settings: SquareColorSettings
    /// The configured numbers of each difficulty, as the invariants read them (`SquareColorReference`).
    public let configuredNumbers: SquareColorConfiguredNumbers

    /// Creates the game from a validated configuration.
    public init(configuration: GameConfiguration) {
        self.init(configuration: configuration, rules: SquareColorRules.named(configuration.rules))
    }

    /// Creates the game with explicit rules (tests use this to inject faults).
    public init(configuration: GameConfiguration, rules: SquareColorRules) {
        self.configuration = configuration
        self.rules = rules
        self.settings = SquareColorSettings(configuration: configuration)
        self.configuredNumbers = SquareColorConfiguredNumbers(configuration: configuration)
    }

    /// A game of `difficulty` (nil: mixed) with every other parameter at its default, under `rules`.
    public init(difficulty: Difficulty?, games: Int = 10, maxRounds: Int = 60, rules: SquareColorRules = .documented, ruleSet: String = "documented") {
        let configuration = try! Self.descriptor.configuration(
            rules: ruleSet,
            settings: [("difficulty", .string(difficulty?.rawValue ?? "mixed")), ("games", .integer(games)), ("maxRounds", .integer(maxRounds))])
        self.init(configuration: configuration, rules: rules)
    }

    /// A session in the ready state (nothing is drawn before the first game starts).
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> SquareColorSession {
        SquareColorSession(settings: settings, rules: rules)
    }

    /// The player's view.
    public func view(of state: SquareColorSession, for seat: Int) -> SquareColorView {
        SquareColorView(state)
    }

    /// Applies a tap, a button or time passing.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: SquareColorAction, to state: inout SquareColorSession, using rng: inout R, observer: inout O
    ) where O.Game == SquareColorGame {
        switch action {
        case .startGame: state.startGame(using: &rng)
        case .tap(let index): state.selectSquare(index)
        case .wait(let ticks): state.advance(by: Int64(max(0, ticks)) * SquareColorSession.tickMicroseconds, using: &rng, observer: &observer)
        case .saveHighScore(let nickname): state.saveHighScore(nickname: nickname)
        case .skipHighScore: state.skipHighScore()
        case .restartGame: state.restartGame()
        }
    }

    /// Over when every game is played and its high score saved or skipped.
    public func isTerminal(_ state: SquareColorSession) -> Bool {
        state.isFinished
    }

    /// The score of the last game played.
    public func outcome(ofSeat seat: Int, in state: SquareColorSession) -> SeatOutcome {
        SeatOutcome(score: Double(state.score))
    }

    /// "medium playing t=3.4 s game 2 round 5 target 2/2 score 80 streak 4 time 6.1 s | leaderboard 3".
    public func summary(of state: SquareColorSession) -> String {
        "\(state.difficulty.rawValue) \(state.state.rawValue) t=\(VirtualClock.format(microseconds: state.clock.now))"
            + " game \(state.gamesCompleted + (state.state == .gameOver ? 0 : 1)) round \(state.roundNumber)"
            + " target \(state.expectedTarget + 1)/\(max(1, state.targets.count)) score \(state.score) streak \(state.streak)"
            + " time \(state.timeRemaining / 10).\(state.timeRemaining % 10) s"
            + (state.end.map { " ended by \($0.rawValue)" } ?? "")
            + (state.isHighScorePending ? " high score pending" : "")
            + " | leaderboard \(state.storage.highScores(for: state.difficulty).map(\.score))"
    }
}
