import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Shrinker")
struct ShrinkerTests {

    // MARK: - Order

    @Test("isSimpler is shortlex: fewer words first, then lexicographically lower")
    func shortlex() {
        #expect(Shrinker.isSimpler([], than: [0]))
        #expect(Shrinker.isSimpler([9, 9], than: [0, 0, 0]))
        #expect(!Shrinker.isSimpler([0, 0, 0], than: [9, 9]))
        #expect(Shrinker.isSimpler([1, 5], than: [2, 0]))
        #expect(Shrinker.isSimpler([1, 5], than: [1, 6]))
        #expect(!Shrinker.isSimpler([1, 6], than: [1, 5]))
        #expect(!Shrinker.isSimpler([1, 5], than: [1, 5]))
        #expect(!Shrinker.isSimpler([], than: []))
        #expect(Shrinker.isSimpler([UInt64.max], than: [0, 0]))
    }

    @Test("trimmingTrailingZeros drops only the trailing zeros")
    func trimming() {
        #expect(Shrinker.trimmingTrailingZeros([0, 3, 0, 0]) == [0, 3])
        #expect(Shrinker.trimmingTrailingZeros([0, 0]) == [])
        #expect(Shrinker.trimmingTrailingZeros([]) == [])
        #expect(Shrinker.trimmingTrailingZeros([1]) == [1])
    }

    // MARK: - Budget

    @Test("A budget of 0 returns the input untouched and replays nothing")
    func zeroBudget() {
        var shrinker = Shrinker(budget: 0)
        var calls = 0
        let input: [UInt64] = [7, 0, 1 << 40, 3]
        let result = shrinker.shrink(input) { candidate in
            calls += 1
            return candidate
        }
        #expect(result == input)
        #expect(calls == 0)
        #expect(shrinker.replays == 0)
    }

    @Test("The shrinker never spends more replays than its budget")
    func budgetIsRespected() {
        for budget in [1, 5, 37] {
            var shrinker = Shrinker(budget: budget)
            var calls = 0
            _ = shrinker.shrink([UInt64.max, UInt64.max, UInt64.max, UInt64.max]) { candidate in
                calls += 1
                return candidate.reduce(0) { $0 | $1 } > 1000 ? candidate : nil
            }
            #expect(calls <= budget, "budget \(budget): \(calls) replays")
            #expect(shrinker.replays == calls, "budget \(budget)")
        }
    }

    // MARK: - Contract

    @Test("A case that always fails shrinks to no choices at all")
    func alwaysFailing() {
        var shrinker = Shrinker()
        let result = shrinker.shrink([5, 6, 7]) { $0 }
        #expect(result == [])
    }

    @Test("The result is never more complex than the input and still fails")
    func resultStillFails() {
        // Fails when at least two words are 2^60 or more (trailing zeros change nothing, as in a replay).
        let fails: ([UInt64]) -> Bool = { words in words.filter { $0 >= 1 << 60 }.count >= 2 }
        let input: [UInt64] = [3, UInt64.max, 9, 1 << 62]
        var shrinker = Shrinker()
        let result = shrinker.shrink(input) { fails($0) ? $0 : nil }
        #expect(fails(result))
        #expect(Shrinker.isSimpler(result, than: input))
        #expect(result == [1 << 60, 1 << 60])
    }

    @Test("A candidate that draws more words than it was given is judged by what it drew")
    func judgedByDrawnWords() {
        // The test reads two words whatever the candidate holds; only a first word of at least 10 fails.
        var shrinker = Shrinker()
        let result = shrinker.shrink([500, 8]) { candidate in
            var source = ChoiceSource(replaying: candidate)
            let first = source.next()
            _ = source.next()
            return first >= 10 ? source.recorded : nil
        }
        #expect(result == [10])
    }
}

@Suite("Shrinker on long streams")
struct ShrinkerLongStreamTests {
    @Test("a long stream loses its irrelevant blocks to zeros first, within a small budget")
    func coarseZeroPass() {
        // 2,000 noisy words, of which only word 1,500 matters (it must stay at least 7).
        var words = (0..<2_000).map { UInt64($0 % 97 + 1) }
        words[1_500] = 50
        var shrinker = Shrinker(budget: 400)
        let shrunk = shrinker.shrink(words) { candidate in
            candidate.count > 1_500 && candidate[1_500] >= 7 ? candidate : nil
        }
        #expect(shrunk.count > 1_500 && shrunk.count < 2_000)
        #expect(shrunk.count > 1_500 && (7...50).contains(shrunk[1_500]))
        let nonzero = shrunk.prefix(1_500).filter { $0 != 0 }.count
        #expect(nonzero < 100, "\(nonzero) words before the one that matters are still nonzero")
        #expect(shrinker.replays <= 400)
    }

    @Test("A candidate already replayed is answered from memory; a word found unlowerable is not searched again on the same case")
    func memory() {
        var calls = 0
        let replay: Shrinker.ShapedReplay = { candidate in
            calls += 1
            return candidate.first.map { $0 >= 1_000 } == true ? Shrinker.Drawn(words: candidate) : nil
        }
        var shrinker = Shrinker(budget: 1_000)
        var best: [UInt64] = [5_000]
        #expect(shrinker.attempt([4_000], &best, replay))
        var again: [UInt64] = [5_000]
        #expect(shrinker.attempt([4_000], &again, replay), "the remembered answer still adopts the candidate")
        #expect(calls == 1 && shrinker.replays == 1)
        var minimal: [UInt64] = [1_000]
        #expect(!shrinker.lower(at: 0, &minimal, replay))
        let spent = calls
        #expect(!shrinker.lower(at: 0, &minimal, replay))
        #expect(calls == spent, "the second search on the same case replays nothing")
    }
}
