import Foundation
import PlaytestKit

/// Skips a card that is taking long: 15 s.
public enum SkipSlow: SkipPolicy {
    public static func patience(for card: Card, in phase: RoundPhase) -> Int? { 15_000 }
}
