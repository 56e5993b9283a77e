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

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .allNonSnakesRight: "a round where every non-snake is right"
        case .noNonSnakeRight: "a round where no non-snake is right"
        case .tieForWin: "a tie for the win"
        case .snakesSplit: "snakes stating different answers"
        case .mongooseWrong: "the mongoose voting wrong"
        case .moveOutOfPhase: "a move out of its phase"
        }
    }

    /// The document's passage, for the labels that name a documented behaviour (check requires each in 2% of games);
    /// `snakesSplit` and `moveOutOfPhase` are the model's own.
    public var documentedBehaviour: String? {
        switch self {
        case .allNonSnakesRight, .noNonSnakeRight: "RULES.md, Snakesss, Scoring (K and W at their extremes)"
        case .tieForWin: "RULES.md, Snakesss, Scoring: winners are everyone with the top total"
        case .mongooseWrong: "RULES.md, Snakesss: the mongoose is a human (and votes a, b or c)"
        case .snakesSplit, .moveOutOfPhase: nil
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
        guard case .action(let action, let before) = moment else { return }
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
