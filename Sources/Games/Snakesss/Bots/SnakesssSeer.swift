import Foundation
import PlaytestKit

/// A ceiling, not a player (`seesRoles`): shown every seat's role (the clairvoyant view, ``SnakesssGame/clairvoyantView(of:for:)``).
///
/// As a non-snake it states its belief, like every rung, and votes the answer that its own belief and the other
/// non-snakes' statements make most likely under the game's knowledge model: a non-snake believes the answer with the
/// question's knowledge chance, else one of the two wrong letters at random, the bank's letter shares the prior. A tie
/// goes to its own belief, then to letter order. As a snake it plays `coordinated`, like the rungs: seeing the roles tells
/// a snake nothing it did not know. So the gap to it is what reading the snakes is worth to a voter, and no more: the
/// answer and the other seats' beliefs stay hidden from it. Shown the ordinary view (never by an honest registration),
/// it votes its own belief.
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

    /// The most likely answer given the roles, the question's knowledge chance and what the non-snakes said.
    static func vote(_ view: SnakesssView, settings: SnakesssSettings) -> Vote {
        guard let roles = view.revealedRoles, roles.count == view.statements.count, let text = view.questionText,
              let question = settings.bank.questions.first(where: { $0.text == text }) else { return view.belief ?? .a }
        let chance = settings.knowledge(of: question)
        let (right, wrong) = (log(max(chance, 1e-12)), log(max((1 - chance) / 2, 1e-12)))
        var heard: [Vote] = view.belief.map { [$0] } ?? []
        for index in view.statements.indices where index != view.seat && roles[index] != .snake {
            if let said = view.statements[index], Vote.letters.contains(said) { heard.append(said) }
        }
        let scores = Vote.letters.indices.map { letter in
            heard.reduce(log(max(view.bankLetterShares[letter], 1e-12))) { $0 + ($1 == Vote.letters[letter] ? right : wrong) }
        }
        let top = scores.max() ?? 0
        let tied = Vote.letters.indices.filter { abs(scores[$0] - top) < 1e-9 }.map { Vote.letters[$0] }
        if let belief = view.belief, tied.contains(belief) { return belief }
        return tied.first ?? .a
    }
}
