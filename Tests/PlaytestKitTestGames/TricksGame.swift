import PlaytestKit

// MARK: - TricksGame

/// A hidden-hand trick-taking game for 2 to 4 seats, the test double of the search's hidden-information tests.
///
/// A deck of 28 cards (four suits of ranks 0 to 6; suit 0 is trumps) is shuffled and each seat dealt `hand` cards;
/// the rest stay face down, seen by nobody. The leader plays any card, the others in turn must follow the led suit if
/// they can and may play anything if they cannot; the highest trump wins the trick, else the highest card of the led
/// suit, and its winner leads the next. A seat's hand is private; every card played is public, and so is each void a
/// seat revealed by not following. After `hand` tricks the most tricks win (a tie shares the win).
struct TricksGame: SearchableGame {
    static let suits = 4
    static let ranks = 7
    static let deckSize = suits * ranks

    static func suit(_ card: Int) -> Int { card / ranks }
    static func rank(_ card: Int) -> Int { card % ranks }

    /// Everything: every hand and the public record.
    struct State: Sendable, Equatable {
        var hands: [[Int]]
        var table: Table
    }

    /// What every seat sees: the cards played, the trick in progress, the tricks won, each seat's revealed voids.
    struct Table: Sendable, Equatable {
        /// Bit c set once card c was played.
        var played: UInt32 = 0
        /// The cards of the trick in progress, in the order played from `leader`.
        var trick: [Int] = []
        var leader = 0
        var tricks: [Int]
        /// Bit s of a seat's entry set once it failed to follow suit s.
        var voids: [UInt8]
        var handSizes: [Int]
        var isOver = false

        var toAct: Int { (leader + trick.count) % tricks.count }
    }

    /// One seat's view: its own hand and the public table, never another seat's hand.
    struct View: Sendable, Equatable {
        let seat: Int
        let hand: [Int]
        let table: Table
    }

    enum Action: Hashable, Sendable, CustomStringConvertible {
        case play(Int)
        var description: String {
            switch self {
            case .play(let card): "play \(TricksGame.rank(card))/\(TricksGame.suit(card))"
            }
        }
    }

    enum Event: Sendable, CustomStringConvertible {
        case none
        var description: String { "none" }
    }

    enum Invariants: GameInvariant {
        case cardsConserved
        var facts: InvariantFacts { InvariantFacts(title: "Hands and played cards never overlap", citation: "tricks, Rules") }
        func check(_ moment: Moment<TricksGame>, in state: State, of game: TricksGame) -> String? {
            let held = state.hands.joined().reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
            return held & state.table.played == 0 ? nil : "a played card is still held"
        }
    }

    static let playersKey = ParameterKey<Int>.integer("players", summary: "seats at the table", in: 2...4, default: 3)
    static let handKey = ParameterKey<Int>.integer("hand", summary: "cards dealt to each seat (tricks played)", in: 1...7, default: 7)
    static let descriptor = GameDescriptor(
        id: "tricks", title: "Tricks", document: "tricks.md", ruleSets: ["documented"], parameters: [playersKey.spec, handKey.spec],
        seating: "2 to 4 seats, each seeing its own hand, the cards played and the voids revealed")

    let configuration: GameConfiguration
    let players: Int
    let handSize: Int

    init(configuration: GameConfiguration) {
        self.configuration = configuration
        players = configuration[Self.playersKey]
        handSize = configuration[Self.handKey]
    }

    var seatCount: Int { players }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State {
        var deck = Array(0..<Self.deckSize)
        rng.shuffle(&deck)
        let hands = (0..<players).map { Array(deck[$0 * handSize..<($0 + 1) * handSize]).sorted() }
        return State(hands: hands, table: Table(tricks: Array(repeating: 0, count: players), voids: Array(repeating: 0, count: players),
                                                handSizes: Array(repeating: handSize, count: players)))
    }

    func seatToAct(in state: State) -> Int { state.table.toAct }

