import PlaytestKit

/// How a non-snake chooses its vote from what it knows and what was said.
public protocol VotingPolicy: Sendable {
    /// The vote of a non-snake.
    static func vote(_ view: SnakesssView) -> Vote
}

/// How the snakes choose what to say.
public protocol SnakePolicy: Sendable {
    /// The wrong answer a snake states aloud.
    static func statement<R: RandomNumberGenerator>(_ view: SnakesssView, using rng: inout R) -> Vote
}

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

/// Votes its own belief.
public enum OwnBelief: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote { view.belief ?? .a }
}

/// Votes what the mongoose said (the mongoose itself votes its belief).
public enum FollowMongoose: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote {
        guard let mongoose = view.mongoose, mongoose != view.seat, let said = view.statements[mongoose], said != .snake else {
            return view.belief ?? .a
        }
        return said
    }
}

/// Votes the letter said most often (a tie is broken by its own belief, then by letter order).
public enum FollowMajority: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote {
        let counts = Vote.letters.map { letter in view.statements.filter { $0 == letter }.count }
        let top = counts.max() ?? 0
        let tied = Vote.letters.indices.filter { counts[$0] == top }.map { Vote.letters[$0] }
        if let belief = view.belief, tied.contains(belief) { return belief }
        return tied.first ?? .a
    }
}

/// Always votes the letter most often right in the bank (the app's English bank: B).
public enum MostCommonLetter: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote {
        let best = view.bankLetterShares.indices.max { view.bankLetterShares[$0] < view.bankLetterShares[$1] } ?? 0
        return Vote.letters[best]
    }
}

/// All snakes state the same wrong answer (they see each other and the answer): the round decides which of the two.
public enum Coordinated: SnakePolicy {
    public static func statement<R: RandomNumberGenerator>(_ view: SnakesssView, using rng: inout R) -> Vote {
        let wrong = Vote.letters.filter { $0 != view.answer }
        return wrong[view.round % wrong.count]
    }
}

/// Each snake states a wrong answer of its own choosing.
public enum Split: SnakePolicy {
    public static func statement<R: RandomNumberGenerator>(_ view: SnakesssView, using rng: inout R) -> Vote {
        let wrong = Vote.letters.filter { $0 != view.answer }
        return wrong[rng.draw(index: wrong.count)]
    }
}

/// A swarm fuzzer: presses Continue, says and votes anything (snakes too) in any phase, from a mix drawn per game.
public struct SnakesssFuzzer: GameBot {
    private var mix: SwarmMix?

    /// Creates the fuzzer.
    public init(game: SnakesssGame, seat: Int) {}

    /// A random move (the game ignores the ones out of phase); nil at the end.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SnakesssView, of game: SnakesssGame, using rng: inout R
    ) -> SnakesssAction? {
        guard view.phase != .gameEnd else { return nil }
        if mix == nil { mix = SwarmMix(drawingAround: [6, 3, 3, 1], alwaysOn: [0, 1, 2], using: &rng) }
        let letter = Vote.allCases[rng.draw(index: Vote.allCases.count)]
        switch mix!.pick(using: &rng) {
        case 0: return .next
        case 1: return .say(letter)
        case 2: return .vote(letter)
        default: return .vote(.snake)
        }
    }
}
