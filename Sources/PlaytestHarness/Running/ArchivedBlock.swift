/// One block of a configuration's games (see ``GameBlocks``), as a shard plays it and a merge folds it: the game's
/// own metrics accumulator as JSON, and everything else as an archived result.
///
/// Only a game whose metrics type is `Codable` can archive its blocks (``GameRegistration/archivesBlocks(_:)``).
public struct ArchivedBlock: Codable, Sendable {
    /// The block's index in its configuration, from 0.
    public let block: Int
    /// The game's metrics accumulator after the block's games: JSON with sorted keys.
    public let metrics: String
    /// The block's result: steps, invariant tallies, coverage and seats; no figures (they come from the metrics).
    public let outcome: ResultArchive.Coded

    /// The block's game-quality tally (docs/quality.md); nil when its games were played without it, or archived before
    /// it existed.
    public let quality: QualityTally?

    /// Creates a block.
    public init(block: Int, metrics: String, outcome: ResultArchive.Coded, quality: QualityTally? = nil) {
        self.quality = quality
        self.block = block
        self.metrics = metrics
        self.outcome = outcome
    }

    /// The block's result, on its own (without figures).
    public var result: ConfigurationResult { outcome.result }
}
