import PlaytestKit

/// A studio's shipped code wrapped as a game, in public API only: one rule set, `app` (no `documented`, no
/// `shipped`), actions that are `CaseIterable` (so `replay --actions` reads them with no code of the game's own).
///
/// A tally counter: `tap` adds one, `reset` sets zero; the session ends after `length` actions.
struct TallyAppGame: PlayableGame {
    struct State: Sendable, Equatable {
        var count = 0
        var actions = 0
    }

    enum Action: String, Hashable, Sendable, CustomStringConvertible, CaseIterable {
        case tap
        case reset
        var description: String { rawValue }
    }

    enum Event: Sendable, CustomStringConvertible {
        case cleared
        var description: String { "cleared" }
    }

    enum Invariants: GameInvariant {
        case countWithinTaps
        var facts: InvariantFacts { InvariantFacts(title: "The count never exceeds the actions so far", citation: "tally.md, Counting") }
        func check(_ moment: Moment<TallyAppGame>, in state: State, of game: TallyAppGame) -> String? {
            (0...state.actions).contains(state.count) ? nil : "count \(state.count) after \(state.actions) actions"
        }
    }

    static let lengthKey = ParameterKey<Int>.integer("length", summary: "actions in a session", in: 1...50, default: 12, shrinkable: true)

    static let descriptor = GameDescriptor(id: "tally", title: "Tally", document: "tally.md", ruleSets: ["app"], parameters: [lengthKey.spec])

    let configuration: GameConfiguration

    init(configuration: GameConfiguration) {
        self.configuration = configuration
    }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State() }
    func isTerminal(_ state: State) -> Bool { state.actions >= configuration[Self.lengthKey] }
    func summary(of state: State) -> String { "count \(state.count) after \(state.actions) actions" }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == TallyAppGame {
        state.actions += 1
        switch action {
        case .tap: state.count += 1
        case .reset:
            state.count = 0
            observer.observe(.cleared, in: state)
        }
    }
}

/// Taps three times in four, resets otherwise.
struct TallyBot: GameBot {
    init(game: TallyAppGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(
        in view: TallyAppGame.State, seat: Int, of game: TallyAppGame, using rng: inout R
    ) -> TallyAppGame.Action? {
        rng.draw(in: 0...3) == 0 ? .reset : .tap
    }
}

extension TallyAppGame {
    /// Registered without metrics, with one checking bot.
    static let registration = GameRegistration.make(TallyAppGame.self, bots: [
        BotEntry(TallyBot.self, id: "tapper", summary: "taps three times in four, resets otherwise", checks: true),
    ])
}
