import Foundation
import PlaytestKit

// MARK: - SecretGame

/// Two seats, each dealt a secret number by chance; they take turns guessing the other's.
///
/// Seat 0's secret is in 1...50, seat 1's in 51...100, so a number in a view
/// tells whose secret it is. A seat's `View` holds its own secret and the
/// guesses made aloud, never the other seat's secret: the smallest game whose
/// bots must not see everything. Roles are dealt too: one seat, chosen by
/// chance, is the `spy`, the other the `agent`; seat 0 is team `red`, seat 1
/// team `blue`. The game ends after `rounds` guesses by each seat.
struct SecretGame: PlayableGame {
    struct State: Sendable, Equatable {
        var secrets: [Int]
        var spy: Int
        var guesses: [[Int]] = [[], []]
        var turn = 0
    }

    /// What one seat may know: its own number and role, whose turn it is, and every guess said aloud.
    struct View: Sendable, Equatable {
        let seat: Int
        let mySecret: Int
        let isSpy: Bool
        let turn: Int
        let guesses: [[Int]]
    }

    enum Action: Hashable, Sendable, CustomStringConvertible {
        case guess(Int)
        var description: String {
            switch self {
            case .guess(let number): "guess \(number)"
            }
        }
    }

    enum Event: Sendable, CustomStringConvertible {
        case none
        var description: String { "none" }
    }

    enum Invariants: GameInvariant {
        case secretsStayPut

        var facts: InvariantFacts { InvariantFacts(
            title: "The secrets never change", citation: "secret.md, Rule 1", moments: .action, because: "the game has no events")
        }

        func check(_ moment: Moment<SecretGame>, in state: State, of game: SecretGame) -> String? {
            guard case .action(_, let before) = moment else { return nil }
            return before.secrets == state.secrets ? nil : "a secret changed"
        }
    }

    static let descriptor = GameDescriptor(
        id: "secret", title: "Secret numbers", document: "secret.md",
        parameters: [roundsKey.spec],
        seatGroups: ["spy", "agent", "red", "blue"],
        seating: "two seats, each seeing its own secret and the guesses, never the other's secret")

    /// The `rounds` parameter: guesses per seat.
    static let roundsKey = ParameterKey<Int>.integer("rounds", summary: "guesses per seat", in: 1...50, default: 3, shrinkable: true)

    let configuration: GameConfiguration
    let rounds: Int

    init(configuration: GameConfiguration) {
        self.configuration = configuration
        rounds = configuration[Self.roundsKey]
    }

    var seatCount: Int { 2 }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State {
        State(secrets: [rng.draw(in: 1...50), rng.draw(in: 51...100)], spy: rng.draw(index: 2))
    }

    func seatToAct(in state: State) -> Int { state.turn % 2 }

    func view(of state: State, for seat: Int) -> View {
        View(seat: seat, mySecret: state.secrets[seat], isSpy: state.spy == seat, turn: state.turn, guesses: state.guesses)
    }

    func labels(ofSeat seat: Int, in state: State) -> SeatLabels {
        SeatLabels(team: seat == 0 ? "red" : "blue", role: state.spy == seat ? "spy" : "agent")
    }

    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        let found = state.guesses[seat].contains(state.secrets[1 - seat])
        return SeatOutcome(score: Double(state.guesses[seat].filter { $0 == state.secrets[1 - seat] }.count), won: found)
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == SecretGame {
        guard case .guess(let number) = action else { return }
        state.guesses[state.turn % 2].append(number)
        state.turn += 1
    }

    func isTerminal(_ state: State) -> Bool { state.turn >= 2 * rounds }

    func summary(of state: State) -> String { "turn \(state.turn), guesses \(state.guesses)" }
}

// MARK: - Bots

/// Guesses at random in the other seat's range, and logs every view it receives with the seat it was asked for.
struct PeekingBot: GameBot {
    /// Every (seat, view) a bot of this type was given, from any test.
    static let log = ViewLog()

    init(game: SecretGame, seat: Int) {}

    /// Asked with its seat, so it keeps none of its own.
    mutating func nextAction<R: RandomNumberGenerator>(
        in view: SecretGame.View, seat: Int, of game: SecretGame, using rng: inout R
    ) -> SecretGame.Action? {
        Self.log.record(seat: seat, view: view)
        return .guess(view.seat == 0 ? rng.draw(in: 51...100) : rng.draw(in: 1...50))
    }

    /// The views bots were given, behind a lock (bots of a run with several jobs play on several threads).
    final class ViewLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(seat: Int, view: SecretGame.View)] = []

        /// Adds one view.
        func record(seat: Int, view: SecretGame.View) {
            lock.lock()
            defer { lock.unlock() }
            entries.append((seat, view))
        }

        /// Forgets every view.
        func removeAll() {
            lock.lock()
            defer { lock.unlock() }
            entries.removeAll()
        }

        /// The views so far, oldest first.
        var current: [(seat: Int, view: SecretGame.View)] {
            lock.lock()
            defer { lock.unlock() }
            return entries
        }
    }
}

/// Always guesses the lowest number of the other seat's range; draws nothing.
struct LowBot: GameBot {
    init(game: SecretGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in view: SecretGame.View, of game: SecretGame, using rng: inout R) -> SecretGame.Action? {
        .guess(view.seat == 0 ? 51 : 1)
    }
}

extension SecretGame {
    static let registration = GameRegistration.make(SecretGame.self, metrics: NoMetrics<SecretGame>.self, bots: [
        BotEntry(PeekingBot.self, id: "peek", summary: "guesses at random and logs its views", checks: true),
        BotEntry(LowBot.self, id: "low", summary: "guesses the lowest number", checks: true),
    ])
}
