import PlaytestKit

/// A one-seat game with a known optimum, for the search bot's tests: three choices of 0 to 3, then the score of
/// the path from a fixed table: 3-1-2 is worth 100, the other paths under 3 are worth 50, every other path at most
/// 10. The decisions are listed 0 first, so a search of 2 iterations never tries 3 and one of a few hundred finds
/// the 100.
struct TreasureGame: PlayableGame, SearchableGame {
    struct State: Sendable, Hashable {
        var path: [Int] = []
    }

    enum Action: Hashable, Sendable, CustomStringConvertible {
        case pick(Int)
        var description: String {
            switch self {
            case .pick(let choice): "pick \(choice)"
            }
        }
    }

    enum Event: Sendable, CustomStringConvertible {
        case none
        var description: String { "none" }
    }

    enum Invariants: GameInvariant {
        case pathShort
        var facts: InvariantFacts { InvariantFacts(title: "A path has at most three picks", citation: "treasure.md, Rules") }
        func check(_ moment: Moment<TreasureGame>, in state: State, of game: TreasureGame) -> String? {
            state.path.count <= TreasureGame.depth ? nil : "path \(state.path)"
        }
    }

    static let depth = 3
    static let descriptor = GameDescriptor(id: "treasure", title: "Treasure", document: "treasure.md", ruleSets: ["documented"], parameters: [])
    /// The best path and its score.
    static let optimum = (path: [3, 1, 2], score: 100.0)

    let configuration: GameConfiguration

    init(configuration: GameConfiguration) {
        self.configuration = configuration
    }

    init() {
        self.init(configuration: Self.descriptor.defaultConfiguration)
    }

    /// The score of a full path: 100 for the optimum, 50 for every other leaf under 3, and otherwise at most 10.
    static func score(of path: [Int]) -> Double {
        if path == optimum.path { return optimum.score }
        if path.first == 3 { return 50 }
        return Double((path[0] * 7 + path[1] * 5 + path[2] * 3) % 11)
    }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State() }
    func isTerminal(_ state: State) -> Bool { state.path.count == Self.depth }
    func summary(of state: State) -> String { "path \(state.path)" }

    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        SeatOutcome(score: isTerminal(state) ? Self.score(of: state.path) : 0)
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == TreasureGame {
        guard case .pick(let choice) = action, (0...3).contains(choice), !isTerminal(state) else { return }
        state.path.append(choice)
    }

    // MARK: - Searchable

    func decisions(in view: State, seat: Int, into decisions: inout [Action]) {
        guard !isTerminal(view) else { return }
        for choice in 0...3 { decisions.append(.pick(choice)) }
    }
}

/// Always picks 0: the safe 40.
struct TreasureFirstBot: GameBot {
    init(game: TreasureGame, seat: Int) {}
    mutating func nextAction<R: RandomNumberGenerator>(in view: TreasureGame.State, of game: TreasureGame, using rng: inout R) -> TreasureGame.Action? {
        .pick(0)
    }
}

extension TreasureGame {
    static let registration = GameRegistration.make(TreasureGame.self, bots: [
        BotEntry(TreasureFirstBot.self, id: "first", summary: "always picks 0", checks: true),
        .search(suggested: [10, 400]),
    ])
}
