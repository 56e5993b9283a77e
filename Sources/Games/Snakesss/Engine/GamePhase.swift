import PlaytestKit

/// The game's phases, with the player or snake each per-player phase is for (the document's `GamePhase`).
public enum GamePhase: Sendable, Hashable, CustomStringConvertible {
    /// One player at a time sees their role (snake or not) on the shared device.
    case roleReveal(playerIndex: Int)
    /// The round's mongoose (a human) is announced to all.
    case mongooseAnnouncement
    /// The round's question and its three answers are shown.
    case question
    /// One snake at a time is shown the answer and the other snakes.
    case snakeReveal(snakeIndex: Int)
    /// The players discuss before voting.
    case discussion
    /// One player at a time casts a vote.
    case voting(playerIndex: Int)
    /// The round's votes and points are shown.
    case roundResults
    /// The last round is over and the winner is shown.
    case gameEnd

    /// The phase's order within a round (roleReveal 0 ... gameEnd 7), for the phase-order invariant.
    public var rank: Int {
        switch self {
        case .roleReveal: 0
        case .mongooseAnnouncement: 1
        case .question: 2
        case .snakeReveal: 3
        case .discussion: 4
        case .voting: 5
        case .roundResults: 6
        case .gameEnd: 7
        }
    }

    /// `roleReveal(2)`, `voting(0)`, `discussion`.
    public var description: String {
        switch self {
        case .roleReveal(let index): "roleReveal(\(index))"
        case .mongooseAnnouncement: "mongooseAnnouncement"
        case .question: "question"
        case .snakeReveal(let index): "snakeReveal(\(index))"
        case .discussion: "discussion"
        case .voting(let index): "voting(\(index))"
        case .roundResults: "roundResults"
        case .gameEnd: "gameEnd"
        }
    }
}
