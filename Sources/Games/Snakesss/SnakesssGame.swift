import PlaytestKit

/// Snakesss (`snakesss`) as a state machine for the runner: one seat per player, each seeing only its view.
///
/// Who acts: in a role reveal, the player whose role it is; the mongoose
/// announcement, the question and the results, player 0 (who holds the
/// phone); a snake reveal, that snake; the discussion, the next speaker; a
/// vote, the voter. Roles are dealt again each round, so a scenario's bots by
/// role (`{"snake": "coordinated", "*": "ownBelief"}`) are chosen at every
/// move. The chance (roles, questions, who knows the answer) comes from the
/// game's chance stream, so every voting policy plays the same deals.
///
/// Scoring (RULES.md, Snakesss, `ScoringService`): `scoring` is `kw` (default) or
/// `rulesScreen`. With `kw` the table is numeric: a right non-snake scores
/// `rightBase + rightPerRight x K`, each snake `snakeBase + snakePerWrong x W`,
/// a right mongoose `mongooseBonus` more (K, W: right and wrong non-snakes).
/// The defaults (0, 1, 0, 1, 0) are the kw table exactly; `rulesScreen` stays
/// the named table (+4, +1 per snake, +2) and ignores the numbers. The
/// `roundScores` invariant checks every round against the table in use, and
/// against the closed forms K x (a + bK) + bonus and S x (c + dW).
public struct SnakesssGame: PlayableGame {
    public typealias State = SnakesssSession
    public typealias View = SnakesssView
    public typealias Action = SnakesssAction
    public typealias Event = SnakesssEvent
    public typealias Invariants = SnakesssInvariant
    public typealias Coverage = SnakesssCoverage

    /// The game's facts.
    public static let descriptor = GameDescriptor(
        id: "snakesss", title: "Snakesss", document: "snakesss.md", documentLocation: "docs/games/snakesss.md", parameters: SnakesssSettings.parameters,
        seatGroups: Role.allCases.map(\.rawValue), 
        seating: "one seat per player; a human sees its own role, the question, what was said and who the mongoose is; "
            + "a snake also the answer and the other snakes",
        faults: SnakesssFault.allCases.map { PlantedFault($0.rawValue, $0.faultClass) })

    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The engine's behaviour.
    public let rules: SnakesssRules
    /// The settings read from the configuration.
    public let settings: SnakesssSettings

    /// Creates the game from a validated configuration.
    public init(configuration: GameConfiguration) {
        self.init(configuration: configuration, rules: SnakesssRules.named(configuration.rules))
    }

    /// Creates the game with explicit rules (tests use this to inject faults).
    public init(configuration: GameConfiguration, rules: SnakesssRules) {
        self.configuration = configuration
        self.rules = rules
        var settings = SnakesssSettings(configuration: configuration)
        if rules.has(.letterSharesSwapped), let shares = SnakesssReference.letterShares(configuration) {
            settings.bank = QuestionBank.synthetic(shares: [shares[1], shares[0], shares[2]])
        }
        self.settings = settings
    }

    /// A game of `players` players (other parameters at their defaults) under `rules`.
    public init(players: Int = 6, scoring: String = "kw", rules: SnakesssRules = .documented) {
        let configuration = try! Self.descriptor.configuration(
            rules: "documented", settings: [("players", .integer(players)), ("scoring", .string(scoring))])
        self.init(configuration: configuration, rules: rules)
    }

    /// One seat per player.
    public var seatCount: Int { settings.players }

    /// A new game with round 1's roles dealt.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> SnakesssSession {
        SnakesssSession(settings: settings, rules: rules, using: &rng)
    }

    /// The seat whose move it is.
    public func seatToAct(in state: SnakesssSession) -> Int {
        switch state.phase {
        case .roleReveal(let index), .voting(let index): index
        case .snakeReveal(let index): state.snakes.indices.contains(index) ? state.snakes[index] : 0
        case .discussion: state.statements.firstIndex { $0 == nil } ?? 0
        case .mongooseAnnouncement, .question, .roundResults, .gameEnd: 0
        }
    }

    /// What `seat` may see.
    public func view(of state: SnakesssSession, for seat: Int) -> SnakesssView {
        SnakesssView(state, seat: seat)
    }

    /// A seat's role this round.
    public func labels(ofSeat seat: Int, in state: SnakesssSession) -> SeatLabels {
        SeatLabels(role: state.players[seat].role.rawValue)
    }

    /// A seat's total and whether it is among the winners, labelled `snakeHeavy` when the player was a snake more
    /// rounds than the average player and `snakeLight` otherwise (roles change every round, so no one role fits a game).
    public func outcome(ofSeat seat: Int, in state: SnakesssSession) -> SeatOutcome {
        let average = Double(state.players.reduce(0) { $0 + $1.snakeRounds }) / Double(max(1, state.players.count))
        let heavy = Double(state.players[seat].snakeRounds) > average
        return SeatOutcome(score: Double(state.players[seat].totalScore), won: state.isOver ? state.winners.contains(seat) : nil,
                           labels: SeatLabels(role: heavy ? "snakeHeavy" : "snakeLight"))
    }

    /// Applies a move; a move of the wrong phase is ignored.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: SnakesssAction, to state: inout SnakesssSession, using rng: inout R, observer: inout O
    ) where O.Game == SnakesssGame {
        switch action {
        case .next: state.next(using: &rng)
        case .say(let answer): state.say(answer)
        case .vote(let choice): state.vote(choice)
        }
    }

    /// Over at `gameEnd`.
    public func isTerminal(_ state: SnakesssSession) -> Bool { state.isOver }

    /// "round 2 voting(3) | P1 human 4 | P2 snake 2 ...".
    public func summary(of state: SnakesssSession) -> String {
        "round \(state.round) \(state.phase)" + (state.question.map { " answer \($0.answer.rawValue.uppercased())" } ?? "") + " | "
            + state.players.map { "\($0.name) \($0.role.rawValue) \($0.vote?.rawValue ?? "-") \($0.totalScore)" }.joined(separator: " | ")
    }
}
