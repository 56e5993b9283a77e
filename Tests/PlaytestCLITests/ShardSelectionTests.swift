import Testing
@testable import PlaytestCLI

@Suite("ShardSelection")
struct ShardSelectionTests {
    @Test("i/n parses, and the n shards own every configuration exactly once", arguments: [1, 2, 3, 7])
    func partition(count: Int) throws {
        var owners = Array(repeating: 0, count: 20)
        for index in 1...count {
            let shard = try ShardSelection(parsing: "\(index)/\(count)", command: "run")
            #expect(shard == ShardSelection(index: index, count: count))
            for configuration in owners.indices where shard.owns(configuration) { owners[configuration] += 1 }
        }
        #expect(owners.allSatisfy { $0 == 1 }, "\(owners)")
    }

    @Test("shards go round robin: shard 2/3 owns configurations 1, 4, 7")
    func roundRobin() {
        let shard = ShardSelection(index: 2, count: 3)
        #expect((0..<9).filter(shard.owns) == [1, 4, 7])
        #expect(shard.partFileName == "part-2-of-3.playtest-part")
    }

    @Test("a bad --shard is a usage error that says what to write", arguments: [
        ("0/2", "from 1 to 2"), ("3/2", "from 1 to 2"), ("a/b", "i/n"), ("1/0", "shard count 0"), ("1", "i/n"),
        ("1/2/3", "i/n"), ("-1/2", "from 1 to 2"), ("", "i/n"), ("1/100001", "shard count"),
    ])
    func bad(text: String, expected: String) {
        do {
            _ = try ShardSelection(parsing: text, command: "run")
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.status == .usage)
            #expect(error.message.contains("--shard"), "\(error.message)")
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }
}
