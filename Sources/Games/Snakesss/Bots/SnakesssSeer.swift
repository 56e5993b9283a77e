import Foundation
import PlaytestKit

/// A ceiling, not a player (`seesRoles`): shown every seat's role (the clairvoyant view, ``SnakesssGame/clairvoyantView(of:for:)``).
///
/// As a non-snake it states its belief, like every rung, and votes the answer that everything said makes most likely
/// once the roles are known, under the players' model the search's determinisation weighs by (docs/games/snakesss.md):
/// a non-snake believes the answer with the question's knowledge chance, else one of the two wrong letters at random;
/// a snake states a wrong letter (its stating the answer is all but ruled out, `SnakesssGame.snakeSaysAnswer`); the
/// bank's letter shares are the prior. So a letter a snake stated is, to it, a letter that is not the answer: what a
/// player who knew the snakes would read from them. A tie goes to its own belief, then to letter order. As a snake it
/// plays `coordinated`, like the rungs: seeing the roles tells a snake nothing it did not know. The answer and the other
/// seats' beliefs stay hidden from it (they are the quiz, not the table). Shown the ordinary view (never by an honest
/// registration), it votes its own belief.
public struct SnakesssSeer: GameBot {
    /// Creates the ceiling.
    public init(game: SnakesssGame, seat: Int) {}

    /// The move of this seat's turn.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SnakesssView, of game: SnakesssGame, using rng: inout R
    ) -> SnakesssAction? {
        switch view.phase {
        case .discussion:
            return .say(view.role == .snake ? Coordinated.statement(view, using: &rng) : (view.belief ?? .a))
        case .voting:
            return .vote(view.role == .snake ? .snake : Self.vote(view, settings: game.settings))
        case .gameEnd:
            return nil
        default:
            return .next
        }
    }

    /// The most likely answer given the roles, the question's knowledge chance and what every seat said (see the summary).
    static func vote(_ view: SnakesssView, settings: SnakesssSettings) -> Vote {
        guard let roles = view.revealedRoles, roles.count == view.statements.count, view.questionText != nil,
              let difficulty = view.questionDifficulty else { return view.belief ?? .a }
        let chance = settings.knowledge(of: difficulty)
        let (right, wrong) = (log(max(chance, 1e-12)), log(max((1 - chance) / 2, 1e-12)))
        let snakeSaidIt = log(SnakesssGame.snakeSaysAnswer)
        var scores = Vote.letters.indices.map { log(max(view.bankLetterShares[$0], 1e-12)) }
        for index in view.statements.indices {
            let said = index == view.seat ? view.belief : view.statements[index]
            guard let said, Vote.letters.contains(said) else { continue }
            let isSnake = roles[index] == .snake && index != view.seat
            for letter in Vote.letters.indices {
                let isIt = said == Vote.letters[letter]
                // A snake's wrong letter is equally likely under either other answer, so only its stating this one counts.
                scores[letter] += isSnake ? (isIt ? snakeSaidIt : 0) : (isIt ? right : wrong)
            }
        }
        let top = scores.max() ?? 0
        let tied = Vote.letters.indices.filter { abs(scores[$0] - top) < 1e-9 }.map { Vote.letters[$0] }
        if let belief = view.belief, tied.contains(belief) { return belief }
        return tied.first ?? .a
    }
}
