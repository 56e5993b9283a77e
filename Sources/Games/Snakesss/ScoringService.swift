/// A scoring table as data: what a right non-snake, a snake and the mongoose score in a round.
///
/// K is the number of non-snakes who voted right, W the number who voted wrong.
/// The default `kw` table: a right non-snake scores K, a wrong one 0, each snake
/// W. The rules screen's table: +4 per right vote, +1 per round to each snake,
/// +2 to the mongoose when it votes right.
public struct ScoringTable: Sendable, Hashable {
    /// What a right non-snake scores.
    public enum RightPoints: Sendable, Hashable {
        /// K, the number of right non-snakes.
        case rightCount
        /// A fixed number.
        case fixed(Int)
    }
    /// What each snake scores.
    public enum SnakePoints: Sendable, Hashable {
        /// W, the number of wrong non-snakes.
        case wrongCount
        /// A fixed number per round.
        case fixed(Int)
    }

    /// The table's name, as scenarios and reports use it.
    public let name: String
    /// A right non-snake's points.
    public let right: RightPoints
    /// A snake's points.
    public let snake: SnakePoints
    /// Extra points for a right mongoose.
    public let mongooseBonus: Int

    /// Creates a table.
    public init(name: String, right: RightPoints, snake: SnakePoints, mongooseBonus: Int) {
        self.name = name
        self.right = right
        self.snake = snake
        self.mongooseBonus = mongooseBonus
    }

    /// The default table: right non-snakes score K, snakes W.
    public static let kw = ScoringTable(name: "kw", right: .rightCount, snake: .wrongCount, mongooseBonus: 0)
    /// The app's rules screen: +4 per right vote, +1 per round per snake, +2 for a right mongoose.
    public static let rulesScreen = ScoringTable(name: "rulesScreen", right: .fixed(4), snake: .fixed(1), mongooseBonus: 2)
    /// The named tables.
    public static let all = [kw, rulesScreen]
}

/// Scores a round (the document's `ScoringService`).
public enum ScoringService {
    /// Each player's points for a round under `table`.
    ///
    /// - Complexity: O(players).
    public static func calculateRoundScores(roles: [Role], votes: [Vote], answer: Vote, table: ScoringTable) -> [Int] {
        let right = zip(roles, votes).filter { $0.0.isNonSnake && $0.1 == answer }.count
        let wrong = roles.filter(\.isNonSnake).count - right
        return zip(roles, votes).map { role, vote in
            if role == .snake {
                switch table.snake {
                case .wrongCount: return wrong
                case .fixed(let points): return points
                }
            }
            guard vote == answer else { return 0 }
            var points: Int
            switch table.right {
            case .rightCount: points = right
            case .fixed(let fixed): points = fixed
            }
            if role == .mongoose { points += table.mongooseBonus }
            return points
        }
    }
}
