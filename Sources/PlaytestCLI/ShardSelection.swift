import PlaytestKit

/// `--shard i/n`: which configurations of a scenario, or which blocks of one, a shard plays.
///
/// With no more shards than configurations, shards split whole configurations, round robin: shard `i` of `n` plays
/// the configurations whose index (from 0, in scenario order) is `i - 1` modulo `n`. With more shards than
/// configurations, shard `i` plays a slice of configuration `(i - 1) mod c` (c configurations): the shards that share a
/// configuration split its blocks (``GameBlocks``, whole chunks of games) into consecutive, nearly equal slices, in
/// shard order. Every game is played from the same seeded streams as in a single run and the merge folds the blocks in
/// order, so merged parts are byte-identical to it. A shard may get no game (more shards than blocks); its part is
/// still valid.
struct ShardSelection: Equatable, Sendable {
    /// The shard's number, 1 to `count`.
    let index: Int
    /// How many shards the work is split into.
    let count: Int

    /// The whole run: shard 1 of 1.
    static let whole = ShardSelection(index: 1, count: 1)

    /// The most shards a run may be split into.
    static let maxCount = 100_000

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, or throws a usage error saying what is wrong and how to fix it.
    init(parsing text: String, command: String) throws(CommandError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .usage("\(command): --shard is \"\(text)\"; write i/n with whole numbers, e.g. --shard 1/4 for the first of 4 shards")
        }
        guard (1...Self.maxCount).contains(count) else {
            throw .usage("\(command): --shard \(text): the shard count \(count) must be from 1 to \(Self.maxCount)")
        }
        guard (1...count).contains(index) else {
            throw .usage("\(command): --shard \(text): the shard number must be from 1 to \(count) (shards count from 1)")
        }
        self.init(index: index, count: count)
    }

    /// What this shard plays of a scenario of `configurations` configurations of `games` games each, in order.
    func work(configurations: Int, games: Int) -> [ShardWork] {
        guard configurations > 0 else { return [] }
        if count <= configurations {
            return (0..<configurations).filter { $0 % count == index - 1 }.map { ShardWork(configuration: $0, blocks: nil) }
        }
        let configuration = (index - 1) % configurations
        let sharers = Self.sharers(of: configuration, configurations: configurations, count: count)
        guard sharers > 1 else { return [ShardWork(configuration: configuration, blocks: nil)] }
        let position = (index - 1) / configurations
        let blocks = GameBlocks.count(games: games)
        return [ShardWork(configuration: configuration, blocks: position * blocks / sharers..<(position + 1) * blocks / sharers)]
    }

    /// How many of `count` shards share configuration `configuration` of `configurations`.
    static func sharers(of configuration: Int, configurations: Int, count: Int) -> Int {
        count <= configurations ? 1 : (count - 1 - configuration) / configurations + 1
    }

    /// "2/4".
    var description: String { "\(index)/\(count)" }

    /// The part file's name: `part-2-of-4.playtest-part`.
    var partFileName: String { "part-\(index)-of-\(count)\(RunPart.fileExtension)" }
}
