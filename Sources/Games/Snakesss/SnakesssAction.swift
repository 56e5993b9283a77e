import PlaytestKit

/// A player's move.
public enum SnakesssAction: Hashable, Sendable, CustomStringConvertible {
    /// Continue to the next screen.
    case next
    /// State an answer aloud in the discussion.
    case say(Vote)
    /// Cast a vote.
    case vote(Vote)

    /// `next`, `say(b)`, `vote(snake)`.
    public var description: String {
        switch self {
        case .next: "next"
        case .say(let answer): "say(\(answer.rawValue))"
        case .vote(let choice): "vote(\(choice.rawValue))"
        }
    }
}
