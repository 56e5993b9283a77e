@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

// MARK: - ToyGame

/// A counter game small enough to reason about by hand, for the runner, checker, scenario and report tests.
///
/// `increment` adds one without events; `advance n` adds one per tick and
/// reports each tick as an event; `quit` ends the game. The game also ends
/// when the counter reaches the `goal` parameter (default 20). Its one
/// invariant, `counterAtMostTen`, breaks as soon as the counter passes 10.
struct ToyGame: PlayableGame {
    /// The counter, the ticks so far and whether the player quit.
    struct State: Sendable, Equatable {
        var counter = 0
        var ticks = 0
        var hasQuit = false
    }

    /// What a bot may do.
    enum Action: Hashable, Sendable, CustomStringConvertible {
        case increment
        case advance(ticks: Int)
        case quit

        var description: String {
            switch self {
            case .increment: "increment"
            case .advance(let ticks): "advance \(ticks)"
            case .quit: "quit"
            }
        }
    }

    /// One tick of an `advance`, with the counter it left.
    enum Event: Sendable, CustomStringConvertible {
        case tick(counter: Int)

        var description: String {
            switch self {
            case .tick(let counter): "tick \(counter)"
            }
        }
    }

    /// The value the counter must not exceed.
    static let limit = 10

    static let descriptor = GameDescriptor(
        id: "toy", title: "Toy counter", document: "toy.md",
        parameters: [
            ParameterSpec(name: "goal", summary: "The counter value that ends the game", kind: .integer(1...100), defaultValue: .integer(20)),
            ParameterSpec(name: "maxTicks", summary: "The most ticks one random advance takes", kind: .integer(1...5), defaultValue: .integer(3)),
        ])

    typealias Invariants = ToyInvariant

    let configuration: GameConfiguration
    let goal: Int
    let maxTicks: Int

    init(configuration: GameConfiguration) {
        self.configuration = configuration
        self.goal = configuration.integer("goal")
        self.maxTicks = configuration.integer("maxTicks")
    }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State {
        State()
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == ToyGame {
        switch action {
        case .increment:
            state.counter += 1
        case .advance(let ticks):
            for _ in 0..<ticks {
                state.counter += 1
                state.ticks += 1
                observer.observe(.tick(counter: state.counter), in: state)
            }
        case .quit:
            state.hasQuit = true
        }
    }

    func isTerminal(_ state: State) -> Bool {
        state.hasQuit || state.counter >= goal
    }

    func summary(of state: State) -> String {
        "counter \(state.counter), ticks \(state.ticks)" + (state.hasQuit ? ", quit" : "")
    }
}

/// The toy game's one invariant, declared once.
enum ToyInvariant: GameInvariant {
    case counterAtMostTen

    var facts: InvariantFacts { InvariantFacts(title: "The counter never exceeds 10", citation: "toy.md, Property 1") }

    func check(_ moment: Moment<ToyGame>, in state: ToyGame.State, of game: ToyGame) -> String? {
        state.counter <= ToyGame.limit ? nil : "counter is \(state.counter), above \(ToyGame.limit)"
    }
}

// MARK: - Bots

/// Increments every step, drawing nothing: breaks `counterAtMostTen` at step 11 of every game.
struct IncrementBot: GameBot {
    init(game: ToyGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: ToyGame.State, of game: ToyGame, using rng: inout R) -> ToyGame.Action? {
        .increment
    }
}

/// Quits with probability 1/4 (the all-zero word quits), else advances 1 to `maxTicks` ticks.
///
/// Each advance costs two words (continue, ticks), so with `maxTicks` 3 the
/// simplest way past 10 is four advances: 2 + 3 + 3 + 3.
struct RandomToyBot: GameBot {
    init(game: ToyGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: ToyGame.State, of game: ToyGame, using rng: inout R) -> ToyGame.Action? {
        if rng.draw(below: 4) == 0 { return .quit }
        return .advance(ticks: 1 + rng.draw(index: game.maxTicks))
    }
}

/// Advances two ticks every step, drawing nothing.
struct TickBot: GameBot {
    init(game: ToyGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: ToyGame.State, of game: ToyGame, using rng: inout R) -> ToyGame.Action? {
        .advance(ticks: 2)
    }
}

// MARK: - Metrics

/// The counter at the end (a histogram), ticks per game (a summary) and the share of games quit (a rate).
struct ToyMetrics: GameMetrics {
    var finalCounter = IntegerHistogram()
    var ticks = RunningStatistics()
    var quits = 0
    var games = 0
    var events = 0

