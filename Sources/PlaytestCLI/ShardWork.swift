/// What one shard plays of one configuration: all its games, or a slice of its blocks (``GameBlocks``).
struct ShardWork: Equatable, Sendable {
    /// The configuration's index in the scenario, from 0.
    let configuration: Int
    /// The blocks this shard plays, or nil for the whole configuration.
    let blocks: Range<Int>?
}
