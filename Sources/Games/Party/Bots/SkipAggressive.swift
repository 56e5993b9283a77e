import Foundation
import PlaytestKit

/// Skips aggressively: a hard card after 1 s, any other after 5 s.
public enum SkipAggressive: SkipPolicy {
    public static func patience(for card: Card, in phase: RoundPhase) -> Int? { card.difficulty == .hard ? 1_000 : 5_000 }
}
