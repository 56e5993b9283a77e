import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Shrinker passes")
struct ShrinkerPassesTests {
    @Test("lower(at:) finds the smallest failing value of one word by binary search")
    func lowerFindsThreshold() {
        var shrinker = Shrinker()
        var best: [UInt64] = [1 << 50]
        let improved = shrinker.lower(at: 0, &best, words { $0[0] >= 123_457 ? $0 : nil })
        #expect(improved)
        #expect(best == [123_457])
        #expect(shrinker.replays <= 60)
    }

    @Test("deleteSpans removes words nothing depends on")
    func deleteSpansRemoves() {
        var shrinker = Shrinker()
        var best: [UInt64] = [4, 5, 99, 6, 7]
        _ = shrinker.deleteSpans(&best, words { $0.contains(99) ? $0 : nil })
        #expect(best == [99])
    }

    @Test("redistributePairs moves value from an earlier word to a later one while the sum still fails")
    func redistributeMovesValue() {
        var shrinker = Shrinker()
        var best: [UInt64] = [600, 500]
        let replay = words { $0.count == 2 && $0[0] + $0[1] >= 1_000 ? $0 : nil }
        #expect(shrinker.redistributePairs(&best, replay))
        #expect(best[0] < 600 && best[0] + best[1] == 1_100, "\(best)")
        var rounds = 1
        while shrinker.redistributePairs(&best, replay), rounds < 100 { rounds += 1 }
        #expect(best == [0, 1_100])
    }

    @Test("zeroSpans replaces a span of words nothing needs with zeros")
    func zeroSpansClears() {
        var shrinker = Shrinker()
        var best: [UInt64] = [4, 5, 6, 99]
        #expect(shrinker.zeroSpans(&best, words { $0.count == 4 && $0[3] == 99 ? $0 : nil }))
        #expect(best == [0, 0, 0, 99])
    }

    @Test("sortSpans puts a span of words in ascending order when the case still fails")
    func sortSpansOrders() {
        var shrinker = Shrinker()
        var best: [UInt64] = [9, 3]
        #expect(shrinker.sortSpans(&best, words { $0.count == 2 && $0[0] + $0[1] == 12 ? $0 : nil }))
        #expect(best == [3, 9])
    }
}