    func view(of state: State, for seat: Int) -> View { View(seat: seat, hand: state.hands[seat], table: state.table) }

    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        let best = state.table.tricks.max() ?? 0
        return SeatOutcome(score: Double(state.table.tricks[seat]), won: state.table.isOver ? state.table.tricks[seat] == best : nil)
    }

    func isTerminal(_ state: State) -> Bool { state.table.isOver }

    func summary(of state: State) -> String { "hands \(state.hands), trick \(state.table.trick), tricks \(state.table.tricks)" }

    /// The cards of `hand` that may be played on `table`: the led suit's if any, else every card.
    static func legal(_ hand: [Int], on table: Table, into cards: inout [Int]) {
        if let lead = table.trick.first {
            for card in hand where suit(card) == suit(lead) { cards.append(card) }
            if !cards.isEmpty { return }
        }
        cards.append(contentsOf: hand)
    }

    /// The position in `trick` of the card winning it so far.
    static func winningIndex(of trick: [Int]) -> Int {
        var best = 0
        for index in trick.indices.dropFirst() {
            let (card, top) = (trick[index], trick[best])
            let beats = suit(card) == suit(top) ? rank(card) > rank(top) : suit(card) == 0
            if beats { best = index }
        }
        return best
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == TricksGame {
        guard case .play(let card) = action, !state.table.isOver else { return }
        let seat = state.table.toAct
        guard let position = state.hands[seat].firstIndex(of: card) else { return }
        if let lead = state.table.trick.first, Self.suit(card) != Self.suit(lead) {
            guard !state.hands[seat].contains(where: { Self.suit($0) == Self.suit(lead) }) else { return }
            state.table.voids[seat] |= 1 << UInt8(Self.suit(lead))
        }
        state.hands[seat].remove(at: position)
        state.table.handSizes[seat] -= 1
        state.table.played |= 1 << UInt32(card)
        state.table.trick.append(card)
        guard state.table.trick.count == players else { return }
        let winner = (state.table.leader + Self.winningIndex(of: state.table.trick)) % players
        state.table.tricks[winner] += 1
        state.table.trick.removeAll(keepingCapacity: true)
        state.table.leader = winner
        if state.hands[winner].isEmpty { state.table.isOver = true }
    }

    // MARK: - Searchable

    func decisions(in view: View, seat: Int, into decisions: inout [Action]) {
        guard !view.table.isOver, view.table.toAct == seat else { return }
        var cards: [Int] = []
        Self.legal(view.hand, on: view.table, into: &cards)
        for card in cards { decisions.append(.play(card)) }
    }

    func decisions(inState state: State, seat: Int, into decisions: inout [Action]) {
        guard !state.table.isOver, state.table.toAct == seat else { return }
        var cards: [Int] = []
        Self.legal(state.hands[seat], on: state.table, into: &cards)
        for card in cards { decisions.append(.play(card)) }
    }

    /// Each seat's tricks won so far: the search maximises its own tricks, a finer signal than the win alone (a trick
    /// more rarely loses a game), so that a budget of 100 iterations tells good plays from bad.
    func searchRewards(of state: State, into rewards: inout [Double]) {
        for seat in rewards.indices { rewards[seat] = Double(state.table.tricks[seat]) }
    }

    /// A deal of the cards `seat` has not seen to the other hands and the face-down rest that never gives a seat a
    /// card of a suit it revealed a void in: what every seat saw (the cards played, the voids shown) stays true in
    /// every determinisation. With no void known it is uniform over the deals (the cards are exchangeable).
    ///
    /// The cards are placed one by one in a random order, each into a random container (another seat's hand or the
    /// face-down rest) with room that may hold it; when none has room, an augmenting path moves placed cards along
    /// (Kuhn's matching with capacities), which always succeeds because the real deal is one such placement.
    func determinise<R: RandomNumberGenerator>(_ view: View, seat: Int, using rng: inout R) -> State {
        var hidden = (0..<Self.deckSize).filter { view.table.played & (1 << UInt32($0)) == 0 && !view.hand.contains($0) }
        rng.shuffle(&hidden)
        // Containers 0..<players are the seats (the viewer's holds nothing more), `players` is the face-down rest.
        var room = view.table.handSizes
        room[seat] = 0
        room.append(hidden.count - room.reduce(0, +))
        var contents = [[Int]](repeating: [], count: players + 1)
        let allows = { (container: Int, card: Int) -> Bool in
            container == self.players || view.table.voids[container] & (1 << UInt8(Self.suit(card))) == 0
        }
        func place(_ card: Int, visited: inout [Bool], rng: inout R) -> Bool {
            var order = Array(0...players)
            rng.shuffle(&order)
            for container in order where !visited[container] && allows(container, card) && contents[container].count < room[container] {
                contents[container].append(card)
                return true
            }
            for container in order where !visited[container] && allows(container, card) && room[container] > 0 {
                visited[container] = true
                for (index, other) in contents[container].enumerated() where place(other, visited: &visited, rng: &rng) {
                    contents[container][index] = card
                    return true
                }
            }
            return false
        }
        for card in hidden {
            var visited = [Bool](repeating: false, count: players + 1)
            let placed = place(card, visited: &visited, rng: &rng)
            precondition(placed, "a view of a real deal has a consistent deal")
        }
        var hands = contents.prefix(players).map { $0.sorted() }
        hands[seat] = view.hand
        return State(hands: Array(hands), table: view.table)
    }
}

