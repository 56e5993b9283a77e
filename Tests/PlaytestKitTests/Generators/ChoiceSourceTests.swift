import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ChoiceSource")
struct ChoiceSourceTests {
    @Test("A seeded source hands out xoshiro256** words and records each one")
    func recordsWhatItHandsOut() {
        var source = ChoiceSource(seed: 42)
        var reference = Xoshiro256StarStar(seed: 42)
        #expect(source.recorded.isEmpty)
        #expect(source.count == 0)
        var handedOut: [UInt64] = []
        for _ in 0..<10 { handedOut.append(source.next()) }
        #expect(handedOut == (0..<10).map { _ in reference.next() })
        #expect(source.recorded == handedOut)
        #expect(source.count == 10)
        #expect(!source.isOverrun)
    }

    @Test("Bounded draws through a source record the raw words, rejections included")
    func recordsRawWords() {
        var source = ChoiceSource(replaying: [UInt64.max, 5])
        _ = source.draw(below: 6)  // UInt64.max is rejected for bound 6, so two words are read
        #expect(source.recorded == [UInt64.max, 5])
        #expect(source.count == 2)
    }

    @Test("A replaying source answers its prefix, then zeros, and records them all")
    func replaysPrefixThenZeros() {
        var source = ChoiceSource(replaying: [3, 1, 4])
        let words = (0..<6).map { _ in source.next() }
        #expect(words == [3, 1, 4, 0, 0, 0])
        #expect(source.recorded == [3, 1, 4, 0, 0, 0])
        #expect(source.count == 6)
        #expect(!source.isOverrun)
    }

    @Test("Replaying what a seeded source recorded reproduces the same generated value")
    func replayReproduces() {
        let gen = Gen.int(in: 0...1_000).array(length: 0...10)
        var original = ChoiceSource(seed: 9)
        let value = gen.generate(&original)
        var replay = ChoiceSource(replaying: original.recorded)
        #expect(gen.generate(&replay) == value)
        #expect(replay.recorded == original.recorded)
    }

    @Test("A seeded source stops at its limit: zeros, nothing recorded, isOverrun set")
    func seededLimit() {
        var source = ChoiceSource(seed: 1, limit: 3)
        var reference = Xoshiro256StarStar(seed: 1)
        let words = (0..<3).map { _ in source.next() }
        #expect(words == (0..<3).map { _ in reference.next() })
        #expect(!source.isOverrun)
        #expect(source.next() == 0)
        #expect(source.next() == 0)
        #expect(source.isOverrun)
        #expect(source.count == 3)
        #expect(source.recorded == words)
    }

    @Test("A replaying source with an empty prefix overruns at its limit too")
    func replayingLimit() {
        var source = ChoiceSource(replaying: [], limit: 2)
        #expect(source.next() == 0)
        #expect(source.next() == 0)
        #expect(!source.isOverrun)
        #expect(source.next() == 0)
        #expect(source.isOverrun)
        #expect(source.count == 2)
        #expect(source.limit == 2)
    }

    @Test("A generator that would loop for ever ends once the source overruns")
    func overrunEndsLongLists() {
        // Almost every word continues the list; only the zeros past the limit are sure to end it.
        let gen = Gen.word.list(continuation: 0.999, maxLength: 1_000_000)
        var source = ChoiceSource(seed: 3, limit: 50)
        let list = gen.generate(&source)
        #expect(source.isOverrun)
        #expect(source.count == 50)
        // Past the limit a flag reads 0, which stops the list: 25 flags and 25 elements (seed 3).
        #expect(list.count == 25)
    }

    @Test("A source made not to record hands out the same words and keeps none")
    func withoutRecording() {
        var recording = ChoiceSource(seed: 7)
        var silent = ChoiceSource(seed: 7, recording: false)
        let drawn = (0..<20).map { _ in silent.next() }
        #expect(drawn == (0..<20).map { _ in recording.next() })
        #expect(silent.recorded.isEmpty && silent.count == 20 && recording.recorded == drawn)
    }
}
