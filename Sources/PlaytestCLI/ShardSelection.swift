/// `--shard i/n`: which configurations of a scenario one shard plays.
///
/// Shards split whole configurations, round robin: shard `i` of `n` plays the configurations whose index
/// (from 0, in scenario order) is `i - 1` modulo `n`. Every configuration is played whole, from the same
/// seeded streams as in a single run, so merged parts are byte-identical to it. A shard may get no
/// configuration (more shards than configurations); its part is still valid.
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
            throw .usage("playtest \(command): --shard is \"\(text)\"; write i/n with whole numbers, e.g. --shard 1/4 for the first of 4 shards")
        }
        guard (1...Self.maxCount).contains(count) else {
            throw .usage("playtest \(command): --shard \(text): the shard count \(count) must be from 1 to \(Self.maxCount)")
        }
        guard (1...count).contains(index) else {
            throw .usage("playtest \(command): --shard \(text): the shard number must be from 1 to \(count) (shards count from 1)")
        }
        self.init(index: index, count: count)
    }

    /// True when this shard plays configuration `configuration` (its index from 0).
    func owns(_ configuration: Int) -> Bool {
        configuration % count == index - 1
    }

    /// "2/4".
    var description: String { "\(index)/\(count)" }

    /// The part file's name: `part-2-of-4.playtest-part`.
    var partFileName: String { "part-\(index)-of-\(count)\(RunPart.fileExtension)" }
}
