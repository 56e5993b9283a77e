import Foundation
import PlaytestKit

/// How long a team takes to guess a card: the app judges nothing, so people are modelled.
///
/// Each player has a skill per round kind (describing, one word, charades), drawn once per game from its seat's
/// stream: `exp(0.3 Z)`, so most skills lie between 0.55 and 1.8. The time to a correct guess is log-normal:
/// its median is `base[kind] x factor[difficulty] / skill` seconds (base 5, 8 and 10 s for describe, one word and
/// charades; factor 0.6, 1 and 1.7 for easy, medium and hard), its spread `exp(0.5 Z)`; at least 0.5 s.
/// The guessers' skill is folded into the clue-giver's. Every showing of a card is a fresh draw.
public enum PersonModel {
    /// Median seconds to a guess of a medium card by a skill-1 clue-giver, per round kind.
    public static let baseSeconds: [RoundPhase: Double] = [.describe: 5, .oneWord: 8, .charades: 10]
    /// Multipliers per difficulty.
    public static let difficultyFactor: [CardDifficulty: Double] = [.easy: 0.6, .medium: 1.0, .hard: 1.7]
    /// The spread of a player's skill (log scale).
    public static let skillSpread = 0.3
    /// The spread of a guess time (log scale).
    public static let timeSpread = 0.5

    /// A player's skills for describe, one word and charades.
    public static func drawSkills<R: RandomNumberGenerator>(using rng: inout R) -> [Double] {
        RoundPhase.allCases.map { _ in exp(skillSpread * gaussian(using: &rng)) }
    }

    /// The time to a correct guess of a card of `difficulty` in a round of `phase`, in milliseconds.
    public static func millisecondsToGuess<R: RandomNumberGenerator>(
        _ phase: RoundPhase, _ difficulty: CardDifficulty, skill: Double, using rng: inout R
    ) -> Int {
        let median = baseSeconds[phase]! * difficultyFactor[difficulty]! / max(0.05, skill)
        let seconds = median * exp(timeSpread * gaussian(using: &rng))
        return max(500, Int((seconds * 1000).rounded()))
    }

    /// A standard normal draw (Box-Muller on the injected generator).
    static func gaussian<R: RandomNumberGenerator>(using rng: inout R) -> Double {
        let u1 = 1 - rng.drawUnitDouble()
        let u2 = rng.drawUnitDouble()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
