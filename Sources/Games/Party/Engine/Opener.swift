import PlaytestKit

/// Who opens each round: the app's setting (A or B), or a what-if rule a balance study may try.
public enum Opener: String, CaseIterable, Sendable, Hashable {
    /// Team A opens (the app's default; a bonus holder opens the round after emptying the deck).
    case a = "A"
    /// Team B opens (likewise).
    case b = "B"
    /// A opens rounds 1 and 3, B round 2 (what-if).
    case alternate
    /// A opens round 1; a later round opens with the team after the one whose turn emptied the deck (what-if: turns keep alternating across rounds).
    case continuePlay = "continue"
}
