import PlaytestKit

// MARK: - DuelGame

/// A two-seat race on a fixed script, small enough to compute every quality measure by hand (docs/quality.md).
///
/// Step k (from 1) of the script gives `points` to `seat` (who also acts then) after that seat had `choices` choices;
/// the game ends after the script's last step, the higher score winning (level scores: no winner). Chance plays no
/// part: every game of a run is the same game.
struct DuelGame: SearchableGame {
    /// One step of the script.
    struct Step: Sendable {
        let seat: Int
        let points: Int
        let choices: Int
    }

    /// The script every test reads, scores after each step in the comment (A is seat 0, B seat 1).
    static let script: [Step] = [
        Step(seat: 0, points: 1, choices: 2),  // 1: (1, 0)
        Step(seat: 1, points: 2, choices: 1),  // 2: (1, 2)
        Step(seat: 0, points: 1, choices: 3),  // 3: (2, 2)
        Step(seat: 0, points: 1, choices: 2),  // 4: (3, 2)
        Step(seat: 1, points: 2, choices: 1),  // 5: (3, 4)
        Step(seat: 0, points: 2, choices: 2),  // 6: (5, 4)
        Step(seat: 0, points: 1, choices: 1),  // 7: (6, 4)
        Step(seat: 1, points: 1, choices: 2),  // 8: (6, 5)
    ]

    /// The scores and the steps played.
    struct State: Sendable, Equatable {
        var scores = [0, 0]
        var step = 0
    }

    /// A pick among the choices of the step (which one changes nothing).
    enum Action: Hashable, Sendable, CustomStringConvertible {
        case pick(Int)
        var description: String {
            switch self {
            case .pick(let index): "pick \(index)"
            }
        }
    }

    /// The duel reports no events.
    enum Event: Sendable, CustomStringConvertible {
        case none
        var description: String { "none" }
    }

    typealias Invariants = DuelInvariant

    static let descriptor = GameDescriptor(
        id: "duel", title: "Scripted duel", document: "duel.md", parameters: [], seating: "two seats, each seeing the whole state")

    let configuration: GameConfiguration
    init(configuration: GameConfiguration) { self.configuration = configuration }

    var seatCount: Int { 2 }

    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State() }

    func seatToAct(in state: State) -> Int { Self.script[min(state.step, Self.script.count - 1)].seat }

    func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        let ours = state.scores[seat], theirs = state.scores[1 - seat]
        return SeatOutcome(score: Double(ours), won: isTerminal(state) && ours != theirs ? ours > theirs : nil)
    }

    func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == DuelGame {
        guard !isTerminal(state) else { return }
        let step = Self.script[state.step]
        state.scores[step.seat] += step.points
        state.step += 1
    }

    func isTerminal(_ state: State) -> Bool { state.step >= Self.script.count }

    /// One series of its own, for docs/series.md's tests: B's score after each of B's steps (2, 4, 5), one point per turn.
    static var declaredSeries: [SeriesDeclaration] {
        [SeriesDeclaration(name: "bAfterTurn", label: "B's score after B's turn", points: .recorded("B's turn"))]
    }

    /// B's score when the last step was B's; nil at every other state.
    func seriesValue(_ index: Int, in state: State) -> Double? {
        guard index == 0, state.step > 0, Self.script[state.step - 1].seat == 1 else { return nil }
        return Double(state.scores[1])
    }

    func summary(of state: State) -> String { "step \(state.step) scores \(state.scores)" }

    func decisions(in view: State, seat: Int, into decisions: inout [Action]) {
        guard !isTerminal(view) else { return }
        for index in 0..<Self.script[view.step].choices { decisions.append(.pick(index)) }
    }
}

/// The duel's one invariant: scores never fall.
enum DuelInvariant: GameInvariant {
    case scoresNeverFall

    var facts: InvariantFacts { InvariantFacts(title: "Scores never fall", citation: "duel.md, Property 1") }

    func check(_ moment: Moment<DuelGame>, in state: DuelGame.State, of game: DuelGame) -> String? {
        state.scores.allSatisfy { $0 >= 0 } ? nil : "a score fell below 0"
    }
}

/// Picks the first choice, drawing nothing.
struct FirstPickBot: GameBot {
    init(game: DuelGame, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: DuelGame.State, of game: DuelGame, using rng: inout R) -> DuelGame.Action? {
        .pick(0)
    }
}

extension DuelGame {
    /// The duel with no metrics of its own and one bot.
    static let registration = GameRegistration.make(DuelGame.self, bots: [
        BotEntry(FirstPickBot.self, id: "first", summary: "Picks the first choice", checks: true),
    ])
}
