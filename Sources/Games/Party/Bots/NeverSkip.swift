import Foundation
import PlaytestKit

/// Never skips.
public enum NeverSkip: SkipPolicy {
    public static func patience(for card: Card, in phase: RoundPhase) -> Int? { nil }
}
