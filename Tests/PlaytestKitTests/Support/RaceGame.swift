import PlaytestKit

// MARK: - RaceGame

/// A two-seat race with no report section of its own, for the design questions every game gets from the core.
///
/// Seats take turns, seat 0 first; a turn either steps 2 squares or rolls a die (1 to 6, the game's chance). The
/// first seat to reach `target` (default 20) wins; its score, like the other's, is the square it stands on. Moving
/// first is worth something, so seat 0 wins more than half the games of two equal bots. The bots, weakest first by
/// design but not as a ladder declares them: `stepper` (always 2), `mixer` (a coin between the two), `roller`
/// (always the die, 3.5 on average).
struct RaceGame: PlayableGame {
    struct State: Sendable, Equatable {
        var squares = [0, 0]
        var turn = 0
    }

    enum Action: Hashable, Sendable, CustomStringConvertible, CaseIterable {
        case step, roll
        var description: String { self == .step ? "step" : "roll" }
    }

    enum Event: Sendable, CustomStringConvertible {
        case rolled(Int)
        var description: String {
            switch self {
            case .rolled(let face): "rolled \(face)"
            }
        }
    }

    enum Invariants: GameInvariant {
        case squaresGrow
        var facts: InvariantFacts { InvariantFacts(title: "No seat moves back", citation: "race.md, Rule 1", moments: .action, because: "moves are actions") }
        func check(_ moment: Moment<RaceGame>, in state: State, of game: RaceGame) -> String? {
            guard case .action(_, let before) = moment else { return nil }
            return zip(before.squares, state.squares).allSatisfy { $0 <= $1 } ? nil : "a seat moved back"
        }
    }

    static let descriptor = GameDescriptor(id: "race", title: "Race", document: "race.md", parameters: [targetKey.spec],
                                           seating: "two seats, taking turns, seat 0 first")
    /// The square that wins.
    static let targetKey = ParameterKey<Int>.integer("target", summary: "the square that wins", in: 2...200, default: 20)

    let configuration: GameConfiguration
    let target: Int

    init(configuration: GameConfiguration) {
        self.configuration = configuration
        target = configuration[Self.targetKey]
    }

    var seatCount: Int { 2 }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State() }

    func seatToAct(in state: State) -> Int { state.turn % 2 }

    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        SeatOutcome(score: Double(state.squares[seat]), won: isTerminal(state) ? state.squares[seat] >= target : nil)
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == RaceGame {
        let seat = state.turn % 2
        switch action {
        case .step:
            state.squares[seat] += 2
        case .roll:
            let face = 1 + rng.draw(index: 6)
            state.squares[seat] += face
            observer.observe(.rolled(face), in: state)
        }
        state.turn += 1
    }

    func isTerminal(_ state: State) -> Bool { state.squares.contains { $0 >= target } }

    func summary(of state: State) -> String { "squares \(state.squares), turn \(state.turn)" }
}

/// Always steps 2.
struct StepperBot: GameBot {
    init(game: RaceGame, seat: Int) {}
    mutating func nextAction<R: RandomNumberGenerator>(in state: RaceGame.State, of game: RaceGame, using rng: inout R) -> RaceGame.Action? { .step }
}

/// Always rolls.
struct RollerBot: GameBot {
    init(game: RaceGame, seat: Int) {}
    mutating func nextAction<R: RandomNumberGenerator>(in state: RaceGame.State, of game: RaceGame, using rng: inout R) -> RaceGame.Action? { .roll }
}

/// Tosses a coin between stepping and rolling.
struct MixerBot: GameBot {
    init(game: RaceGame, seat: Int) {}
    mutating func nextAction<R: RandomNumberGenerator>(in state: RaceGame.State, of game: RaceGame, using rng: inout R) -> RaceGame.Action? {
        rng.draw(below: 2) == 0 ? .step : .roll
    }
}

extension RaceGame {
    /// The race with its three bots and no report section: every answer it gets comes from the core.
    static let registration = GameRegistration.make(RaceGame.self, metrics: NoMetrics<RaceGame>.self, bots: [
        BotEntry(StepperBot.self, id: "stepper", summary: "always steps 2", checks: true),
        BotEntry(MixerBot.self, id: "mixer", summary: "a coin between stepping and rolling", checks: true),
        BotEntry(RollerBot.self, id: "roller", summary: "always rolls", checks: true),
    ])
}
