import PlaytestKit
import Testing
@testable import PlaytestCLI

@Suite("ShardSelection")
struct ShardSelectionTests {
    @Test("i/n parses, and the n shards play every game of every configuration exactly once",
          arguments: [(1, 20, 400), (2, 20, 400), (7, 20, 400), (8, 1, 640), (8, 3, 10_000), (5, 2, 64), (40, 3, 1_000_000)])
    func partition(count: Int, configurations: Int, games: Int) throws {
        var played = Array(repeating: [Int](), count: configurations)
        for index in 1...count {
            let shard = try ShardSelection(parsing: "\(index)/\(count)", command: "playtest run")
            #expect(shard == ShardSelection(index: index, count: count))
            for item in shard.work(configurations: configurations, games: games) {
                let blocks = item.blocks ?? 0..<GameBlocks.count(games: games)
                played[item.configuration] += blocks.flatMap { Array(GameBlocks.games(ofBlock: $0, games: games)) }
            }
        }
        #expect(played.allSatisfy { $0.sorted() == Array(0..<games) }, "some game was played twice or never")
    }

    @Test("shards go round robin: shard 2/3 owns configurations 1, 4, 7")
    func roundRobin() {
        let shard = ShardSelection(index: 2, count: 3)
        #expect(shard.work(configurations: 9, games: 400) == [1, 4, 7].map { ShardWork(configuration: $0, blocks: nil) })
        #expect(shard.partFileName == "part-2-of-3.playtest-part")
    }

    @Test("with more shards than configurations, the shards of a configuration split its blocks in order")
    func slices() {
        // 2 configurations, 5 shards: configuration 0 has shards 1, 3, 5; configuration 1 has shards 2, 4. 640 games: 10 blocks.
        let work = (1...5).map { ShardSelection(index: $0, count: 5).work(configurations: 2, games: 640) }
        #expect(work[0] == [ShardWork(configuration: 0, blocks: 0..<3)])
        #expect(work[2] == [ShardWork(configuration: 0, blocks: 3..<6)])
        #expect(work[4] == [ShardWork(configuration: 0, blocks: 6..<10)])
        #expect(work[1] == [ShardWork(configuration: 1, blocks: 0..<5)])
        #expect(work[3] == [ShardWork(configuration: 1, blocks: 5..<10)])
        // One configuration of one chunk, 3 shards: two shards play nothing.
        let tiny = (1...3).map { ShardSelection(index: $0, count: 3).work(configurations: 1, games: 6) }
        #expect(tiny.map { $0[0].blocks?.count } == [0, 0, 1])
    }

    @Test("a bad --shard is a usage error that says what to write", arguments: [
        ("0/2", "from 1 to 2"), ("3/2", "from 1 to 2"), ("a/b", "i/n"), ("1/0", "shard count 0"), ("1", "i/n"),
        ("1/2/3", "i/n"), ("-1/2", "from 1 to 2"), ("", "i/n"), ("1/100001", "shard count"),
    ])
    func bad(text: String, expected: String) {
        do {
            _ = try ShardSelection(parsing: text, command: "playtest run")
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.status == .usage)
            #expect(error.message.contains("--shard"), "\(error.message)")
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }
}
