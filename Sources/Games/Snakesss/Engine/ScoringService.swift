/// Scores a round (the document's `ScoringService`).
public enum ScoringService {
    /// Each player's points for a round under `table`.
    ///
    /// - Complexity: O(players).
    /// `snakesCountWrong` is a planted fault: W counts every player who did not vote right, snakes included.
    public static func calculateRoundScores(roles: [Role], votes: [Vote], answer: Vote, table: ScoringTable, snakesCountWrong: Bool = false) -> [Int] {
        let right = zip(roles, votes).filter { $0.0.isNonSnake && $0.1 == answer }.count
        let wrong = (snakesCountWrong ? roles.count : roles.filter(\.isNonSnake).count) - right
        return zip(roles, votes).map { role, vote in
            if role == .snake { return table.snakePoints(wrong: wrong) }
            guard vote == answer else { return 0 }
            return table.rightPoints(right: right) + (role == .mongoose ? table.mongooseBonus : 0)
        }
    }
}
