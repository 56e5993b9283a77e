import PlaytestKit

/// A player: one voting policy as a non-snake, one statement policy as a snake.
///
/// Every player presses Continue when it is its turn to, states aloud its
/// belief (a non-snake) or a wrong answer (a snake), and votes by its policy
/// (a snake's vote is always `snake`).
public struct SnakesssPlayer<Voting: VotingPolicy, Snake: SnakePolicy>: GameBot {
    /// Creates the player.
    public init(game: SnakesssGame, seat: Int) {}

    /// The move of this seat's turn.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SnakesssView, of game: SnakesssGame, using rng: inout R
    ) -> SnakesssAction? {
        switch view.phase {
        case .discussion:
            return .say(view.role == .snake ? Snake.statement(view, using: &rng) : (view.belief ?? .a))
        case .voting:
            return .vote(view.role == .snake ? .snake : Voting.vote(view))
        case .gameEnd:
            return nil
        default:
            return .next
        }
    }
}
