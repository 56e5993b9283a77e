import PlaytestKit

/// The Snakesss promises (RULES.md, Snakesss), declared once.
public enum SnakesssInvariant: String, GameInvariant {
    /// Every round's roles match the distribution table, with exactly one mongoose.
    case roleCounts
    /// Snakes always vote snake; non-snakes never do.
    case snakesVoteSnake
    /// Each player votes exactly once per round.
    case oneVotePerPlayer
    /// A round's points are the scoring table's; non-snakes score K x (a + bK) (+ a right mongoose's bonus) and snakes
    /// S x (c + dW): K squared and S x W with the default table.
    case roundScores
    /// Totals never decrease.
    case totalsNeverDecrease
    /// Each total is the sum of the player's points over the rounds played.
    case totalsAreSumOfRounds
    /// No question repeats within a game while unused ones remain.
    case noRepeatedQuestion
    /// A game is exactly roundCount rounds.
    case roundCount
    /// Phases follow the document's order.
    case phaseOrder
    /// At the end, the winners (and the saved record's) are everyone with the top total.
    case winnersHaveTopTotal
    /// Roles are dealt again each round: a game whose rounds repeat the previous deal more often than a fresh shuffle
    /// would by chance 1 in 100 million fails.
    case rolesDealtAgain
    /// A vote is recorded as the button pressed: `snake` for a snake, the letter for a non-snake (a non-snake's
    /// `snake` is refused and records nothing), in the player's vote and in the round's results: worked out from the
    /// move, not the engine's ledger of votes.
    case votesAsCast
    /// Within a round, the roles stay as dealt: only the Next that begins a round deals them.
    case rolesFixedWithinRound
    /// The synthetic bank's share of each right letter is the configured one (`shareA`, `shareB`, C the rest), to within
    /// one question of the bank.
    case letterSharesAsConfigured

    /// Title, citation and moments of each.
    public var facts: InvariantFacts {
        switch self {
        case .roleCounts:
            InvariantFacts(title: "Every round's roles match the distribution table, with exactly one mongoose",
                           citation: "snakesss.md, RoleService (distribution table); RULES.md, Snakesss, Roles (restated in SnakesssReference)",
                           moments: .all)
        case .snakesVoteSnake:
            InvariantFacts(title: "Snakes always vote snake; non-snakes never do",
                           citation: "RULES.md, Snakesss: humans and the mongoose vote a, b or c; snakes cast the vote snake", moments: [.action, .event])
        case .oneVotePerPlayer:
            InvariantFacts(title: "Each player votes exactly once per round",
                           citation: "snakesss.md, Data Flow: phase = .voting(0…N); RULES.md, Snakesss, Invariants", moments: [.action, .event])
        case .roundScores:
            InvariantFacts(title: "A round's points are the scoring table's; non-snakes score K x (a + bK) (+ a right mongoose's bonus) and snakes S x (c + dW): K squared and S x W with the default table",
                           citation: "RULES.md, Snakesss, Scoring: each right non-snake scores K, each snake W", moments: [.action, .event])
        case .totalsNeverDecrease:
            InvariantFacts(title: "Totals never decrease", citation: "RULES.md, Snakesss, Invariants: totals never decrease", moments: [.action, .event])
        case .totalsAreSumOfRounds:
            InvariantFacts(title: "Each total is the sum of the player's points over the rounds played",
                           citation: "snakesss.md, Data Flow: players[i].totalScore += delta", moments: [.action, .event])
        case .noRepeatedQuestion:
            InvariantFacts(title: "No question repeats within a game while unused ones remain",
                           citation: "snakesss.md, QuestionService (deduplicate); RULES.md, Snakesss, Questions", moments: [.action, .event])
        case .roundCount:
            InvariantFacts(title: "A game is exactly roundCount rounds",
                           citation: "RULES.md, Snakesss: after roundCount rounds (3, 6 or 9), gameEnd", moments: [.action, .event])
        case .winnersHaveTopTotal:
            InvariantFacts(title: "At the end, the winners (and the saved record's) are everyone with the top total",
                           citation: "RULES.md, Snakesss, Scoring: winners are everyone with the top total (restated in SnakesssReference)",
                           moments: [.action, .event])
        case .rolesDealtAgain:
            InvariantFacts(title: "Roles are dealt again each round: a game whose rounds repeat the previous deal more often than a fresh shuffle would by chance 1 in 100 million fails",
                           citation: "RULES.md, Snakesss, Roles: dealt again each round (a fixed multiset, shuffled)",
                           moments: .action, because: "a deal follows the Next move, an action; the test reads the finished game's rounds")
        case .votesAsCast:
            InvariantFacts(title: "A vote is recorded as cast: snake for a snake, the letter pressed for a non-snake, in the round's results too",
                           citation: "RULES.md, Snakesss, A round: humans and the mongoose vote a, b or c; snakes cast the vote snake",
                           moments: .action, because: "a vote is a move (Snakesss has no events)")
        case .rolesFixedWithinRound:
            InvariantFacts(title: "Roles stay as dealt for the whole round",
                           citation: "RULES.md, Snakesss, Roles: dealt again each round", moments: .action,
                           because: "roles change only by a move (Snakesss has no events)")
        case .letterSharesAsConfigured:
            InvariantFacts(title: "The synthetic bank's share of each right letter is the configured shareA, shareB (C the rest), to one question",
                           citation: "RULES.md, Snakesss, Questions: the share of each correct letter is a parameter", moments: .start,
                           because: "the bank is built before the game and never changes")
        case .phaseOrder:
            InvariantFacts(title: "Phases follow the document's order",
                           citation: "snakesss.md, Data Flow: One Round (roleReveal … roundResults, nextRound or gameEnd)", moments: [.action, .event])
        }
    }

    /// Runs the check.
    public func check(_ moment: Moment<SnakesssGame>, in state: SnakesssSession, of game: SnakesssGame) -> String? {
        switch self {
        case .roleCounts: Self.roleCounts(moment, state)
        case .snakesVoteSnake: Self.snakesVoteSnake(state)
        case .oneVotePerPlayer: Self.oneVotePerPlayer(moment, state)
        case .roundScores: Self.roundScores(moment, state, configuration: game.configuration)
        case .totalsNeverDecrease: Self.totalsNeverDecrease(moment, state)
        case .totalsAreSumOfRounds: Self.totalsAreSumOfRounds(state)
        case .noRepeatedQuestion: Self.noRepeatedQuestion(moment, state)
        case .roundCount: Self.roundCount(state)
        case .phaseOrder: Self.phaseOrder(moment, state)
        case .winnersHaveTopTotal: Self.winnersHaveTopTotal(state)
        case .rolesDealtAgain: Self.rolesDealtAgain(moment, state)
        case .votesAsCast: Self.votesAsCast(moment, state)
        case .rolesFixedWithinRound: Self.rolesFixedWithinRound(moment, state)
        case .letterSharesAsConfigured: Self.letterSharesAsConfigured(moment, state, configuration: game.configuration)
        }
    }
}