    init(game: ToyGame) {}

    mutating func record(_ moment: Moment<ToyGame>, state: ToyGame.State, game: ToyGame) {
        if case .event = moment { events += 1 }
    }

    mutating func finishGame(_ state: ToyGame.State, game: ToyGame) {
        finalCounter.add(state.counter)
        ticks.add(Double(state.ticks))
        if state.hasQuit { quits += 1 }
        games += 1
    }

    mutating func merge(_ other: ToyMetrics) {
        finalCounter.merge(other.finalCounter)
        ticks.merge(other.ticks)
        quits += other.quits
        games += other.games
        events += other.events
    }

    func measurements(game: ToyGame) -> [Measurement] {
        [
            Measurement(name: "finalCounter", label: "Counter at the end", value: .histogram(finalCounter)),
            Measurement(name: "ticks", label: "Ticks per game", unit: "ticks", value: .summary(ticks)),
            Measurement(name: "quitRate", label: "Games quit", value: .rate(successes: quits, trials: games)),
            Measurement(name: "events", label: "Tick events", value: .scalar(Double(events))),
        ]
    }
}

// MARK: - Registration

extension ToyGame {
    /// The toy game with its metrics and three bots (`inc` and `random` drive checks, `ticker` does not).
    static let registration = GameRegistration.make(ToyGame.self, metrics: ToyMetrics.self, bots: [
        BotEntry(IncrementBot.self, id: "inc", summary: "Increments every step", checks: true),
        BotEntry(RandomToyBot.self, id: "random", summary: "Quits one time in four, else advances 1 to maxTicks ticks", checks: true),
        BotEntry(TickBot.self, id: "ticker", summary: "Advances two ticks every step", checks: false),
    ])

    /// The toy game registered with no metrics.
    static let bareRegistration = GameRegistration.make(ToyGame.self, metrics: NoMetrics<ToyGame>.self, bots: [
        BotEntry(IncrementBot.self, id: "inc", summary: "Increments every step", checks: true),
    ])

    /// The configuration with every parameter at its default (`goal=20,maxTicks=3`).
    static var defaultConfiguration: GameConfiguration { descriptor.defaultConfiguration }
}

// MARK: - EndlessGame

/// A game that never ends, driven by a bot that never stops: only the step limit ends it.
struct EndlessGame: PlayableGame {
    struct State: Sendable { var waited = 0 }

    enum Action: Hashable, Sendable, CustomStringConvertible {
        case wait
        var description: String { "wait" }
    }

    enum Event: Sendable, CustomStringConvertible {
        case nothing
        var description: String { "nothing" }
    }

    static let descriptor = GameDescriptor(id: "endless", title: "Endless", document: "endless.md", parameters: [])
    typealias Invariants = NoInvariant<EndlessGame>

    let configuration: GameConfiguration

    init(configuration: GameConfiguration) {
        self.configuration = configuration
    }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State() }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == EndlessGame {
        state.waited += 1
    }

    func isTerminal(_ state: State) -> Bool { false }

    func summary(of state: State) -> String { "waited \(state.waited)" }
}

/// No invariants at all.
enum NoInvariant<Game: PlayableGame>: GameInvariant {
    var facts: InvariantFacts { switch self {} }
    func check(_ moment: Moment<Game>, in state: Game.State, of game: Game) -> String? { switch self {} }
    static var allCases: [NoInvariant<Game>] { [] }
}

/// Waits forever.
struct ForeverBot: GameBot {
    init(game: EndlessGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: EndlessGame.State, of game: EndlessGame, using rng: inout R) -> EndlessGame.Action? {
        .wait
    }
}

// MARK: - FixedWords

/// A generator that answers a fixed list of words, then zeros, counting every word it hands out.
struct FixedWords: RandomNumberGenerator {
    let words: [UInt64]
    /// Words handed out so far (including zeros past the end).
    private(set) var drawn = 0

    init(_ words: [UInt64]) {
        self.words = words
    }

    mutating func next() -> UInt64 {
        defer { drawn += 1 }
        return drawn < words.count ? words[drawn] : 0
    }
}

extension EndlessGame {
    /// The endless game with its one bot, for loaders that know two games.
    static let registration = GameRegistration.make(EndlessGame.self, metrics: NoMetrics<EndlessGame>.self, bots: [
        BotEntry(ForeverBot.self, id: "forever", summary: "Waits for ever", checks: true),
    ])
}
