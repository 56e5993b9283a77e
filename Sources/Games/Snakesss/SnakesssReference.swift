import PlaytestKit

/// The rules the Snakesss invariants need, written again from RULES.md, Snakesss and snakesss.md, not read from
/// the engine: the role table, the two named scoring tables and a round's points.
///
/// An invariant that took these from `RoleService` or `ScoringService` would call a wrong entry there correct.
public enum SnakesssReference {
    /// RULES.md, Snakesss, Questions: the share of right answers A, B and C in the synthetic bank, as the configuration
    /// sets them (`shareA`, `shareB`, C the rest; a sum over 1 leaves C at 0 and scales A and B down), or nil when a
    /// bank file replaces the synthetic bank.
    public static func letterShares(_ configuration: GameConfiguration) -> [Double]? {
        guard configuration.attachment(SnakesssSettings.bankKey) == nil else { return nil }
        let a = configuration[SnakesssSettings.shareAKey], b = configuration[SnakesssSettings.shareBKey]
        let total = max(1, a + b)
        return [a / total, b / total, max(0, 1 - (a + b) / total)]
    }

    /// RULES.md, Snakesss, Roles: humans and snakes per player count (and always exactly one mongoose).
    public static func roles(players: Int) -> (humans: Int, snakes: Int)? {
        switch players {
        case 4: (humans: 1, snakes: 2)
        case 5: (humans: 2, snakes: 2)
        case 6: (humans: 2, snakes: 3)
        case 7: (humans: 3, snakes: 3)
        case 8: (humans: 3, snakes: 4)
        default: nil
        }
    }

    /// RULES.md, Snakesss, Scoring: the winners are everyone whose total equals the highest, in seat order.
    public static func winners(totals: [Int]) -> [Int] {
        var best = Int.min
        var seats: [Int] = []
        for (seat, total) in totals.enumerated() {
            if total > best {
                best = total
                seats = [seat]
            } else if total == best {
                seats.append(seat)
            }
        }
        return seats
    }

    /// The scoring numbers a configuration plays by: right a + bK, snake c + dW, mongoose +m.
    ///
    /// RULES.md, Snakesss, Scoring: the default table is K per right non-snake and W per snake (a designer may set the
    /// five numbers); the rules screen's table is +4 per right vote, +1 per round to each snake, +2 for a right
    /// mongoose, whatever the numbers.
    public static func table(_ configuration: GameConfiguration) -> (a: Int, b: Int, c: Int, d: Int, m: Int) {
        if case .string("rulesScreen") = configuration.value("scoring") { return (4, 0, 1, 0, 2) }
        return (configuration.integer("rightBase"), configuration.integer("rightPerRight"), configuration.integer("snakeBase"),
                configuration.integer("snakePerWrong"), configuration.integer("mongooseBonus"))
    }

    /// Each player's points for a round: K non-snakes voted right and W wrong (snakes count in neither); a right
    /// non-snake scores a + bK (a right mongoose m more), a wrong one 0, each snake c + dW.
    public static func roundPoints(roles: [Role], votes: [Vote], answer: Vote, configuration: GameConfiguration) -> [Int] {
        let table = table(configuration)
        var right = 0, wrong = 0
        for (role, vote) in zip(roles, votes) where role != .snake {
            if vote == answer { right += 1 } else { wrong += 1 }
        }
        return zip(roles, votes).map { role, vote in
            switch role {
            case .snake: table.c + table.d * wrong
            case .mongoose: vote == answer ? table.a + table.b * right + table.m : 0
            case .human: vote == answer ? table.a + table.b * right : 0
            }
        }
    }

    /// The number of distinct deals of the role table's multiset among `players` seats: players! / (humans! snakes! 1!).
    public static func distinctDeals(players: Int, humans: Int, snakes: Int) -> Double {
        func factorial(_ n: Int) -> Double { n < 2 ? 1 : (2...n).reduce(1.0) { $0 * Double($1) } }
        return factorial(players) / (factorial(humans) * factorial(snakes))
    }

    /// P(X >= k) for X binomial with `n` trials of chance `p`.
    public static func binomialUpperTail(atLeast k: Int, of n: Int, probability p: Double) -> Double {
        guard k > 0 else { return 1 }
        guard k <= n else { return 0 }
        var total = 0.0
        for x in k...n {
            var choose = 1.0
            for i in 0..<x { choose = choose * Double(n - i) / Double(i + 1) }
            var term = choose
            for _ in 0..<x { term *= p }
            for _ in 0..<(n - x) { term *= 1 - p }
            total += term
        }
        return min(1, total)
    }
}
