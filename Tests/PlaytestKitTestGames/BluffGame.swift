import PlaytestKit

// MARK: - BluffGame

/// The smallest game in which a simulated opponent that can see the searcher's hand misleads the search: seat 0 is
/// dealt a hidden coin (0 or 1) and either passes (a sure 0.4 of the point) or bets; after a bet, seat 1, who never
/// sees the coin, calls heads or tails, and seat 0 scores 1 when the call is wrong and 0 when it is right.
///
/// Against any seat 1 that cannot see the coin a bet is worth 0.5 on average (a right call is a coin flip), so the
/// best first move is to bet. A seat 1 that reads the coin calls right every time, and against it passing is best.
struct BluffGame: SearchableGame {
    struct State: Sendable, Equatable {
        var coin: Int
        var bet: Bool? = nil
        var call: Int? = nil
    }

    /// Seat 0 sees its coin; seat 1 sees only what was said aloud.
    struct View: Sendable, Equatable {
        let coin: Int?
        let bet: Bool?
        let call: Int?
    }

    enum Action: Hashable, Sendable, CustomStringConvertible {
        case pass, bet, call(Int)
        var description: String {
            switch self {
            case .pass: "pass"
            case .bet: "bet"
            case .call(let side): "call \(side)"
            }
        }
    }

    enum Event: Sendable, CustomStringConvertible {
        case none
        var description: String { "none" }
    }

    enum Invariants: GameInvariant {
        case coinStays
        var facts: InvariantFacts { InvariantFacts(title: "The coin is 0 or 1", citation: "bluff, Rules") }
        func check(_ moment: Moment<BluffGame>, in state: State, of game: BluffGame) -> String? {
            (0...1).contains(state.coin) ? nil : "a coin of \(state.coin)"
        }
    }

    static let descriptor = GameDescriptor(
        id: "bluff", title: "Bluff", document: "bluff.md", ruleSets: ["documented"], parameters: [],
        seating: "two seats; seat 0 sees its coin, seat 1 never does")

    let configuration: GameConfiguration

    init(configuration: GameConfiguration) { self.configuration = configuration }

    init() { self.init(configuration: Self.descriptor.defaultConfiguration) }

    var seatCount: Int { 2 }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State(coin: rng.draw(index: 2)) }

    func seatToAct(in state: State) -> Int { state.bet == true ? 1 : 0 }

    func view(of state: State, for seat: Int) -> View { View(coin: seat == 0 ? state.coin : nil, bet: state.bet, call: state.call) }

    /// Seat 0's score is its share of the point; seat 1 scores the rest.
    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        let first: Double = state.bet == false ? 0.4 : state.call == state.coin ? 0 : 1
        return SeatOutcome(score: seat == 0 ? first : 1 - first, won: nil)
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == BluffGame {
        switch action {
        case .pass where state.bet == nil: state.bet = false
        case .bet where state.bet == nil: state.bet = true
        case .call(let side) where state.bet == true && state.call == nil: state.call = side
        default: return
        }
    }

    func isTerminal(_ state: State) -> Bool { state.bet == false || state.call != nil }

    func summary(of state: State) -> String { "coin \(state.coin), bet \(String(describing: state.bet)), call \(String(describing: state.call))" }

    func decisions(in view: View, seat: Int, into decisions: inout [Action]) {
        switch (view.bet, view.call) {
        case (nil, _) where seat == 0: decisions += [.pass, .bet]
        case (true?, nil) where seat == 1: decisions += [.call(0), .call(1)]
        default: return
        }
    }

    /// Seat 1's view holds no coin; the searcher is seat 0, whose view holds it.
    func determinise<R: RandomNumberGenerator>(_ view: View, seat: Int, using rng: inout R) -> State {
        State(coin: view.coin ?? rng.draw(index: 2), bet: view.bet, call: view.call)
    }

    /// Each seat's score.
    func searchRewards(of state: State, into rewards: inout [Double]) {
        for seat in rewards.indices { rewards[seat] = outcome(ofSeat: seat, in: state).score ?? 0 }
    }
}
