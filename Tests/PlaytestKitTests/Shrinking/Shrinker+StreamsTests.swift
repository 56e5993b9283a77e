import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Shrinker: several streams")
struct ShrinkerStreamsTests {
    @Test("a + b >= 1000 over two streams moves all the value to the later stream: [] and [1000]")
    func twoStreams() {
        // Stream 0 and stream 1 each give one number in 0...1000; the case fails when their sum is at least 1000.
        func replay(_ streams: [[UInt64]]) -> [[UInt64]]? {
            var first = ChoiceSource(replaying: streams[0])
            var second = ChoiceSource(replaying: streams.count > 1 ? streams[1] : [])
            let a = first.draw(in: 0...1_000)
            let b = second.draw(in: 0...1_000)
            return a + b >= 1_000 ? [first.recorded, second.recorded] : nil
        }
        var rng = Xoshiro256StarStar(seed: 1)
        var start: [[UInt64]] = [[], []]
        repeat {
            start = [[rng.next()], [rng.next()]]
        } while replay(start) == nil
        var shrinker = Shrinker(budget: 5_000)
        let shrunk = shrinker.shrink(streams: start, replay: replay)
        var first = ChoiceSource(replaying: shrunk[0])
        var second = ChoiceSource(replaying: shrunk[1])
        #expect(first.draw(in: 0...1_000) == 0)
        #expect(second.draw(in: 0...1_000) == 1_000)
        #expect(shrunk[0].isEmpty, "the first stream needs no words: \(shrunk)")
        #expect(shrinker.replays > 0 && shrinker.replays < 5_000)
    }

    @Test("each stream shrinks on its own: a >= 10 on stream 0 and b >= 20 on stream 1 give exactly 10 and 20")
    func independentStreams() {
        func replay(_ streams: [[UInt64]]) -> [[UInt64]]? {
            var first = ChoiceSource(replaying: streams[0])
            var second = ChoiceSource(replaying: streams.count > 1 ? streams[1] : [])
            let a = first.draw(in: 0...1_000)
            let b = second.draw(in: 0...1_000)
            return a >= 10 && b >= 20 ? [first.recorded, second.recorded] : nil
        }
        var shrinker = Shrinker(budget: 5_000)
        let shrunk = shrinker.shrink(streams: [[UInt64.max / 3], [UInt64.max / 2]], replay: replay)
        var first = ChoiceSource(replaying: shrunk[0])
        var second = ChoiceSource(replaying: shrunk[1])
        #expect(first.draw(in: 0...1_000) == 10)
        #expect(second.draw(in: 0...1_000) == 20)
    }

    @Test("the budget is shared by every stream")
    func budget() {
        var shrinker = Shrinker(budget: 10)
        _ = shrinker.shrink(streams: [[5, 6, 7], [8, 9]]) { $0 }
        #expect(shrinker.replays <= 10)
    }
}
