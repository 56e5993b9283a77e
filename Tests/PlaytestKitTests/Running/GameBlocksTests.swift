import Testing
@testable import PlaytestHarness

@Suite("GameBlocks")
struct GameBlocksTests {
    @Test("one chunk per block up to 1,024 chunks, then whole chunks per block, at most 1,024 blocks covering every game once",
          arguments: [1, 6, 64, 65, 640, 65_536, 65_537, 1_000_000, 10_000_000])
    func cut(games: Int) {
        let count = GameBlocks.count(games: games)
        #expect(count <= GameBlocks.maxBlocks && count >= 1)
        #expect(GameBlocks.gamesPerBlock(games: games) % RunRequest.chunkSize == 0)
        if games <= GameBlocks.maxBlocks * RunRequest.chunkSize { #expect(GameBlocks.chunksPerBlock(games: games) == 1) }
        var next = 0
        for block in 0..<count {
            let range = GameBlocks.games(ofBlock: block, games: games)
            #expect(range.lowerBound == next && !range.isEmpty)
            next = range.upperBound
        }
        #expect(next == games)
    }
}
