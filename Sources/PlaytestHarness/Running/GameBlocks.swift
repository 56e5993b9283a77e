/// How a configuration's games are cut into blocks: the smallest piece of one configuration a shard plays.
///
/// A block is a run of whole chunks (``RunRequest/chunkSize`` games each), and a configuration has at most
/// ``maxBlocks`` of them, so a configuration of up to `maxBlocks` chunks has one chunk per block. A run folds each
/// block's chunks in order, then the blocks in order, whether it plays every block itself or a merge folds blocks that
/// several shards played: the fold is the same, so the result is the same to the last bit. The cut depends on the
/// configuration's number of games alone, never on the number of shards or threads.
public enum GameBlocks {
    /// The most blocks a configuration is cut into.
    public static let maxBlocks = 1_024

    /// Chunks per block for a configuration of `games` games: 1 up to `maxBlocks` chunks, then more.
    public static func chunksPerBlock(games: Int) -> Int {
        let chunks = (max(0, games) + RunRequest.chunkSize - 1) / RunRequest.chunkSize
        return max(1, (chunks + maxBlocks - 1) / maxBlocks)
    }

    /// Games per block (the last block may hold fewer).
    public static func gamesPerBlock(games: Int) -> Int {
        chunksPerBlock(games: games) * RunRequest.chunkSize
    }

    /// How many blocks a configuration of `games` games has.
    public static func count(games: Int) -> Int {
        let size = gamesPerBlock(games: games)
        return (max(0, games) + size - 1) / size
    }

    /// The games of block `block` (from 0) of a configuration of `games` games.
    public static func games(ofBlock block: Int, games: Int) -> Range<Int> {
        let size = gamesPerBlock(games: games)
        return min(games, block * size)..<min(games, (block + 1) * size)
    }
}
