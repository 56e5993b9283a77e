import PlaytestKit

/// The situations the Snakesss invariants need to see.
public enum SnakesssCoverage: Int, CoverageLabel {
    /// A round where every non-snake voted right (the snakes score 0).
    case allNonSnakesRight
    /// A round where no non-snake voted right (the snakes score the most).
    case noNonSnakeRight
    /// A game ending in a tie for the win.
    case tieForWin
    /// A round where the snakes stated different answers.
    case snakesSplit
    /// A round where the mongoose voted wrong.
    case mongooseWrong
    /// A move made out of its phase (ignored).
    case moveOutOfPhase
    /// Round 1's mongoose sits in seat 1 (2, ... 8): the categories of the stated share `mongooseSeat`.
    case mongooseSeat1, mongooseSeat2, mongooseSeat3, mongooseSeat4, mongooseSeat5, mongooseSeat6, mongooseSeat7, mongooseSeat8
    /// Round 1's question is easy (medium, hard): the categories of the stated share `firstQuestionDifficulty`.
    case firstQuestionEasy, firstQuestionMedium, firstQuestionHard

    /// The seat labels, seat 1 first.
    static let mongooseSeats: [SnakesssCoverage] = [.mongooseSeat1, .mongooseSeat2, .mongooseSeat3, .mongooseSeat4,
                                                     .mongooseSeat5, .mongooseSeat6, .mongooseSeat7, .mongooseSeat8]

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .allNonSnakesRight: "a round where every non-snake is right"
        case .noNonSnakeRight: "a round where no non-snake is right"
        case .tieForWin: "a tie for the win"
        case .snakesSplit: "snakes stating different answers"
        case .mongooseWrong: "the mongoose voting wrong"
        case .moveOutOfPhase: "a move out of its phase"
        case .mongooseSeat1, .mongooseSeat2, .mongooseSeat3, .mongooseSeat4, .mongooseSeat5, .mongooseSeat6, .mongooseSeat7, .mongooseSeat8:
            "round 1's mongoose in seat \(Self.mongooseSeats.firstIndex(of: self)! + 1)"
        case .firstQuestionEasy: "round 1's question easy"
        case .firstQuestionMedium: "round 1's question medium"
        case .firstQuestionHard: "round 1's question hard"
        }
    }

    /// The document's passage, for the labels that name a documented behaviour (check requires each in 2% of games);
    /// `snakesSplit` and `moveOutOfPhase` are the model's own.
    public var documentedBehaviour: String? {
        switch self {
        case .allNonSnakesRight, .noNonSnakeRight: "RULES.md, Snakesss, Scoring (K and W at their extremes)"
        case .tieForWin: "RULES.md, Snakesss, Scoring: winners are everyone with the top total"
        case .mongooseWrong: "RULES.md, Snakesss: the mongoose is a human (and votes a, b or c)"
        default: nil
        }
    }

    /// The shares `check` requires by default: the rounds without which the scoring invariant's extremes go unseen.
    public var minimumShare: Double? {
        switch self {
        case .allNonSnakesRight, .noNonSnakeRight: 0.02
        default: nil
        }
    }
}

extension SnakesssGame {
    /// Marks the labels a move reaches.
    public func coverage(at moment: Moment<SnakesssGame>, in state: SnakesssSession, into seen: inout CoverageSet<SnakesssCoverage>) {
        if case .start = moment, let seat = state.players.firstIndex(where: { $0.role == .mongoose }), seat < SnakesssCoverage.mongooseSeats.count {
            seen.insert(SnakesssCoverage.mongooseSeats[seat])
        }
        guard case .action(let action, let before) = moment else { return }
        if state.round == 1, before.question == nil, let question = state.question {
            switch question.difficulty {
            case .easy: seen.insert(.firstQuestionEasy)
            case .medium: seen.insert(.firstQuestionMedium)
            case .hard: seen.insert(.firstQuestionHard)
            }
        }
        if before.phase == state.phase && before.statements == state.statements && before.votesCast == state.votesCast {
            seen.insert(.moveOutOfPhase)
        }
        if case .say = action, state.phase != before.phase {
            let said = Set(state.snakes.compactMap { state.statements[$0] })
            if said.count > 1 { seen.insert(.snakesSplit) }
        }
        if state.rounds.count > before.rounds.count, let result = state.rounds.last {
            let nonSnakeVotes = zip(result.roles, result.votes).filter { $0.0.isNonSnake }.map(\.1)
            let right = nonSnakeVotes.filter { $0 == result.question.answer }.count
            if right == nonSnakeVotes.count { seen.insert(.allNonSnakesRight) }
            if right == 0 { seen.insert(.noNonSnakeRight) }
            if let mongoose = result.roles.firstIndex(of: .mongoose), result.votes[mongoose] != result.question.answer { seen.insert(.mongooseWrong) }
        }
        if state.isOver, !before.isOver, state.winners.count > 1 { seen.insert(.tieForWin) }
    }
}

extension SnakesssGame {
    /// The shares RULES.md states: round 1's mongoose in each seat with chance 1/players (roles are a fixed multiset,
    /// shuffled), and round 1's question easy, medium or hard with chance 30%, 50%, 20% (when the bank holds all three).
    public func statedShares() -> [StatedShare] {
        let players = settings.players
        var shares = [StatedShare(
            name: "mongooseSeat", citation: "RULES.md, Snakesss, Roles: a fixed multiset, shuffled",
            shares: SnakesssCoverage.mongooseSeats.enumerated().map { ($0.element, $0.offset < players ? 1 / Double(players) : 0) })]
        let levels = Set(settings.bank.questions.map(\.difficulty))
        if levels.count == QuestionDifficulty.allCases.count {
            shares.append(StatedShare(
                name: "firstQuestionDifficulty", citation: "RULES.md, Snakesss, Questions: mixed difficulty draws easy 30%, medium 50%, hard 20%",
                shares: [(SnakesssCoverage.firstQuestionEasy, 0.3), (.firstQuestionMedium, 0.5), (.firstQuestionHard, 0.2)]))
        }
        return shares
    }
}