// MARK: - The heuristic

/// The hand-written player: reads only its own view (its hand, the cards played, the trick in progress).
///
/// Leading, it cashes a master card (the highest unplayed of a side suit), else leads low from its longest side
/// suit. Following, it wins as cheaply as it can (the lowest card of the led suit that beats the trick, else the
/// lowest trump that does when void), and otherwise throws its lowest card, side suits before trumps.
struct TricksHeuristicBot: GameBot {
    init(game: TricksGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in view: TricksGame.View, of game: TricksGame, using rng: inout R) -> TricksGame.Action? {
        guard !view.table.isOver, view.table.toAct == view.seat, !view.hand.isEmpty else { return nil }
        var legal: [Int] = []
        TricksGame.legal(view.hand, on: view.table, into: &legal)
        return .play(Self.choose(from: legal, hand: view.hand, table: view.table))
    }

    /// Lower is cheaper to give away: side-suit cards before trumps, low ranks first.
    static func cost(_ card: Int) -> Int { (TricksGame.suit(card) == 0 ? TricksGame.ranks : 0) + TricksGame.rank(card) }

    static func choose(from legal: [Int], hand: [Int], table: TricksGame.Table) -> Int {
        let cheapest = legal.min { cost($0) < cost($1) }!
        guard !table.trick.isEmpty else {
            // A master: no higher card of its suit is still out of sight.
            let masters = legal.filter { card in
                TricksGame.suit(card) != 0 && (TricksGame.rank(card) + 1..<TricksGame.ranks).allSatisfy { higher in
                    let other = TricksGame.suit(card) * TricksGame.ranks + higher
                    return table.played & (1 << UInt32(other)) != 0 || hand.contains(other)
                }
            }
            if let master = masters.max(by: { TricksGame.rank($0) < TricksGame.rank($1) }) { return master }
            let side = legal.filter { TricksGame.suit($0) != 0 }
            guard !side.isEmpty else { return cheapest }
            let longest = (1..<TricksGame.suits).max { a, b in
                side.filter { TricksGame.suit($0) == a }.count < side.filter { TricksGame.suit($0) == b }.count
            }!
            return side.filter { TricksGame.suit($0) == longest }.min { cost($0) < cost($1) } ?? cheapest
        }
        let top = table.trick[TricksGame.winningIndex(of: table.trick)]
        let winners = legal.filter { TricksGame.winningIndex(of: [top, $0]) == 1 }
        return winners.min { cost($0) < cost($1) } ?? cheapest
    }
}

extension TricksGame {
    /// The heuristic, the search with uniform rollouts (`search-N`) and the search whose rollouts follow the heuristic
    /// (`hsearch-N`), side by side; and the same two with opponents that choose from their own view inside the tree
    /// (`mosearch-N`, `mohsearch-N`; `SearchOpponents.ownView`), suggested at 400 iterations, where the search's edge
    /// over the heuristic is about twice that at 100.
    static let registration = GameRegistration.make(TricksGame.self, bots: [
        BotEntry(TricksHeuristicBot.self, id: "heuristic", summary: "cashes masters, wins cheaply, throws low", checks: true),
        .search(summary: "{N} iterations, uniform rollouts", suggested: [100], rollout: .uniform),
        .search(prefix: "hsearch", summary: "{N} iterations, rollouts played by the heuristic", suggested: [100],
                rollout: .following(TricksHeuristicBot.self)),
        .search(prefix: "mosearch", summary: "{N} iterations, opponents from their own view, uniform rollouts", suggested: [400],
                settings: SearchSettings(iterations: 400, opponents: .ownView), rollout: .uniform),
        .search(prefix: "mohsearch", summary: "{N} iterations, opponents from their own view, rollouts played by the heuristic",
                suggested: [400], settings: SearchSettings(iterations: 400, opponents: .ownView), rollout: .following(TricksHeuristicBot.self)),
    ])
}
