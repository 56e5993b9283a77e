import Foundation
import PlaytestKit

/// When a clue-giver gives up on a card in rounds 2 and 3 (round 1 has no skips).
public protocol SkipPolicy: Sendable {
    /// How long the clue-giver works on a card before skipping it, in milliseconds; nil never to skip.
    static func patience(for card: Card, in phase: RoundPhase) -> Int?
}
