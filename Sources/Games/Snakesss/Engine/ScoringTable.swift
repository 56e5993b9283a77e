/// A scoring table as numbers: what a right non-snake, a snake and a right mongoose score in a round.
///
/// K is the number of non-snakes who voted right, W the number who voted wrong.
/// A right non-snake scores `rightBase + rightPerRight x K` (a wrong one 0),
/// each snake `snakeBase + snakePerWrong x W`, and a right mongoose
/// `mongooseBonus` more. The two named tables are points of this family: `kw`
/// (0 + 1K, 0 + 1W, +0: a right non-snake scores K, each snake W) and the rules
/// screen's `rulesScreen` (4 + 0K, 1 + 0W, +2). Any other numbers make a
/// designer's table, as `playtest tune` proposes them.
public struct ScoringTable: Sendable, Hashable {
    /// The table's name, as scenarios and reports use it: `kw`, `rulesScreen`, or a description of the numbers.
    public let name: String
    /// A right non-snake's fixed points.
    public let rightBase: Int
    /// A right non-snake's points per right non-snake (K).
    public let rightPerRight: Int
    /// A snake's fixed points per round.
    public let snakeBase: Int
    /// A snake's points per wrong non-snake (W).
    public let snakePerWrong: Int
    /// Extra points for a right mongoose.
    public let mongooseBonus: Int

    /// Creates a table.
    public init(name: String, rightBase: Int, rightPerRight: Int, snakeBase: Int, snakePerWrong: Int, mongooseBonus: Int) {
        self.name = name
        self.rightBase = rightBase
        self.rightPerRight = rightPerRight
        self.snakeBase = snakeBase
        self.snakePerWrong = snakePerWrong
        self.mongooseBonus = mongooseBonus
    }

    /// A table of these numbers, named `kw` when they are kw's and `right a+bK, snake c+dW, mongoose +m` otherwise.
    public static func numeric(rightBase: Int, rightPerRight: Int, snakeBase: Int, snakePerWrong: Int, mongooseBonus: Int) -> ScoringTable {
        let numbers = [rightBase, rightPerRight, snakeBase, snakePerWrong, mongooseBonus]
        let name = numbers == [0, 1, 0, 1, 0] ? "kw"
            : "right \(rightBase)+\(rightPerRight)K, snake \(snakeBase)+\(snakePerWrong)W, mongoose +\(mongooseBonus)"
        return ScoringTable(name: name, rightBase: rightBase, rightPerRight: rightPerRight, snakeBase: snakeBase,
                            snakePerWrong: snakePerWrong, mongooseBonus: mongooseBonus)
    }

    /// The default table: right non-snakes score K, snakes W.
    public static let kw = numeric(rightBase: 0, rightPerRight: 1, snakeBase: 0, snakePerWrong: 1, mongooseBonus: 0)
    /// The app's rules screen: +4 per right vote, +1 per round per snake, +2 for a right mongoose.
    public static let rulesScreen = ScoringTable(name: "rulesScreen", rightBase: 4, rightPerRight: 0, snakeBase: 1, snakePerWrong: 0, mongooseBonus: 2)
    /// The named tables.
    public static let all = [kw, rulesScreen]

    /// What a right non-snake scores when `right` non-snakes voted right (the mongoose's bonus aside).
    public func rightPoints(right: Int) -> Int { rightBase + rightPerRight * right }

    /// What each snake scores when `wrong` non-snakes voted wrong.
    public func snakePoints(wrong: Int) -> Int { snakeBase + snakePerWrong * wrong }
}
