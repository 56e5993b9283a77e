import PlaytestKit
import PlaytestTesting
import Testing

/// A game written as a studio writes one, in public API only: one rule set (`documented`, no `shipped`), typed
/// parameter keys, no metrics, a bot that reads its seat from its decision input.
///
/// Two to four seats take one or two tokens from a pile in turn; whoever takes the last token wins.
struct PileGame: PlayableGame {
    struct State: Sendable, Equatable {
        var pile: Int
        var turn = 0
        var winner: Int?
    }

    enum Action: Hashable, Sendable, CustomStringConvertible {
        case take(Int)
        var description: String {
            switch self {
            case .take(let count): "take \(count)"
            }
        }
    }

    enum Event: Sendable, CustomStringConvertible {
        case emptied
        var description: String { "emptied" }
    }

    enum Invariants: GameInvariant {
        case pileNeverNegative
        var facts: InvariantFacts { InvariantFacts(title: "The pile never goes below zero", citation: "pile.md, Rules") }
        func check(_ moment: Moment<PileGame>, in state: State, of game: PileGame) -> String? {
            state.pile >= 0 ? nil : "pile is \(state.pile)"
        }
    }

    static let pileKey = ParameterKey<Int>.integer("pile", summary: "tokens at the start", in: 1...100, default: 21, shrinkable: true)
    static let seatsKey = ParameterKey<Int>.integer("seats", summary: "players, 2 to 4", in: 2...4, default: 3)

    static let descriptor = GameDescriptor(
        id: "pile", title: "Pile", document: "pile.md", documentLocation: "docs/pile.md", ruleSets: ["documented"],
        parameters: [pileKey.spec, seatsKey.spec])

    let configuration: GameConfiguration
    let seatCount: Int

    init(configuration: GameConfiguration) {
        self.configuration = configuration
        self.seatCount = configuration[Self.seatsKey]
    }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State(pile: configuration[Self.pileKey]) }
    func seatToAct(in state: State) -> Int { state.turn % seatCount }
    func isTerminal(_ state: State) -> Bool { state.winner != nil }
    func summary(of state: State) -> String { "pile \(state.pile), turn \(state.turn)" }

    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        SeatOutcome(score: state.winner == seat ? 1 : 0, won: state.winner.map { $0 == seat })
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == PileGame {
        guard case .take(let count) = action, (1...2).contains(count), count <= state.pile else { return }
        state.pile -= count
        if state.pile == 0 {
            state.winner = seatToAct(in: state)
            observer.observe(.emptied, in: state)
        }
        state.turn += 1
    }
}

/// Takes one or two at random, and checks it is asked only on its own turn: its seat comes with the view.
struct PileBot: GameBot {
    init(game: PileGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(
        in view: PileGame.State, seat: Int, of game: PileGame, using rng: inout R
    ) -> PileGame.Action? {
        precondition(game.seatToAct(in: view) == seat, "asked for seat \(seat) on seat \(game.seatToAct(in: view))'s turn")
        return .take(min(view.pile, rng.draw(in: 1...2)))
    }
}

extension PileGame {
    /// Registered without `metrics:`: `NoMetrics`.
    static let registration = GameRegistration.make(PileGame.self, bots: [
        BotEntry(PileBot.self, id: "random", summary: "takes one or two at random", checks: true),
    ])
}

@Suite("A studio's game: public API only, one rule set, no metrics")
struct StudioStyleConformanceTests {
    @Test("a game with only the documented rule set passes the conformance suite without an issue")
    func documentedOnlyConforms() {
        #expect(PileGame.descriptor.ruleSets == ["documented"])
        expectGameConformance(PileGame.registration, games: 10, seed: 2)
    }

    @Test("registered without metrics, it runs, and seats report decided games")
    func runsWithoutMetrics() {
        let result = PileGame.registration.run(RunRequest(
            configuration: PileGame.descriptor.defaultConfiguration, bots: BotAssignment("random"), seed: 4, games: 30))
        #expect(result.games == 30 && result.allHeld)
        #expect(result.seats.group(.seat(0))?.decidedGames == 30)
        let wins = (0..<3).compactMap { result.seats.group(.seat($0))?.gamesWon }.reduce(0, +)
        #expect(wins == 30, "exactly one seat wins each game")
        #expect(PileGame.descriptor.documentLocation == "docs/pile.md")
    }

    @Test("expectInvariantsHold plays its games per checking bot")
    func gamesPerBot() {
        let report = expectInvariantsHold(PileGame.registration, games: 12, seed: 1)
        #expect(report?.gamesPlayed == 12 * PileGame.registration.checkBots.count)
    }
}
