import PlaytestHarness

/// One line of a search tuning's trace: a candidate's figure in one rung.
public struct SearchTuneTraceRow: Sendable, Equatable {
    /// The rung of successive halving, from 1.
    public let rung: Int
    /// The candidate's position in the pool (0: the registered settings).
    public let position: Int
    /// The candidate.
    public let variant: SearchVariant
    /// Deals played in this rung.
    public let deals: Int
    /// Its figure against the reference.
    public let estimate: SearchTuneEstimate
    /// True when it went on to the next rung (or won).
    public let kept: Bool
}

/// The halving's outcome.
public struct SearchTuneSearch: Sendable, Equatable {
    /// Every candidate's figure in every rung it played, in order.
    public let trace: [SearchTuneTraceRow]
    /// The winner's position in the pool.
    public let winner: Int
    /// Its figure in the last rung.
    public let estimate: SearchTuneEstimate
    /// Games played in all.
    public let games: Int
}

/// The winner and the registered settings against the reference on a fresh seed, and the winner's gain over them.
public struct SearchTuneConfirmation: Sendable, Equatable {
    /// The fresh seed (``Tuner/confirmationSeed(for:)``).
    public let seed: UInt64
    /// Deals played.
    public let games: Int
    /// The registered settings against the reference.
    public let registered: SearchTuneEstimate
    /// The proposed settings against the reference.
    public let proposed: SearchTuneEstimate
    /// Proposed - registered, paired on the same deals.
    public let gain: SearchTuneEstimate

    /// True when the gain's interval lies wholly above 0.
    public var isShownBetter: Bool { gain.isShownAbove }
}
